// `/product?url=<encrypted marketplace link>` for a cart line, or null when no link key is configured (the line
// then shows its title without a link rather than breaking the page).
import { encryptProductLink } from '@/utils/linkCrypto';

export function productHref(productUrl: string, key: string): string | null {
  if (!productUrl || !key) return null;
  try {
    return `/product?url=${encryptProductLink(productUrl, key)}`;
  } catch {
    return null;
  }
}

export function productHrefs(urls: readonly string[], key: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const url of urls) {
    const href = out[url] ? null : productHref(url, key);
    if (href) out[url] = href;
  }
  return out;
}
