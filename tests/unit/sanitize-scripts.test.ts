import { analyticsId, safeLinkUrl, safeScriptUrl } from '@/utils/html';

describe('analyticsId', () => {
  it.each(['G-ABC123XYZ', 'UA-12345-1', 'GT-K8XR4Z9'])('accepts %s', (id) => {
    expect(analyticsId(id)).toBe(id);
  });

  it.each([
    "G-1');alert(1);//",
    'G-abc', // lower case is not an id
    'AW-123',
    '<script>',
    'G-',
    ' ',
  ])('rejects %p', (id) => {
    expect(analyticsId(id)).toBeNull();
  });

  it('takes the first valid candidate', () => {
    expect(analyticsId(null, 'bad id', 'G-OK1')).toBe('G-OK1');
    expect(analyticsId(undefined, null)).toBeNull();
  });
});

describe('safeScriptUrl', () => {
  it('accepts https and root-relative paths', () => {
    expect(safeScriptUrl('https://chat.example.test/widget.js')).toBe('https://chat.example.test/widget.js');
    expect(safeScriptUrl('/widgets/chat.js')).toBe('/widgets/chat.js');
  });

  it.each([
    'http://chat.example.test/widget.js',
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    '//evil.test/x.js',
    '/\\evil.test/x.js',
    'widget.js',
    '',
    null,
  ])('rejects %p', (url) => {
    expect(safeScriptUrl(url)).toBeNull();
  });
});

describe('safeLinkUrl', () => {
  it('accepts web, mail, phone and root-relative links', () => {
    expect(safeLinkUrl('https://wa.me/233201234567')).toBe('https://wa.me/233201234567');
    expect(safeLinkUrl('http://example.test/')).toBe('http://example.test/');
    expect(safeLinkUrl('mailto:help@example.test')).toBe('mailto:help@example.test');
    expect(safeLinkUrl('tel:+977-1-555')).toBe('tel:+977-1-555');
    expect(safeLinkUrl('/about')).toBe('/about');
  });

  it.each(['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.test', 'not a url', null])(
    'rejects %p',
    (url) => {
      expect(safeLinkUrl(url)).toBeNull();
    },
  );
});
