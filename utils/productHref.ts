// The product page address for a marketplace link: `/product?url=<encrypted link>` plus optional search context
// (`filters`, and the `keyword` the product page's breadcrumb leads back to). One builder for every place that
// links to a product (home cards, search results, cart lines, recently viewed). The cipher is the same for the
// same link and key (utils/productLinkCipher.ts), so server and browser render the same address. Browser code loads
// this module only with import() (components/common/useProductHrefs.ts): it carries the cipher.
import { encryptProductLink } from './productLinkCipher';

export interface ProductHrefContext {
  filters?: string;
  keyword?: string;
}

/** The address, or null without a link or a key (the card then shows without a link rather than breaking). */
export function productHref(productUrl: string, key: string, context: ProductHrefContext = {}): string | null {
  if (!productUrl || !key) return null;
  const params = new URLSearchParams({ url: encryptProductLink(productUrl, key) });
  if (context.filters) params.set('filters', context.filters);
  if (context.keyword) params.set('keyword', context.keyword);
  return `/product?${params.toString()}`;
}

/**
 * The addresses of server-rendered product cards, by marketplace link: a loader makes them so that the browser
 * does not encrypt the same links again while it hydrates (the same function makes the same addresses).
 */
export function productHrefsFor(
  products: readonly { productUrl: string }[],
  key: string,
  context: ProductHrefContext = {},
): Record<string, string> {
  const hrefs: Record<string, string> = {};
  for (const { productUrl } of products) {
    const href = productHref(productUrl, key, context);
    if (href) hrefs[productUrl] = href;
  }
  return hrefs;
}
