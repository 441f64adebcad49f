import { sanitizeTenantHtml } from '@/services/server/html';

describe('sanitizeTenantHtml', () => {
  it('keeps ordinary content', () => {
    const html =
      '<h2>Privacy</h2><p>We keep <strong>only</strong> what we need. <a href="https://x.test/p">More</a></p>';
    expect(sanitizeTenantHtml(html)).toBe(html);
  });

  it('drops script elements and their text', () => {
    const out = sanitizeTenantHtml('<p>a</p><script>alert(1)</script><SCRIPT src="https://evil.test/x.js"></SCRIPT>');
    expect(out).toBe('<p>a</p>');
  });

  it('drops style and iframe elements with their contents', () => {
    const out = sanitizeTenantHtml(
      '<style>body{display:none}</style><iframe src="https://evil.test">x</iframe><p>ok</p>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('removes event handlers and style attributes', () => {
    const out = sanitizeTenantHtml(
      '<p onclick="steal()" style="position:fixed">t</p><img src="https://cdn.test/a.png" onerror="alert(1)" alt="a">',
    );
    expect(out).not.toMatch(/onclick|onerror|style=|steal|alert/i);
    expect(out).toContain('<p>t</p>');
    expect(out).toContain('src="https://cdn.test/a.png"');
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  ])('strips the dangerous URL in %s', (html) => {
    const out = sanitizeTenantHtml(html);
    expect(out).not.toMatch(/script:|data:/i);
    expect(out).toBe('<a>x</a>');
  });

  it('drops images from non-http sources', () => {
    expect(sanitizeTenantHtml('<img src="javascript:alert(1)">')).toBe('<img />');
    expect(sanitizeTenantHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).not.toMatch(/data:|onload/);
  });

  it('drops svg, forms, meta refresh and base', () => {
    const out = sanitizeTenantHtml(
      '<svg onload="alert(1)"><script>alert(2)</script></svg><form action="https://evil.test"><input name="p"></form>' +
        '<meta http-equiv="refresh" content="0;url=https://evil.test"><base href="https://evil.test/">',
    );
    expect(out).toBe('');
  });

  it('adds noopener to links that open a new tab and drops other targets', () => {
    expect(sanitizeTenantHtml('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeTenantHtml('<a href="https://x.test" target="_top">x</a>')).toBe('<a href="https://x.test">x</a>');
  });

  it('keeps mailto, tel and relative links', () => {
    const html = '<a href="mailto:a@b.test">m</a><a href="tel:+1555">t</a><a href="/about">r</a>';
    expect(sanitizeTenantHtml(html)).toBe(html);
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeTenantHtml('')).toBe('');
    expect(sanitizeTenantHtml(null)).toBe('');
  });
});
