// The password field's show/hide toggle: a plain icon button at the field's end, named by what it will do,
// pressed while the password shows, and leaving the focus in the field when the pointer presses it.
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PasswordField from '@/components/auth/PasswordField';
import { renderWithProviders } from './helpers/renderWithProviders';
import enAuth from '@/locales/en/auth.json';

function renderField() {
  return renderWithProviders(<PasswordField label="Password" autoComplete="current-password" defaultValue="" />, {
    path: '/auth/login',
    namespaces: { auth: enAuth },
  });
}

describe('PasswordField', () => {
  it('shows and hides the password with a toggle named by its action and pressed while shown', async () => {
    const user = userEvent.setup();
    renderField();
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('type', 'button');
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toBe(show);
    expect(hide).toHaveAttribute('aria-pressed', 'true');

    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is a small icon button pulled to the field end, and a press keeps the focus in the field', async () => {
    const user = userEvent.setup();
    renderField();
    const input = screen.getByLabelText('Password');
    await user.click(input);
    expect(input).toHaveFocus();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    // next/jest maps a CSS module's class to its own name.
    expect(toggle.className.split(' ')).toEqual(['root', 'small', 'edgeEnd']);
    expect(toggle.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // The mouse-down's default (moving the focus to the button) is prevented: dispatch reports it cancelled.
    expect(fireEvent.mouseDown(toggle)).toBe(false);
    expect(input).toHaveFocus();
  });

  it('types into the field whether the password shows or not', async () => {
    const user = userEvent.setup();
    renderField();
    const input = screen.getByLabelText('Password');
    await user.type(input, 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveValue('Secret1!');
    expect(input).toHaveAttribute('type', 'text');
  });
});
