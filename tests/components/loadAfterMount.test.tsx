// A part loaded after mount: the fallback in the first render (as the server drew it), the part once its code is
// there, at once on a later mount, and the fallback kept when the code fails to load.
import { act, render, screen } from '@testing-library/react';
import { loadAfterMount } from '@/components/common/loadAfterMount';

function Greeting({ name }: { name: string }) {
  return <p data-testid="part">Hello {name}</p>;
}

it('draws the fallback first, then the part with its props once its code has loaded', async () => {
  let resolve: (module: { default: typeof Greeting }) => void = () => {};
  const load = jest.fn(() => new Promise<{ default: typeof Greeting }>((done) => (resolve = done)));
  const Part = loadAfterMount(load, <span data-testid="room" />);

  render(<Part name="Ama" />);
  expect(screen.getByTestId('room')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);

  await act(async () => resolve({ default: Greeting }));
  expect(screen.getByTestId('part')).toHaveTextContent('Hello Ama');
  expect(screen.queryByTestId('room')).toBeNull();
});

it('draws the part at once on a later mount, without loading again', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Greeting }));
  const Part = loadAfterMount(load);
  const first = render(<Part name="Ama" />);
  await act(async () => {});
  first.unmount();

  const seen: string[] = [];
  render(
    <div ref={(node) => void (node && seen.push(node.textContent ?? ''))}>
      <Part name="Kofi" />
    </div>,
  );
  expect(seen[0]).toBe('Hello Kofi');
  expect(load).toHaveBeenCalledTimes(1);
});

it('keeps the fallback and says so when the code fails to load', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const Part = loadAfterMount<{ name: string }>(
    () => Promise.reject(new Error('chunk failed')),
    <span data-testid="room" />,
  );
  render(<Part name="Ama" />);
  await act(async () => {});
  expect(screen.getByTestId('room')).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith('[page] a part of the page failed to load', expect.any(Error));
  warn.mockRestore();
});
