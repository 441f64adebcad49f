// The part of a search result the results page reads: the cards' fields and the paging. The page's data
// (__NEXT_DATA__) carries the server's first page to the browser, so it keeps only these: the marketplace and the
// shop id of each product, which no card shows, stay out of it.
import type { ProductCard, ProductSearchResult } from '@/contract';
import type { Result } from '@/services/result';

/** What a result card shows and links with. */
export type ResultCardData = Pick<
  ProductCard,
  'productId' | 'productUrl' | 'title' | 'coverImage' | 'price' | 'maxPrice' | 'sales' | 'shopName'
>;

export interface ShownSearchResult extends Omit<ProductSearchResult, 'items'> {
  items: ResultCardData[];
}

function shownCard({ productId, productUrl, title, coverImage, price, maxPrice, sales, shopName }: ResultCardData) {
  // maxPrice is absent for a single price: JSON page data has no undefined, so it stays absent.
  const card: ResultCardData = { productId, productUrl, title, coverImage, price, sales, shopName };
  if (maxPrice !== undefined) card.maxPrice = maxPrice;
  return card;
}

export function shownResult({ items, total, pageNo, pageSize, nextPage }: ProductSearchResult): ShownSearchResult {
  return { items: items.map(shownCard), total, pageNo, pageSize, nextPage };
}

export function shownOutcome(outcome: Result<ProductSearchResult>): Result<ShownSearchResult> {
  return outcome.ok ? { ok: true, data: shownResult(outcome.data) } : outcome;
}
