import { decryptProductLink } from '@/utils/productLinkCipher';
import { productHref } from '@/utils/productHref';

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

  it('gives the same address for the same link and key (server and browser render alike)', () => {
    expect(productHref(LINK, KEY)).toBe(productHref(LINK, KEY));
    expect(productHref(LINK, 'other-key')).not.toBe(productHref(LINK, KEY));
  });
});
