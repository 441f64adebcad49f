/** The search page's data carries only what its cards and paging read (components/search/results/shownResult.ts). */
import type { ProductCard, ProductSearchResult } from '@/contract';
import { shownOutcome, shownResult } from '@/components/search/results/shownResult';
import { fail } from '@/services/result';

const card: ProductCard = {
  productId: '1',
  platform: 'Taobao',
  productUrl: 'https://item.taobao.com/item.htm?id=1',
  title: 'Dress',
  coverImage: '/api/files/catalogue/1.jpg',
  price: 10,
  maxPrice: 12,
  sales: 3,
  shopName: 'Shop',
  shopId: 'taobao-1',
};
const result: ProductSearchResult = { items: [card], total: 41, pageNo: 2, pageSize: 20, nextPage: 'c2' };

describe('shownResult', () => {
  it('keeps the cards’ fields and the paging, not the marketplace or the shop id', () => {
    expect(shownResult(result)).toEqual({
      items: [
        {
          productId: '1',
          productUrl: card.productUrl,
          title: 'Dress',
          coverImage: card.coverImage,
          price: 10,
          maxPrice: 12,
          sales: 3,
          shopName: 'Shop',
        },
      ],
      total: 41,
      pageNo: 2,
      pageSize: 20,
      nextPage: 'c2',
    });
  });

  it('writes no maxPrice for a single price (page data is JSON: no undefined)', () => {
    const single = { ...card, maxPrice: undefined };
    const [shown] = shownResult({ ...result, items: [single] }).items;
    expect(shown && 'maxPrice' in shown).toBe(false);
    expect(shownResult({ ...result, items: [{ ...card, maxPrice: null }] }).items[0]?.maxPrice).toBeNull();
  });

  it('passes a failed search through', () => {
    const failed = fail<ProductSearchResult>({
      kind: 'network',
      status: null,
      code: 'NETWORK_ERROR',
      message: 'down',
      retryable: true,
    });
    expect(shownOutcome(failed)).toBe(failed);
  });
});
