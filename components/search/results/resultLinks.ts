// Product page addresses for result cards: `/product?url=<encrypted link>` plus the search's `filters` and
// keyword (the product page's breadcrumb leads back to the search). The cipher has a random salt, so the server
// computes the first page's addresses and sends them with the page (identical markup on hydration); items the
// browser loads later are encrypted in the browser.
import { encryptProductLink } from '@/utils/linkCrypto';

export interface ResultLinkContext { filters?: string; keyword?: string }

export function resultHref(productUrl: string, key: string, context: ResultLinkContext = {}): string | null {
  if (!productUrl || !key) return null;
  const params = new URLSearchParams({ url: encryptProductLink(productUrl, key) });
  if (context.filters) params.set('filters', context.filters);
  if (context.keyword) params.set('keyword', context.keyword);
  return `/product?${params.toString()}`;
}

export function resultHrefs(urls: readonly string[], key: string, context: ResultLinkContext = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const url of new Set(urls)) {
    const href = resultHref(url, key, context);
    if (href) out[url] = href;
  }
  return out;
}
