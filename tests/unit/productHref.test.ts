import { decryptProductLink } from '@/utils/linkCrypto';
import { productHref, productHrefs } from '@/utils/productHref';

const KEY = 'test-key';
const LINK = 'https://item.taobao.com/item.htm?id=123';

describe('productHref', () => {
  it('links to the product page with the encrypted link and the search context', () => {
    const href = productHref(LINK, KEY, { filters: 'cotton', keyword: 'dress' })!;
    const url = new URL(href, 'http://shop.test');
    expect(url.pathname).toBe('/product');
    expect(decryptProductLink(url.searchParams.get('url')!, KEY)).toBe(LINK);
    expect(url.searchParams.get('filters')).toBe('cotton');
    expect(url.searchParams.get('keyword')).toBe('dress');
  });

  it('gives no link without a product link or a key', () => {
    expect(productHref('', KEY)).toBeNull();
    expect(productHref(LINK, '')).toBeNull();
  });

  it('reuses the cipher for the same link and key (stable hrefs, no repeated encryption)', () => {
    expect(productHref(LINK, KEY)).toBe(productHref(LINK, KEY));
    expect(productHref(LINK, 'other-key')).not.toBe(productHref(LINK, KEY));
  });

  it('maps many links, once each', () => {
    const hrefs = productHrefs([LINK, LINK, 'https://item.jd.com/5.html'], KEY);
    expect(Object.keys(hrefs)).toEqual([LINK, 'https://item.jd.com/5.html']);
  });
});
