// The theme's custom properties as the server writes them into every page's head: light on :root, dark when the
// document says so, and dark when it does not know the scheme yet and the device asks for dark.
import { themeStylesheet } from '@/theme/themeStylesheet';

/** The declarations of the first rule whose selector (and enclosing media query, if any) is given. */
function block(css: string, opening: string): string {
  const start = css.indexOf(opening);
  expect(start).toBeGreaterThanOrEqual(0);
  const body = css.slice(start + opening.length);
  return body.slice(0, body.indexOf('}'));
}

describe('themeStylesheet', () => {
  const css = themeStylesheet({ themeColor: '#1565c0' });
  const light = block(css, ':root{');
  const dark = block(css, ':root[data-scheme="dark"]{');
  const deviceDark = block(css, '@media (prefers-color-scheme:dark){:root:not([data-scheme]){');

  it('carries both schemes, different where the scheme matters', () => {
    expect(light).toContain('--sf-bg:');
    expect(dark).toContain('--sf-bg:');
    expect(light).not.toBe(dark);
  });

  it('gives a document without a known scheme the dark one when the device is dark', () => {
    expect(deviceDark).toBe(dark);
  });

  it('is built once per tenant colour', () => {
    expect(themeStylesheet({ themeColor: '#1565c0' })).toBe(css);
    expect(themeStylesheet({ themeColor: '#c62828' })).not.toBe(css);
  });
});
