import { render } from '@testing-library/react';
import PlainIcon from '@/components/common/PlainIcon';
import { MENU } from '@/components/common/plainIconPaths';

describe('PlainIcon', () => {
  it('draws the path in a 24-unit box that assistive technology and the tab order skip', () => {
    const { container } = render(<PlainIcon d={MENU} size="small" className="extra" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.querySelector('path')!.getAttribute('d')).toBe(MENU);
    // next/jest maps a CSS module's class to its own name.
    expect(svg.getAttribute('class')).toBe('icon small extra');
  });
});
