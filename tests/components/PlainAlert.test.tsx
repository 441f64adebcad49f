import { render, screen } from '@testing-library/react';
import PlainAlert from '@/components/common/PlainAlert';
import { createAppTheme } from '@/theme/createAppTheme';
import { shellVarDeclarations } from '@/theme/shellVars';

describe('PlainAlert', () => {
  it('is a live alert with the severity icon, unless another role is given', () => {
    render(
      <>
        <PlainAlert severity="error">Card declined</PlainAlert>
        <PlainAlert severity="success" role="status">
          Saved
        </PlainAlert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Card declined');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    // The icon is decoration: the text alone is announced.
    expect(screen.getByRole('alert').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('puts the action after the message', () => {
    render(
      <PlainAlert severity="warning" action={<button type="button">Retry</button>}>
        No warehouse
      </PlainAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.lastElementChild).toContainElement(screen.getByRole('button', { name: 'Retry' }));
  });

  // MUI Alert's standard variant: text darkened (light scheme) or lightened (dark) from the severity's light colour,
  // a pale (or deep) tint of it behind, the icon in the main colour.
  it('reads its colours from the theme for both schemes', () => {
    const light = shellVarDeclarations(createAppTheme(null, 'light'));
    const dark = shellVarDeclarations(createAppTheme(null, 'dark'));
    expect(light['--sf-alert-error-icon']).toBe(createAppTheme(null, 'light').palette.error.main);
    expect(light['--sf-alert-error-bg']).not.toBe(dark['--sf-alert-error-bg']);
    expect(light['--sf-alert-success-text']).toMatch(/^rgb\(/);
  });
});
