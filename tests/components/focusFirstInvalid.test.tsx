// A submit that leaves fields wrong takes the shopper to the first of them, unless they are already on one.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { focusingFirstInvalid } from '@/components/common/form/focusFirstInvalid';

function Form({ onSubmit }: { onSubmit?: () => void }) {
  const [wrong, setWrong] = useState<string[]>([]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setWrong(['email', 'phone']);
    onSubmit?.();
  };
  return (
    <form noValidate aria-label="form" onSubmit={focusingFirstInvalid(submit)}>
      <input aria-label="name" aria-invalid={false} />
      <input aria-label="email" aria-invalid={wrong.includes('email')} />
      <input aria-label="phone" aria-invalid={wrong.includes('phone')} />
      <button type="submit">Send</button>
    </form>
  );
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('focusingFirstInvalid', () => {
  it('focuses the first field the submit marked wrong', async () => {
    const onSubmit = jest.fn();
    render(<Form onSubmit={onSubmit} />);
    screen.getByRole('textbox', { name: 'name' }).focus();
    fireEvent.submit(screen.getByRole('form', { name: 'form' }));
    await nextFrame();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'email' })).toHaveFocus();
  });

  it('leaves the focus on a wrong field the shopper is on', async () => {
    render(<Form />);
    fireEvent.submit(screen.getByRole('form', { name: 'form' }));
    await nextFrame();
    screen.getByRole('textbox', { name: 'phone' }).focus();
    fireEvent.submit(screen.getByRole('form', { name: 'form' }));
    await nextFrame();
    expect(screen.getByRole('textbox', { name: 'phone' })).toHaveFocus();
  });
});
