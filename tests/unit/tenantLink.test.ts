import { hasBadBytes } from '@/services/server/request/badBytes';
import { tenantLink } from '@/utils/tenantLink';

describe('tenantLink', () => {
  it.each([
    ['https://shop.example/sale', { href: 'https://shop.example/sale', external: true }],
    ['http://shop.example', { href: 'http://shop.example/', external: true }],
    [' /faq?x=1#top ', { href: '/faq?x=1#top', external: false }],
  ])('keeps %s', (input, expected) => {
    expect(tenantLink(input)).toEqual(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example',
    '/\\/evil.example',
    'java\tscript:alert(1)',
    'ftp://files.example/x',
    'mailto:a@b.c',
    'faq',
    '',
    null,
    undefined,
    '/a b',
  ])('drops %p', (input) => {
    expect(tenantLink(input)).toBeNull();
  });
});

describe('hasBadBytes', () => {
  it.each([
    '/product-search',
    '?keyword=shoes%20red&channel=Taobao',
    '?keyword=%E4%B8%AD%E6%96%87',
    '?keyword=50%off',
    '?q=a+b',
  ])('accepts %s', (raw) => expect(hasBadBytes(raw)).toBe(false));

  it.each([
    '?keyword=%00',
    '?keyword=a%00b',
    '/faq%00',
    '?keyword=%0d%0aSet-Cookie:x',
    '?keyword=%1F',
    '?keyword=%7f',
    '?k=\u0000',
    '?keyword=%E4%B8',
    '?keyword=%FF',
  ])('refuses %s', (raw) => expect(hasBadBytes(raw)).toBe(true));
});
