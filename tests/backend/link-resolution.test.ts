import { canonicalProductUrl as canonicalUrl } from '../../contract';
import {
  ProductLinkError,
  resolveProductLink,
  selfOwnedUrl,
  tryResolveProductLink,
} from '../../backend/src/modules/product/links';

const own = { ownHosts: ['localhost', '127.0.0.1', 'globalbuy.localhost'] };

function code(text: string, ctx = own): string {
  const result = tryResolveProductLink(text, ctx);
  if (result.ok) throw new Error(`expected an error for ${text}, got ${JSON.stringify(result.link)}`);
  return result.error.code;
}

const TAOBAO = 'https://item.taobao.com/item.htm?id=681234567890';
const TMALL = 'https://detail.tmall.com/item.htm?id=612345678901';
const ALIBABA = 'https://detail.1688.com/offer/723456789012.html';
const JD = 'https://item.jd.com/100012345678.html';
const YIWUGOU = 'https://www.yiwugo.com/product/detail/912345678.html';
const POIZON = 'https://www.dewu.com/product-detail.html?spuId=1234567';

describe('resolveProductLink: every platform and the forms shoppers paste', () => {
  it.each([
    // Taobao, desktop and mobile
    ['https://item.taobao.com/item.htm?id=681234567890', 'Taobao', '681234567890', TAOBAO],
    [
      'https://item.taobao.com/item.htm?spm=a21n57.1.0.0.1f2b523cXyZ&id=681234567890&ns=1&abbucket=7',
      'Taobao',
      '681234567890',
      TAOBAO,
    ],
    ['http://item.taobao.com/item.htm?id=681234567890#detail', 'Taobao', '681234567890', TAOBAO],
    [
      'https://m.intl.taobao.com/detail/detail.html?id=681234567890&ali_trackid=2:mm_1',
      'Taobao',
      '681234567890',
      TAOBAO,
    ],
    ['https://a.m.taobao.com/i681234567890.htm?price=59&sourceType=item&ut_sk=1.X', 'Taobao', '681234567890', TAOBAO],
    ['https://world.taobao.com/item/681234567890.htm?spm=a21wu.241046', 'Taobao', '681234567890', TAOBAO],
    ['https://h5.m.taobao.com/awp/core/detail.htm?ft=t&id=681234567890', 'Taobao', '681234567890', TAOBAO],
    ['item.taobao.com/item.htm?id=681234567890', 'Taobao', '681234567890', TAOBAO],
    ['HTTPS://ITEM.TAOBAO.COM/item.htm?ID=681234567890', 'Taobao', '681234567890', TAOBAO],
    // Tmall
    ['https://detail.tmall.com/item.htm?id=612345678901', 'Tmall', '612345678901', TMALL],
    [
      'https://detail.tmall.com/item.htm?abbucket=2&id=612345678901&rn=abc&spm=a1z10.3-b-s.w4011&skuId=5012345678',
      'Tmall',
      '612345678901',
      TMALL,
    ],
    ['https://detail.m.tmall.com/item.htm?id=612345678901&sourceType=item', 'Tmall', '612345678901', TMALL],
    ['https://detail.tmall.hk/hk/item.htm?id=612345678901', 'Tmall', '612345678901', TMALL],
    ['https://chaoshi.detail.tmall.com/item.htm?id=612345678901', 'Tmall', '612345678901', TMALL],
    // 1688
    ['https://detail.1688.com/offer/723456789012.html', 'Alibaba', '723456789012', ALIBABA],
    [
      'https://detail.1688.com/offer/723456789012.html?spm=a26352.13672862.offerlist.3&cosite=baidujj',
      'Alibaba',
      '723456789012',
      ALIBABA,
    ],
    ['https://m.1688.com/offer/723456789012.html?sk=consign', 'Alibaba', '723456789012', ALIBABA],
    [
      'https://detail.m.1688.com/page/index.htm?offerId=723456789012&spm=a2615.2177701',
      'Alibaba',
      '723456789012',
      ALIBABA,
    ],
    ['http://detail.m.1688.com/page/index.htm?sortType=&offerId=723456789012', 'Alibaba', '723456789012', ALIBABA],
    // JD
    ['https://item.jd.com/100012345678.html', 'JD', '100012345678', JD],
    [
      'https://item.jd.com/100012345678.html?extension_id=eyJhZCI6IiIsImNoIjoiIn0=&jd_pop=abc',
      'JD',
      '100012345678',
      JD,
    ],
    ['https://item.m.jd.com/product/100012345678.html?utm_source=iosapp&utm_medium=appshare', 'JD', '100012345678', JD],
    ['https://npcitem.jd.hk/100012345678.html', 'JD', '100012345678', JD],
    // Yiwugou
    ['https://www.yiwugo.com/product/detail/912345678.html', 'Yiwugou', '912345678', YIWUGOU],
    ['http://www.yiwugo.com/product/detail/912345678.html?spm=abc', 'Yiwugou', '912345678', YIWUGOU],
    ['https://m.yiwugo.com/product/detail/912345678.html', 'Yiwugou', '912345678', YIWUGOU],
    // Poizon / Dewu
    ['https://m.dewu.com/router/product/ProductDetail?spuId=1234567', 'Poizon', '1234567', POIZON],
    ['https://dewu.com/product-detail.html?spuId=1234567&sourceName=share', 'Poizon', '1234567', POIZON],
    ['https://www.dewu.com/product-detail.html?spuId=1234567', 'Poizon', '1234567', POIZON],
    [
      'https://www.poizon.com/product/nike-air-force-1-low-white-1234567?spuId=1234567&skuId=99',
      'Poizon',
      '1234567',
      POIZON,
    ],
    [
      'https://fast.dewu.com/page/productDetail?propertyValueId=0&spuId=1234567&sourceName=shareDetail',
      'Poizon',
      '1234567',
      POIZON,
    ],
    ['https://m.poizon.com/h5/index.html#/product/detail?spuId=1234567', 'Poizon', '1234567', POIZON],
  ])('%s → %s %s', (text, platform, productId, canonical) => {
    expect(resolveProductLink(text, own)).toEqual({ platform, productId, canonicalUrl: canonical });
  });
});

describe('resolveProductLink: links inside share text', () => {
  it('finds a Taobao link in the app share text with Chinese punctuation around it', () => {
    const text =
      '【淘宝】https://item.taobao.com/item.htm?id=681234567890&sourceType=item CZ3457 「夏季纯棉短袖T恤男」点击链接直接打开';
    expect(resolveProductLink(text, own).canonicalUrl).toBe(TAOBAO);
  });
  it('finds a link ending a sentence and trims the full stop', () => {
    expect(resolveProductLink('Please buy this: https://item.jd.com/100012345678.html.', own).productId).toBe(
      '100012345678',
    );
  });
  it('finds a link in parentheses', () => {
    expect(resolveProductLink('(see https://m.1688.com/offer/723456789012.html)', own).canonicalUrl).toBe(ALIBABA);
  });
  it('finds a link without a scheme in text', () => {
    expect(resolveProductLink('want 3 of m.1688.com/offer/723456789012.html please', own).canonicalUrl).toBe(ALIBABA);
  });
  it('skips a shop link before the item link', () => {
    const text = 'shop https://shop123.taobao.com/ and item https://item.taobao.com/item.htm?id=681234567890';
    expect(resolveProductLink(text, own).productId).toBe('681234567890');
  });
  it('skips an unrelated link before the item link', () => {
    expect(resolveProductLink('https://example.com/x then https://item.jd.com/100012345678.html', own).platform).toBe(
      'JD',
    );
  });
  it('reads parameters written as &amp; in copied HTML', () => {
    expect(resolveProductLink('https://item.taobao.com/item.htm?spm=x&amp;id=681234567890', own).productId).toBe(
      '681234567890',
    );
  });
  it('follows a product link encoded inside a redirect link', () => {
    const inner = encodeURIComponent('https://detail.tmall.com/item.htm?id=612345678901');
    expect(resolveProductLink(`https://s.click.taobao.com/t?e=abc&url=${inner}`, own).canonicalUrl).toBe(TMALL);
  });
  it('resolves a Poizon link inside its share text', () => {
    const text =
      '得物App 耐克 Air Force 1 https://m.dewu.com/router/product/ProductDetail?spuId=1234567&sourceName=share 复制打开';
    expect(resolveProductLink(text, own).canonicalUrl).toBe(POIZON);
  });
});

describe('resolveProductLink: self-owned items of the tenant', () => {
  it('resolves /self/{id} on the tenant primary host', () => {
    expect(resolveProductLink('https://localhost/self/42', own)).toEqual({
      platform: 'SelfOwned',
      productId: '42',
      canonicalUrl: 'https://localhost/self/42',
    });
  });
  it('accepts any of the tenant hosts, any scheme and port, and canonicalises to the primary host', () => {
    expect(resolveProductLink('http://globalbuy.localhost:3000/self/42?ref=home', own).canonicalUrl).toBe(
      'https://localhost/self/42',
    );
  });
  it('accepts the selfowned:// alias', () => {
    expect(resolveProductLink('selfowned://42', own).canonicalUrl).toBe('https://localhost/self/42');
  });
  it('refuses another tenant host', () => {
    expect(code('https://souq.localhost/self/42')).toBe('UNSUPPORTED_HOST');
  });
  it('refuses selfowned:// when the tenant has no host', () => {
    expect(code('selfowned://42', { ownHosts: [] })).toBe('UNSUPPORTED_HOST');
  });
  it('a tenant page that is not an item has no product id', () => {
    expect(code('http://localhost:3000/cart')).toBe('MISSING_PRODUCT_ID');
  });
});

describe('resolveProductLink: text that is not a product link', () => {
  it.each([
    'hello.world',
    'version 1.2',
    'iphone 15.2 case',
    'v1.2/3',
    'nike air force 1',
    '夏季连衣裙',
    '',
    '   ',
    'taobao.com',
    'e-mail me at shopper@example.com',
    'price 12.50/pc',
  ])('%j has no link', (text) => {
    expect(code(text)).toBe('NO_LINK');
  });

  it.each([
    'https://example.com/item.htm?id=681234567890',
    'https://www.amazon.com/dp/B0C1234567',
    'https://taobao.com.evil.example/item.htm?id=681234567890',
    'https://nottaobao.com/item.htm?id=681234567890',
    'ftp://item.taobao.com/item.htm?id=681234567890',
  ])('%s is an unsupported host', (text) => {
    expect(code(text)).toBe('UNSUPPORTED_HOST');
  });

  it.each([
    'https://item.taobao.com/item.htm?spm=abc',
    'https://item.taobao.com/item.htm?id=abc',
    'https://item.taobao.com/item.htm?id=12;drop',
    'https://shop123.taobao.com/',
    'https://detail.1688.com/offer/abc.html',
    'https://item.jd.com/list.html',
    'https://www.yiwugo.com/shop/123.html',
    'https://m.dewu.com/router/product/ProductDetail?skuId=99',
    'https://m.tb.cn/h.5abcDEF',
  ])('%s has no product id', (text) => {
    expect(code(text)).toBe('MISSING_PRODUCT_ID');
  });

  it('throws a typed error with the link it found', () => {
    try {
      resolveProductLink('look https://www.amazon.com/dp/B0C1234567 now', own);
      throw new Error('not thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ProductLinkError);
      expect((error as ProductLinkError).link).toBe('https://www.amazon.com/dp/B0C1234567');
    }
  });

  it('stays fast on pathological input', () => {
    const started = Date.now();
    expect(code(`${'a.'.repeat(4000)}!`)).toBe('NO_LINK');
    expect(code(`${'a-'.repeat(4000)}.com`)).toBe('NO_LINK');
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('canonical helpers', () => {
  it('builds canonical links', () => {
    expect(canonicalUrl('Taobao', '1')).toBe('https://item.taobao.com/item.htm?id=1');
    expect(canonicalUrl('Tmall', '1')).toBe('https://detail.tmall.com/item.htm?id=1');
    expect(canonicalUrl('Alibaba', '1')).toBe('https://detail.1688.com/offer/1.html');
    expect(canonicalUrl('JD', '1')).toBe('https://item.jd.com/1.html');
    expect(canonicalUrl('Yiwugou', '1')).toBe('https://www.yiwugo.com/product/detail/1.html');
    expect(canonicalUrl('Poizon', '1')).toBe('https://www.dewu.com/product-detail.html?spuId=1');
    expect(selfOwnedUrl('Globalbuy.Localhost:3000', '7')).toBe('https://globalbuy.localhost/self/7');
  });
  it('every canonical link resolves to itself', () => {
    for (const link of [TAOBAO, TMALL, ALIBABA, JD, YIWUGOU, POIZON, 'https://localhost/self/9']) {
      expect(resolveProductLink(link, own).canonicalUrl).toBe(link);
    }
  });
});
