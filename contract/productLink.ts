// The ONE product-link parser, used by the storefront's search box (is this text a link, which marketplace) and
// by the API (which product a pasted text names), so both sides agree on what is a link.
//
// Product links as shoppers paste them: often inside share text ("【淘宝】… https://… 「title」"), sometimes without
// a scheme, often with tracking parameters or `&amp;` left over from HTML.
//
// What counts as a link (findLinks):
// - a scheme, `://` and a host: always a link. Only `http`, `https` and `selfowned` (the API's alias for a
//   tenant's own item, whose ordinary link is `https://{tenant host}/self/{id}`) can be opened (parseLink); any
//   other scheme is still a link, so `ftp://item.taobao.com/…` is refused as a link rather than searched for;
// - no scheme: a dotted host whose top-level domain is in KNOWN_TLDS, immediately followed by a `/path`.
// So "iphone 15.2 case", "hello.world", "v1.2/3" and a bare "taobao.com" are not links, while
// "m.1688.com/offer/123.html" and "item.jd.com/100012.html" are. Quotes, angle brackets, spaces and every
// non-ASCII character end a link.
import type { ProductPlatform } from './tenant';

/** Top-level domains we accept without a scheme: the marketplaces' and the common generic/country ones. */
const KNOWN_TLDS = new Set([
  'com',
  'cn',
  'net',
  'org',
  'hk',
  'tw',
  'mo',
  'co',
  'io',
  'jp',
  'kr',
  'vn',
  'th',
  'la',
  'my',
  'sg',
  'id',
  'ru',
  'uz',
  'kz',
  'au',
  'uk',
  'us',
  'de',
  'fr',
  'es',
  'pt',
  'br',
  'ae',
  'sa',
  'shop',
  'store',
  'top',
  'xyz',
  'info',
  'biz',
  'app',
  'site',
]);

/** RFC 3986 unreserved and reserved characters and '%', except the quote (it ends a link in share text). */
const URL_CHARS = '[A-Za-z0-9\\-._~:/?#\\[\\]@!$&()*+,;=%]';
const SCHEMED = new RegExp(`(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{0,15}://${URL_CHARS}+`, 'g');
// Not preceded by a URL character, so that "x@a.com/…" or "v1.2" fragments inside other tokens do not match.
const BARE = new RegExp(
  `(?<![A-Za-z0-9\\-._~:/@])(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)+([A-Za-z]{2,24})(?::\\d{1,5})?/${URL_CHARS}*`,
  'g',
);

/** Punctuation that ends a sentence rather than a link: "see https://a.com/x." → "https://a.com/x". */
function trimTrailingPunctuation(link: string): string {
  let out = link;
  for (;;) {
    const last = out.at(-1);
    if (last === undefined) return out;
    const count = (ch: string) => out.split(ch).length - 1;
    if ('.,;:!?'.includes(last)) out = out.slice(0, -1);
    else if (last === ')' && count('(') < count(')')) out = out.slice(0, -1);
    else if (last === ']' && count('[') < count(']')) out = out.slice(0, -1);
    else return out;
  }
}

function hasHost(link: string): boolean {
  return /^[A-Za-z0-9[]/.test(link.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\//, ''));
}

/** Every link-looking substring of `text` (see the rule above), in order of appearance, `&amp;` read as `&`. */
export function findLinks(text: string): string[] {
  const source = text.replace(/&amp;/gi, '&');
  const found: { index: number; end: number; link: string }[] = [];
  for (const m of source.matchAll(SCHEMED)) {
    const link = trimTrailingPunctuation(m[0]);
    if (hasHost(link)) found.push({ index: m.index, end: m.index + m[0].length, link });
  }
  for (const m of source.matchAll(BARE)) {
    // A bare match inside a scheme link found above is that same link.
    if (found.some((f) => m.index >= f.index && m.index < f.end)) continue;
    if (!KNOWN_TLDS.has(m[1]?.toLowerCase() ?? '')) continue;
    found.push({ index: m.index, end: m.index + m[0].length, link: trimTrailingPunctuation(m[0]) });
  }
  return found.sort((a, b) => a.index - b.index).map((f) => f.link);
}

/** The first link of `text` by the rule of findLinks, or null. */
export function findFirstLink(text: string): string | null {
  return findLinks(text)[0] ?? null;
}

/** True when the text contains a link by the rule of findLinks. */
export function containsLink(text: string): boolean {
  return findFirstLink(text) !== null;
}

/**
 * A link as a URL that can be opened: `https://` added when the scheme is missing; only http(s) with a dotted
 * host, localhost or an IPv6 literal, or `selfowned://{id}` (the caller checks the id). Null for anything else.
 */
export function parseLink(link: string): URL | null {
  const trimmed = link.trim().replace(/&amp;/gi, '&');
  if (!trimmed) return null;
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return null;
  }
  if (url.protocol === 'selfowned:') return url.hostname ? url : null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname;
  return host.includes('.') || host === 'localhost' || host.startsWith('[') ? url : null;
}

export type MarketplacePlatform = Exclude<ProductPlatform, 'SelfOwned'>;

/** Each marketplace's domains (a link on the domain or any subdomain belongs to it) and canonical product link. */
export const MARKETPLACES: Record<
  MarketplacePlatform,
  { domains: readonly string[]; canonical: (id: string) => string }
> = {
  Tmall: { domains: ['tmall.com', 'tmall.hk'], canonical: (id) => `https://detail.tmall.com/item.htm?id=${id}` },
  // tb.cn short links only redirect: a known host without a product id.
  Taobao: { domains: ['taobao.com', 'tb.cn'], canonical: (id) => `https://item.taobao.com/item.htm?id=${id}` },
  Alibaba: { domains: ['1688.com'], canonical: (id) => `https://detail.1688.com/offer/${id}.html` },
  JD: { domains: ['jd.com', 'jd.hk'], canonical: (id) => `https://item.jd.com/${id}.html` },
  Yiwugou: { domains: ['yiwugo.com'], canonical: (id) => `https://www.yiwugo.com/product/detail/${id}.html` },
  // dw4.co: Poizon's share short links (a known host; the product id comes with a spuId parameter only).
  Poizon: {
    domains: ['dewu.com', 'poizon.com', 'dw4.co'],
    canonical: (id) => `https://www.dewu.com/product-detail.html?spuId=${id}`,
  },
};

/** The canonical link of a marketplace product (what product cards and the cart carry). */
export function canonicalProductUrl(platform: MarketplacePlatform, id: string): string {
  return MARKETPLACES[platform].canonical(id);
}

/** The marketplace a host belongs to (`m.dewu.com` → Poizon), or null. Look-alikes (`nottaobao.com`) do not match. */
export function marketplaceOfHost(host: string): MarketplacePlatform | null {
  const h = host.toLowerCase();
  for (const [platform, { domains }] of Object.entries(MARKETPLACES) as [
    MarketplacePlatform,
    { domains: readonly string[] },
  ][]) {
    if (domains.some((d) => h === d || h.endsWith(`.${d}`))) return platform;
  }
  return null;
}
