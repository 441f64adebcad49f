import { render, screen } from '@testing-library/react';
import PlainLinearProgress from '@/components/common/PlainLinearProgress';

describe('PlainLinearProgress', () => {
  it('is a progress bar named by its label, with no value (its length is unknown), and two sweeping bars', () => {
    render(<PlainLinearProgress label="Pricing your selection…" className="placed" />);
    const bar = screen.getByRole('progressbar', { name: 'Pricing your selection…' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    // next/jest maps a CSS module's class to its own name.
    expect(bar.className.split(' ')).toEqual(['track', 'placed']);
    expect([...bar.children].map((child) => child.className)).toEqual(['bar bar1', 'bar bar2']);
  });
});
