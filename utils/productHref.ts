// The product page address for a marketplace link: `/product?url=<encrypted link>` plus optional search context
// (`filters`, and the `keyword` the product page's breadcrumb leads back to). One builder for every place that
// links to a product (home cards, search results, cart lines, recently viewed).
//
// The cipher has a random salt, so a page's first links are computed on the server and sent with it (the browser
// would otherwise render different hrefs: a hydration mismatch). Ciphers are remembered per key and link in a
// small bounded table, because the home page links the same ~70 products on every render.
import { encryptProductLink } from './linkCrypto';

export interface ProductHrefContext { filters?: string; keyword?: string }

const MAX_REMEMBERED = 5000;
const remembered = new Map<string, string>();

function cipherFor(productUrl: string, key: string): string {
  const id = `${key}\u0000${productUrl}`;
  const hit = remembered.get(id);
  if (hit) return hit;
  const cipher = encryptProductLink(productUrl, key);
  if (remembered.size >= MAX_REMEMBERED) {
    const oldest = remembered.keys().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
  remembered.set(id, cipher);
  return cipher;
}

/** The address, or null without a link or a key (the card then shows without a link rather than breaking). */
export function productHref(productUrl: string, key: string, context: ProductHrefContext = {}): string | null {
  if (!productUrl || !key) return null;
  const params = new URLSearchParams({ url: cipherFor(productUrl, key) });
  if (context.filters) params.set('filters', context.filters);
  if (context.keyword) params.set('keyword', context.keyword);
  return `/product?${params.toString()}`;
}

/** Addresses for many links at once, keyed by link (duplicates computed once). */
export function productHrefs(urls: readonly string[], key: string, context: ProductHrefContext = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const url of new Set(urls)) {
    const href = productHref(url, key, context);
    if (href) out[url] = href;
  }
  return out;
}
