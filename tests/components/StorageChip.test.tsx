// A parcel's free storage: the chip's colour follows the days left (success, a week or less warning, over error and
// filled), it is named by the date the free storage ends, and that date shows as a tooltip loaded on hover.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StorageChip from '@/components/shipping/StorageChip';
import enShipping from '@/locales/en/shipping.json';
import { renderWithProviders } from './helpers/renderWithProviders';

jest.setTimeout(30_000);

const UNTIL = 'Stored free of charge until Dec 1, 2026. Storage after that is shown here but not charged.';

/** The chip's classes; next/jest maps a CSS module's class to its own name. */
const classes = () => screen.getByTestId('storage-chip').className.split(' ');

function renderChip(daysLeft: number) {
  return renderWithProviders(<StorageChip daysLeft={daysLeft} until="Dec 1, 2026" />, {
    namespaces: { shipping: enShipping },
  });
}

describe('StorageChip', () => {
  it('is an outlined success chip in the text colour with plenty of days left, named by the end date', () => {
    renderChip(20);
    const chip = screen.getByTestId('storage-chip');
    expect(chip).toHaveTextContent('Free storage: 20 days left');
    expect(chip).toHaveAttribute('aria-label', UNTIL);
    expect(classes()).toEqual(expect.arrayContaining(['outlined', 'success', 'textColour']));
  });

  it('warns from a week left', () => {
    renderChip(7);
    expect(screen.getByTestId('storage-chip')).toHaveTextContent('Free storage: 7 days left');
    expect(classes()).toEqual(expect.arrayContaining(['outlined', 'warning']));
  });

  it('is a filled error chip, in its own contrast colour, once the free days are over', () => {
    renderChip(-5);
    expect(screen.getByTestId('storage-chip')).toHaveTextContent('Free storage ended 5 days ago');
    expect(classes()).toEqual(expect.arrayContaining(['filled', 'error']));
    expect(classes()).not.toContain('textColour');
  });

  it('shows the end date as a tooltip when the pointer rests on it', async () => {
    renderChip(20);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(screen.getByTestId('storage-chip'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(UNTIL);
  });
});
