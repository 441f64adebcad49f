// The storefront's part of product links: what the search box sends to the product page and which marketplace
// hint it shows. Finding and parsing links is contract/productLink.ts, shared with the API.
import { marketplaceOfHost, normalizeHost, parseLink, type ProductPlatform } from '@/contract';

const OFFER_ID = /^\d+$/;

/** The standard 1688 offer link for a mobile 1688 detail link, or null when `url` is not one. */
function desktop1688(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (host === 'm.1688.com') {
    const id = /^\/offer\/(\d+)\.html$/i.exec(url.pathname)?.[1];
    if (id) return `https://detail.1688.com/offer/${id}.html`;
  }
  if (host === 'detail.m.1688.com') {
    const id = url.searchParams.get('offerId');
    if (id && OFFER_ID.test(id)) return `https://detail.1688.com/offer/${id}.html`;
  }
  return null;
}

/**
 * An absolute http(s) link for `link`: adds `https://` when the scheme is missing and rewrites a mobile 1688
 * detail link (`m.1688.com/offer/{id}.html`, `detail.m.1688.com/page/index.htm?offerId={id}`) to
 * `https://detail.1688.com/offer/{id}.html`. Other links keep their path and query (the API reads the ids);
 * `selfowned://{id}` stays as it is when the id is a number. Null when the text cannot be made into a web link.
 */
export function normalizeProductLink(link: string): string | null {
  const url = parseLink(link);
  if (!url) return null;
  if (url.protocol === 'selfowned:') return OFFER_ID.test(url.hostname) ? url.toString() : null;
  return desktop1688(url) ?? url.toString();
}

/**
 * The marketplace a link belongs to, for hints in the UI (the API decides what it can resolve).
 * `ownHosts` are the tenant's own site hosts: a link there is a self-owned item. Null when unknown.
 */
export function detectPlatform(link: string, ownHosts: readonly string[] = []): ProductPlatform | null {
  const url = parseLink(link);
  if (!url) return null;
  if (url.protocol === 'selfowned:') return 'SelfOwned';
  const host = normalizeHost(url.hostname);
  if (host && ownHosts.some((own) => normalizeHost(own) === host)) return 'SelfOwned';
  return marketplaceOfHost(url.hostname);
}
