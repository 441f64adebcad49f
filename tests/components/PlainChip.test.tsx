import { render, screen } from '@testing-library/react';
import PlainChip from '@/components/common/PlainChip';

describe('PlainChip', () => {
  it('shows its label, filled in the default grey unless told otherwise', () => {
    render(<PlainChip label="Closed" data-testid="order-status" />);
    const chip = screen.getByTestId('order-status');
    expect(chip).toHaveTextContent('Closed');
    // next/jest maps a CSS module's class to its own name.
    expect(chip.className.split(' ')).toEqual(['chip', 'filled', 'default']);
  });

  it('takes a palette colour, the outlined look, a caller class and span attributes', () => {
    render(<PlainChip label="Approved" color="success" variant="outlined" className="wide" title="Approved" />);
    const chip = screen.getByTitle('Approved');
    expect(chip.className.split(' ')).toEqual(['chip', 'outlined', 'success', 'wide']);
    expect(chip.tagName).toBe('SPAN');
    expect(chip).not.toHaveAttribute('role');
  });
});
