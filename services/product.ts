// Product calls: the detail of a pasted or encrypted link, keyword and image search,
// and the categories related to a keyword. Each returns a Result; the pages decide which failures are fatal.
import type { KeywordNavigation, Product, ProductPlatform, ProductSearchQuery, ProductSearchResult } from '@/contract';
import type { Http } from './http';
import { call, mapResult, type Result } from './result';

/** The API rejected the link itself (400): the product page shows the wrong-link state. */
export const INVALID_PRODUCT_URL = 'INVALID_PRODUCT_URL';
/** The link is fine but the source has no such product (404). */
export const PRODUCT_NOT_FOUND = 'PRODUCT_NOT_FOUND';

/** Drops empty image entries and keeps tiers sorted by startQuantity, whatever the source sent. */
export function normalizeProduct(raw: Product): Product {
  return {
    ...raw,
    images: (raw.images ?? []).filter((src): src is string => typeof src === 'string' && src.trim() !== ''),
    priceRange: [...(raw.priceRange ?? [])].sort((a, b) => a.startQuantity - b.startQuantity),
    properties: raw.properties ?? [],
    skus: raw.skus ?? [],
    minQuantity: Math.max(1, Math.floor(Number(raw.minQuantity) || 1)),
  };
}

export async function getProduct(http: Http, productUrl: string): Promise<Result<Product>> {
  return mapResult(await call<Product>(http.get('/front/product', { params: { productUrl } })), normalizeProduct);
}

/** Only the parameters that carry a value are sent (the API reads `?keyword=` as "not given" anyway). */
export function searchParams(query: ProductSearchQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'sort' && value === 'default') continue;
    params[key] = value as string | number;
  }
  return params;
}

export async function searchProducts(http: Http, query: ProductSearchQuery): Promise<Result<ProductSearchResult>> {
  return mapResult(
    await call<ProductSearchResult>(http.get('/front/product/search', { params: searchParams(query) })),
    (data) => ({ ...data, items: data.items ?? [], nextPage: data.nextPage ?? null }),
  );
}

/** Related categories; with a channel, counted in that channel only (so a chip's count matches its results). */
export async function keywordNavigation(
  http: Http,
  keyword: string,
  channel?: ProductPlatform | null,
): Promise<Result<KeywordNavigation>> {
  const params = channel ? { keyword, channel } : { keyword };
  return mapResult(await call<KeywordNavigation>(http.get('/keywordSNQuery', { params })), (data) => ({
    keyword: data.keyword ?? keyword,
    categories: data.categories ?? [],
  }));
}
