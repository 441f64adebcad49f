import { fireEvent, render, screen } from '@testing-library/react';
import PlainTextButton, { PLAIN_TEXT_BUTTON_ROOT } from '@/components/common/PlainTextButton';

describe('PlainTextButton', () => {
  it('takes the surrounding text colour by default and calls its handler', () => {
    const onClick = jest.fn();
    render(<PlainTextButton onClick={onClick}>Retry</PlainTextButton>);
    const button = screen.getByRole('button', { name: 'Retry' });
    // next/jest maps a CSS module's class to its own name.
    expect(button.className.split(' ')).toEqual([PLAIN_TEXT_BUTTON_ROOT, 'root']);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('draws the tenant colour or the error red when asked, as MUI text Button color="primary" and "error"', () => {
    render(
      <>
        <PlainTextButton size="small" color="primary">
          Make default
        </PlainTextButton>
        <PlainTextButton size="small" color="error">
          Delete
        </PlainTextButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Make default' }).className.split(' ')).toEqual([
      PLAIN_TEXT_BUTTON_ROOT,
      'root',
      'small',
      'primary',
    ]);
    expect(screen.getByRole('button', { name: 'Delete' }).className.split(' ')).toEqual([
      PLAIN_TEXT_BUTTON_ROOT,
      'root',
      'small',
      'error',
    ]);
  });

  it('does nothing when disabled', () => {
    const onClick = jest.fn();
    render(
      <PlainTextButton color="error" disabled onClick={onClick}>
        Delete
      </PlainTextButton>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
