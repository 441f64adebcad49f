import { analyticsId, safeScriptUrl } from '@/utils/tenantScripts';

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
