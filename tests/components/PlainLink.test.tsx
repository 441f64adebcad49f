import { render, screen } from '@testing-library/react';
import PlainLink from '@/components/common/PlainLink';

describe('PlainLink', () => {
  it('is a link to its address in the tenant colour, underlined by default', () => {
    render(<PlainLink href="/faq">Questions</PlainLink>);
    const link = screen.getByRole('link', { name: 'Questions' });
    expect(link).toHaveAttribute('href', '/faq');
    // next/jest maps a CSS module's class to its own name.
    expect(link.className.split(' ')).toEqual(['link', 'always']);
  });

  it('takes the surrounding colour, the hover underline, a caller class and the anchor attributes', () => {
    render(
      <PlainLink href="/product/1" color="inherit" underline="hover" className="title" aria-describedby="x">
        Red dress
      </PlainLink>,
    );
    const link = screen.getByRole('link', { name: 'Red dress' });
    expect(link.className.split(' ')).toEqual(['link', 'inherit', 'hover', 'title']);
    expect(link).toHaveAttribute('aria-describedby', 'x');
  });
});
