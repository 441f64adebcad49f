// The loader of /product?url=<encrypted product link>&keyword=: the link is decrypted on the server with the
// runtime key and the product loaded (critical data: without the product there is no page), so the loader
// decides the outcome and its HTTP status. A link that is not ours to open (undecryptable, or one the API
// rejects) is the shopper's mistake: the wrong-link state with 400. A product the source cannot find: 404 with a
// way on to search. Trouble reaching the API: a retryable error state with 503. Never a 500.
import type { Product } from '@/contract';
import { firstValue } from '@/utils/request';
import type { Http } from '@/services/http';
import { getProduct, INVALID_PRODUCT_URL, PRODUCT_NOT_FOUND } from '@/services/product';
import { runtimeConfig } from '@/services/server/runtimeConfig';
import type { PageLoader } from '@/services/server/withPage';
import { decryptProductLink } from '@/utils/productLinkCipher';

export type ProductPageData =
  | { kind: 'product'; product: Product }
  | { kind: 'wrong-link'; link: string | null }
  | { kind: 'not-found' }
  | { kind: 'error'; code: string };

export interface ProductPageLoad {
  status: number;
  data: ProductPageData;
}

/** What the page shows for this encrypted link, and the status it answers with. */
export async function productOutcome(http: Http, cipher: string | undefined, key: string): Promise<ProductPageLoad> {
  const productUrl = decryptProductLink(cipher, key);
  if (!productUrl) return { status: 400, data: { kind: 'wrong-link', link: null } };
  const result = await getProduct(http, productUrl);
  if (result.ok) return { status: 200, data: { kind: 'product', product: result.data } };
  const { error } = result;
  if (error.code === PRODUCT_NOT_FOUND || (error.status === 404 && error.code !== 'TENANT_NOT_FOUND')) {
    return { status: 404, data: { kind: 'not-found' } };
  }
  if (error.code === INVALID_PRODUCT_URL || (error.status !== null && error.status >= 400 && error.status < 500)) {
    return { status: 400, data: { kind: 'wrong-link', link: productUrl } };
  }
  console.warn(`[product] detail failed: ${error.code} (${error.status ?? 'no response'})`);
  return { status: 503, data: { kind: 'error', code: error.code } };
}

export interface ProductPageProps extends Record<string, unknown> {
  data: ProductPageData;
  /** The search that led here, for the not-found state's way back (at most 200 characters). */
  keyword: string | null;
}

export const loadProductPage: PageLoader<ProductPageProps> = async (ctx, { http }) => {
  const { status, data } = await productOutcome(http, firstValue(ctx.query.url), runtimeConfig().productLinkKey);
  ctx.res.statusCode = status;
  const keyword = (firstValue(ctx.query.keyword) ?? '').trim().slice(0, 200);
  return { props: { data, keyword: keyword || null } };
};
