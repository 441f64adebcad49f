// The link and host rules shared by the storefront and the API (contract/productLink.ts, contract/host.ts), and
// the storefront's own use of them (components/search/productLink.ts). Both sides read a text and a host the same way.
import {
  canonicalProductUrl,
  containsLink,
  findFirstLink,
  findLinks,
  marketplaceOfHost,
  normalizeHost,
} from '@/contract';
import { tryResolveProductLink } from '@/backend/src/modules/product/links';
import { detectPlatform, normalizeProductLink } from '@/components/search/productLink';

describe('findFirstLink', () => {
  const forms: [string, string][] = [
    ['Taobao desktop', 'https://item.taobao.com/item.htm?id=680123456789'],
    ['Taobao intl mobile', 'https://m.intl.taobao.com/detail/detail.html?id=680123456789'],
    ['Taobao a.m', 'https://a.m.taobao.com/i680123456789.htm'],
    ['Taobao world', 'https://world.taobao.com/item/680123456789.htm'],
    ['Tmall desktop', 'https://detail.tmall.com/item.htm?id=612345678901'],
    ['Tmall mobile', 'https://detail.m.tmall.com/item.htm?id=612345678901'],
    ['1688 desktop', 'https://detail.1688.com/offer/654321987654.html'],
    ['1688 mobile', 'https://m.1688.com/offer/654321987654.html'],
    ['1688 mobile page', 'https://detail.m.1688.com/page/index.htm?offerId=654321987654'],
    ['JD desktop', 'https://item.jd.com/100012043978.html'],
    ['JD mobile', 'https://item.m.jd.com/product/100012043978.html'],
    ['Yiwugou', 'https://www.yiwugo.com/product/detail/934567123.html'],
    ['Dewu spuId', 'https://m.dewu.com/router/product/ProductDetail?spuId=1234567'],
  ];

  it.each(forms)('finds a bare %s link', (_name, link) => {
    expect(findFirstLink(link)).toBe(link);
  });

  it.each(forms)('finds a %s link inside Chinese share text', (_name, link) => {
    expect(findFirstLink(`【淘宝】看看这个 ${link} 好看吗？`)).toBe(link);
    // Share text often has no space between the words and the link.
    expect(findFirstLink(`复制链接${link}打开App`)).toBe(link);
  });

  it.each(forms)('finds a %s link without its scheme', (_name, link) => {
    const bare = link.replace(/^https:\/\//, '');
    expect(findFirstLink(`look: ${bare} please`)).toBe(bare);
  });

  it('keeps tracking parameters and fragments', () => {
    const link =
      'https://item.taobao.com/item.htm?spm=a21bo.jianhua.201876.1.5af92a89&id=680123456789&ali_trackid=2:mm_1:1&ns=1#detail';
    expect(findFirstLink(`看看这个 ${link} 好`)).toBe(link);
    expect(findFirstLink('m.1688.com/offer/123.html?x=1')).toBe('m.1688.com/offer/123.html?x=1');
  });

  it('drops sentence punctuation after the link', () => {
    expect(findFirstLink('see https://item.jd.com/1.html.')).toBe('https://item.jd.com/1.html');
    expect(findFirstLink('(https://item.jd.com/1.html)')).toBe('https://item.jd.com/1.html');
    expect(findFirstLink('链接：https://item.jd.com/1.html，谢谢')).toBe('https://item.jd.com/1.html');
  });

  it('returns the first of several links', () => {
    expect(findFirstLink('a item.jd.com/1.html b https://item.taobao.com/item.htm?id=2')).toBe('item.jd.com/1.html');
    expect(findFirstLink('a https://item.taobao.com/item.htm?id=2 b item.jd.com/1.html')).toBe(
      'https://item.taobao.com/item.htm?id=2',
    );
  });

  it.each([
    'iphone 15.2 case',
    'hello.world',
    'hello.world/abc',
    'version 1.2.3/4',
    'taobao.com',
    'mail me at a@b.com/x',
    'Nike Air Max 270 女款',
    '3.5mm jack',
    '',
    'https://',
  ])('does not take %p for a link', (text) => {
    expect(findFirstLink(text)).toBeNull();
    expect(containsLink(text)).toBe(false);
  });

  it('finds self-owned links: a /self/ path on a tenant host and the selfowned:// alias', () => {
    expect(findFirstLink('our item http://localhost:3000/self/12 ok')).toBe('http://localhost:3000/self/12');
    expect(findFirstLink('看 selfowned://12，好')).toBe('selfowned://12');
  });

  it('takes any host after an explicit scheme', () => {
    expect(findFirstLink('http://localhost:3000/x')).toBe('http://localhost:3000/x');
    expect(findFirstLink('HTTPS://Item.JD.com/1.html')).toBe('HTTPS://Item.JD.com/1.html');
  });
});

describe('normalizeProductLink', () => {
  it('adds https:// to a link without a scheme', () => {
    expect(normalizeProductLink('item.taobao.com/item.htm?id=1')).toBe('https://item.taobao.com/item.htm?id=1');
  });

  it('keeps http and https links with their tracking parameters', () => {
    expect(normalizeProductLink('http://item.jd.com/1.html?utm=x')).toBe('http://item.jd.com/1.html?utm=x');
    expect(normalizeProductLink('https://detail.tmall.com/item.htm?id=2&spm=a')).toBe(
      'https://detail.tmall.com/item.htm?id=2&spm=a',
    );
  });

  it('rewrites mobile 1688 detail links to the standard offer link', () => {
    expect(normalizeProductLink('https://m.1688.com/offer/654321987654.html?spm=a26g8.7664812&x=1')).toBe(
      'https://detail.1688.com/offer/654321987654.html',
    );
    expect(normalizeProductLink('m.1688.com/offer/123.html')).toBe('https://detail.1688.com/offer/123.html');
    expect(normalizeProductLink('https://detail.m.1688.com/page/index.htm?offerId=654321987654&sk=consign&spm=x')).toBe(
      'https://detail.1688.com/offer/654321987654.html',
    );
  });

  it('leaves other 1688 links and mobile links without an id alone', () => {
    expect(normalizeProductLink('https://detail.1688.com/offer/1.html')).toBe('https://detail.1688.com/offer/1.html');
    expect(normalizeProductLink('https://detail.m.1688.com/page/index.htm?offerId=abc')).toBe(
      'https://detail.m.1688.com/page/index.htm?offerId=abc',
    );
    expect(normalizeProductLink('https://m.1688.com/')).toBe('https://m.1688.com/');
  });

  it('decodes &amp; left over from HTML share text', () => {
    expect(normalizeProductLink('https://item.taobao.com/item.htm?spm=a&amp;id=1')).toBe(
      'https://item.taobao.com/item.htm?spm=a&id=1',
    );
  });

  it('keeps the selfowned:// alias and rejects it without a numeric id', () => {
    expect(normalizeProductLink('selfowned://12')).toBe('selfowned://12');
    expect(normalizeProductLink('selfowned://abc')).toBeNull();
  });

  it('returns null for text that cannot be a web link', () => {
    expect(normalizeProductLink('')).toBeNull();
    expect(normalizeProductLink('   ')).toBeNull();
    expect(normalizeProductLink('not a link')).toBeNull();
    expect(normalizeProductLink('ftp://item.jd.com/1.html')).toBeNull();
    expect(normalizeProductLink('javascript://alert(1)')).toBeNull();
    expect(normalizeProductLink('https://exa mple.com/x')).toBeNull();
  });
});

describe('detectPlatform', () => {
  it.each([
    ['https://item.taobao.com/item.htm?id=1', 'Taobao'],
    ['m.intl.taobao.com/detail/detail.html?id=1', 'Taobao'],
    ['https://a.m.taobao.com/i1.htm', 'Taobao'],
    ['https://world.taobao.com/item/1.htm', 'Taobao'],
    ['https://m.tb.cn/h.5xyz?tk=abc', 'Taobao'],
    ['https://detail.tmall.com/item.htm?id=1', 'Tmall'],
    ['https://detail.m.tmall.com/item.htm?id=1', 'Tmall'],
    ['https://detail.tmall.hk/hk/item.htm?id=1', 'Tmall'],
    ['https://detail.1688.com/offer/1.html', 'Alibaba'],
    ['m.1688.com/offer/1.html', 'Alibaba'],
    ['https://detail.m.1688.com/page/index.htm?offerId=1', 'Alibaba'],
    ['https://item.jd.com/1.html', 'JD'],
    ['https://item.m.jd.com/product/1.html', 'JD'],
    ['https://www.yiwugo.com/product/detail/1.html', 'Yiwugou'],
    ['https://m.dewu.com/router/product/ProductDetail?spuId=1', 'Poizon'],
    ['https://www.poizon.com/product/x-1?spuId=1', 'Poizon'],
  ])('%s is %s', (link, platform) => {
    expect(detectPlatform(link)).toBe(platform);
  });

  it('recognises the tenant own hosts as self-owned', () => {
    expect(detectPlatform('https://globalbuy.localhost:3000/item/1', ['globalbuy.localhost:3000'])).toBe('SelfOwned');
    expect(detectPlatform('https://globalbuy.localhost/item/1')).toBeNull();
    expect(detectPlatform('selfowned://12')).toBe('SelfOwned');
  });

  it('does not match look-alike hosts', () => {
    expect(detectPlatform('https://nottaobao.com/item.htm?id=1')).toBeNull();
    expect(detectPlatform('https://taobao.com.evil.io/x')).toBeNull();
    expect(detectPlatform('garbage')).toBeNull();
  });
});

describe('findLinks', () => {
  it('lists links in order of appearance', () => {
    expect(findLinks('a https://x.com/1 b item.jd.com/2.html c http://y.cn/3')).toEqual([
      'https://x.com/1',
      'item.jd.com/2.html',
      'http://y.cn/3',
    ]);
  });

  it('ends a link at a quote', () => {
    expect(findFirstLink("'https://item.jd.com/1.html'")).toBe('https://item.jd.com/1.html');
    expect(findFirstLink('"item.jd.com/1.html"')).toBe('item.jd.com/1.html');
    expect(findLinks("https://item.taobao.com/item.htm?id=1'or'1")).toEqual(['https://item.taobao.com/item.htm?id=1']);
  });

  it('takes a bare host only with a known top-level domain', () => {
    expect(findFirstLink('shop.example/x')).toBeNull();
    expect(findFirstLink('item.jd.invalidtld/1.html')).toBeNull();
    expect(findFirstLink('https://shop.example/x')).toBe('https://shop.example/x');
  });

  it('finds a link of another scheme, which cannot then be opened', () => {
    expect(findFirstLink('ftp://item.jd.com/1.html')).toBe('ftp://item.jd.com/1.html');
    expect(normalizeProductLink('ftp://item.jd.com/1.html')).toBeNull();
  });
});

describe('the storefront and the API agree on what is a link', () => {
  it.each([
    'https://item.jd.com/1.html',
    'item.jd.com/1.html',
    'ftp://item.taobao.com/item.htm?id=1',
    'https://dw4.co/t/A1b2C3',
    'shop.example/x',
    'hello.world',
    "'https://example.com/x'",
    'price 12.50/pc',
    'selfowned://12',
  ])('%s', (text) => {
    const api = tryResolveProductLink(text, { ownHosts: ['localhost'] });
    const apiSeesLink = api.ok || api.error.code !== 'NO_LINK';
    expect(apiSeesLink).toBe(containsLink(text));
  });

  it('knows Poizon short links on both sides', () => {
    expect(detectPlatform('https://dw4.co/t/A1b2C3')).toBe('Poizon');
    expect(marketplaceOfHost('dw4.co')).toBe('Poizon');
    const api = tryResolveProductLink('https://dw4.co/t/A1b2C3');
    expect(api.ok ? null : api.error.code).toBe('MISSING_PRODUCT_ID');
    expect(tryResolveProductLink('https://dw4.co/t/A1b2C3?spuId=7')).toMatchObject({
      ok: true,
      link: { platform: 'Poizon', productId: '7' },
    });
  });

  it('has one canonical link per marketplace', () => {
    expect(canonicalProductUrl('Poizon', '7')).toBe('https://www.dewu.com/product-detail.html?spuId=7');
    expect(canonicalProductUrl('Alibaba', '7')).toBe('https://detail.1688.com/offer/7.html');
  });
});

describe('normalizeHost', () => {
  it.each([
    ['localhost:3000', 'localhost'],
    ['LOCALHOST', 'localhost'],
    ['souq.localhost:3000', 'souq.localhost'],
    ['www.souq.localhost:3000', 'souq.localhost'],
    ['www.GlobalBuy.example', 'globalbuy.example'],
    ['shop.example.', 'shop.example'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '::1'],
    ['[::1]', '::1'],
    ['::1', '::1'],
  ])('reads %s as %s', (host, expected) => {
    expect(normalizeHost(host)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['bad_host!'],
    ['a b'],
    ['host:port'],
    ['host:99999999'],
    ['[::1'],
    ['[::1]x'],
    ['evil.com/path'],
    ['..'],
    ['-'],
  ])('rejects malformed host %p', (host) => {
    expect(normalizeHost(host)).toBeNull();
  });

  it('keeps a bare www host rather than producing an empty one', () => {
    expect(normalizeHost('www')).toBe('www');
  });
});
