import type { ProductPlatform } from '@/contract';

/*
 * Product links as shoppers paste them: often inside share text ("【淘宝】… https://… 「title」"), sometimes
 * without a scheme, often with tracking parameters. The API resolves the product; this module only finds the
 * link, makes it absolute and rewrites the one form the API does not take (mobile 1688 detail pages).
 *
 * What counts as a link (findFirstLink):
 * - `http://` or `https://` followed by a host: always a link; so is `selfowned://{id}`, the API's alias for a
 *   tenant's own item (whose ordinary link is `https://{tenant host}/self/{id}`);
 * - no scheme: a dotted host whose top-level domain is in KNOWN_TLDS, immediately followed by a `/path`.
 * So "iphone 15.2 case", "hello.world", "v1.2/3" and a bare "taobao.com" are not links, while
 * "m.1688.com/offer/123.html" and "item.jd.com/100012.html" are.
 */

/** Top-level domains we accept without a scheme: the marketplaces' and the common generic/country ones. */
const KNOWN_TLDS = new Set([
  'com', 'cn', 'net', 'org', 'hk', 'tw', 'mo', 'co', 'io', 'jp', 'kr', 'vn', 'th', 'la', 'my', 'sg', 'id', 'ru',
  'uz', 'kz', 'au', 'uk', 'us', 'de', 'fr', 'es', 'pt', 'br', 'ae', 'sa', 'shop', 'store', 'top', 'xyz', 'info',
  'biz', 'app', 'site',
]);

/*
 * Characters a pasted link may contain: RFC 3986 unreserved, reserved and '%'. Quotes, angle brackets, spaces and
 * every non-ASCII character (Chinese text and full-width punctuation around a share link) end the link.
 */
const URL_CHARS = "[A-Za-z0-9\\-._~:/?#\\[\\]@!$&()*+,;=%]";
const SCHEME_LINK = new RegExp(`(?<![A-Za-z0-9+.-])(?:https?|selfowned)://${URL_CHARS}+`, 'i');
const HOST = '(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)+([A-Za-z]{2,24})';
// Not preceded by a URL character, so that "x@a.com/…" or "v1.2" fragments inside other tokens do not match.
const BARE_LINK = new RegExp(`(?<![A-Za-z0-9\\-._~:/@])${HOST}(?::\\d{1,5})?/${URL_CHARS}*`, 'g');

/** Punctuation that ends a sentence rather than a link: "see https://a.com/x." → "https://a.com/x". */
function trimTrailingPunctuation(link: string): string {
  let out = link;
  for (;;) {
    const last = out.at(-1);
    if (last === undefined) return out;
    if ('.,;:!?'.includes(last)) {
      out = out.slice(0, -1);
    } else if (last === ')' && (out.match(/\(/g)?.length ?? 0) < (out.match(/\)/g)?.length ?? 0)) {
      out = out.slice(0, -1);
    } else if (last === ']' && (out.match(/\[/g)?.length ?? 0) < (out.match(/]/g)?.length ?? 0)) {
      out = out.slice(0, -1);
    } else {
      return out;
    }
  }
}

function hasHost(link: string): boolean {
  const rest = link.replace(/^(?:https?|selfowned):\/\//i, '');
  return /^[A-Za-z0-9[]/.test(rest);
}

/** The first link-looking substring of `text` (see the rule above), or null. */
export function findFirstLink(text: string): string | null {
  const candidates: { index: number; link: string }[] = [];

  const schemed = SCHEME_LINK.exec(text);
  if (schemed) {
    const link = trimTrailingPunctuation(schemed[0]);
    if (hasHost(link)) candidates.push({ index: schemed.index, link });
  }

  for (const match of text.matchAll(BARE_LINK)) {
    // A bare match inside the scheme link found above is that same link.
    if (schemed && match.index >= schemed.index && match.index < schemed.index + schemed[0].length) continue;
    const tld = match[1]?.toLowerCase();
    if (tld && KNOWN_TLDS.has(tld)) {
      candidates.push({ index: match.index, link: trimTrailingPunctuation(match[0]) });
      break;
    }
  }

  candidates.sort((a, b) => a.index - b.index);
  return candidates[0]?.link ?? null;
}

/** True when the text contains a link by the rule of findFirstLink. */
export function containsLink(text: string): boolean {
  return findFirstLink(text) !== null;
}

function parse(link: string): URL | null {
  // Share text copied out of HTML sometimes keeps `&amp;` between parameters.
  const trimmed = link.trim().replace(/&amp;/gi, '&');
  if (!trimmed) return null;
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(absolute);
    if (url.protocol === 'selfowned:') return /^\d+$/.test(url.hostname) ? url : null;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname || (!url.hostname.includes('.') && url.hostname !== 'localhost')) return null;
    return url;
  } catch {
    return null;
  }
}

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
 * `https://detail.1688.com/offer/{id}.html`. Other links keep their path and query (the API reads the ids).
 * Null when the text cannot be made into a web link.
 */
export function normalizeProductLink(link: string): string | null {
  const url = parse(link);
  if (!url) return null;
  return desktop1688(url) ?? url.toString();
}

const PLATFORM_HOSTS: { platform: ProductPlatform; domains: string[] }[] = [
  { platform: 'Tmall', domains: ['tmall.com', 'tmall.hk'] },
  { platform: 'Taobao', domains: ['taobao.com', 'tb.cn'] },
  { platform: 'Alibaba', domains: ['1688.com'] },
  { platform: 'JD', domains: ['jd.com', 'jd.hk'] },
  { platform: 'Yiwugou', domains: ['yiwugo.com'] },
  { platform: 'Poizon', domains: ['dewu.com', 'poizon.com', 'dw4.co'] },
];

function onDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * The marketplace a link belongs to, for hints in the UI (the API decides what it can resolve).
 * `ownHosts` are the tenant's own site hosts: a link there is a self-owned item. Null when unknown.
 */
export function detectPlatform(link: string, ownHosts: readonly string[] = []): ProductPlatform | null {
  const url = parse(link);
  if (!url) return null;
  if (url.protocol === 'selfowned:') return 'SelfOwned';
  const host = url.hostname.toLowerCase();
  if (ownHosts.some((own) => own.toLowerCase().split(':')[0] === host)) return 'SelfOwned';
  for (const { platform, domains } of PLATFORM_HOSTS) {
    if (domains.some((domain) => onDomain(host, domain))) return platform;
  }
  return null;
}
