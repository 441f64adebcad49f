import { act } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useMountedElement } from '@/components/common/useMountedElement';

describe('useMountedElement', () => {
  it('hands the mounted element to a later render, not in the commit that mounted it', async () => {
    const seen: (HTMLElement | null)[] = [];
    function Anchored() {
      const [element, ref] = useMountedElement<HTMLDivElement>();
      seen.push(element);
      return <div ref={ref} data-testid="anchor" />;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    // A synchronous commit: a plain state update from the ref callback would re-render inside it.
    flushSync(() => root.render(<Anchored />));
    expect(seen).toEqual([null]);

    await act(async () => {});
    expect(seen.at(-1)).toBe(container.querySelector('[data-testid="anchor"]'));
    act(() => root.unmount());
  });
});
