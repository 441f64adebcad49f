import {
  MARKETPLACES,
  findLinks,
  marketplaceOfHost,
  normalizeHost,
  parseLink,
  type MarketplacePlatform,
  type ProductPlatform,
} from '../../../../contract';

export { findLinks };

/*
 * Product-link resolution: from whatever a shopper pasted (share text, a mobile link with tracking parameters, a
 * link without a scheme) to `{ platform, productId, canonicalUrl }`. Pure: no I/O, no database. What is a link,
 * which marketplace a host belongs to and the canonical links are contract/productLink.ts (the storefront reads
 * links by the same rules); this module reads the product id out of each marketplace's link forms.
 *
 * Self-owned items: a tenant sells its own goods at `/self/{id}` on any of its hosts (any scheme and port, so
 * `http://localhost:3000/self/12` works in development). The canonical link, https://{host}/self/{id}, uses the
 * tenant's first host, so it is an ordinary web link the storefront can detect like any other; `selfowned://{id}`
 * is accepted as an alias for links written by hand or by tools. A `/self/` link on a host that is not the tenant's is an unsupported host:
 * one tenant's own items are never reachable from another tenant.
 */

export type LinkErrorCode =
  /** The text holds nothing that looks like a web link. */
  | 'NO_LINK'
  /** A link, but not to a marketplace we resolve (or to another tenant's site). */
  | 'UNSUPPORTED_HOST'
  /** A marketplace link without a usable product id (a shop page, a search page, a short link). */
  | 'MISSING_PRODUCT_ID';

export class ProductLinkError extends Error {
  constructor(
    readonly code: LinkErrorCode,
    message: string,
    /** The link that was found, when there was one. */
    readonly link: string | null = null,
  ) {
    super(message);
    this.name = 'ProductLinkError';
  }
}

export interface ResolvedLink {
  platform: ProductPlatform;
  productId: string;
  canonicalUrl: string;
}

export interface LinkContext {
  /** The tenant's own hosts (first = primary), e.g. ['localhost', '127.0.0.1', 'globalbuy.localhost']. */
  ownHosts?: readonly string[];
}

/** Marketplace product ids are decimal; anything else is not an id (guards against `id=abc` or `id=1;drop`). */
const DIGITS = /^\d{1,20}$/;

/** The first parameter among `names` (case-insensitive names) whose value is a product id. */
function idParam(params: URLSearchParams, names: readonly string[]): string | null {
  const wanted = names.map((n) => n.toLowerCase());
  for (const [key, value] of params) {
    if (wanted.includes(key.toLowerCase()) && DIGITS.test(value.trim())) return value.trim();
  }
  return null;
}

/** Query parameters, plus those of a hash route (`#/product?spuId=1`, used by app-style mobile pages). */
function allParams(url: URL): URLSearchParams {
  const params = new URLSearchParams(url.search);
  const q = url.hash.indexOf('?');
  if (q >= 0) for (const [k, v] of new URLSearchParams(url.hash.slice(q + 1))) params.append(k, v);
  return params;
}

function pathId(pathname: string, patterns: readonly RegExp[]): string | null {
  for (const p of patterns) {
    const id = p.exec(pathname)?.[1];
    if (id && DIGITS.test(id)) return id;
  }
  return null;
}

/** How each marketplace's links name the product. */
type IdReader = (url: URL) => string | null;

const TAOBAO_PATHS = [/^\/i(\d+)\.htm/i, /^\/item\/(\d+)\.html?$/i];

const taobaoId: IdReader = (url) =>
  idParam(allParams(url), ['id', 'itemId', 'item_id']) ?? pathId(url.pathname, TAOBAO_PATHS);

const PRODUCT_IDS: Record<MarketplacePlatform, IdReader> = {
  Tmall: taobaoId,
  // tb.cn short links only redirect (resolving them needs a request to Taobao): known host, no product id.
  Taobao: taobaoId,
  Alibaba: (url) => pathId(url.pathname, [/^\/offer\/(\d+)\.html?$/i]) ?? idParam(allParams(url), ['offerId']),
  JD: (url) =>
    pathId(url.pathname, [/^\/(\d+)\.html?$/i, /^\/product\/(\d+)\.html?$/i]) ??
    idParam(allParams(url), ['wareId', 'skuId']),
  Yiwugou: (url) => pathId(url.pathname, [/^\/product\/detail\/(\d+)\.html?$/i]),
  Poizon: (url) => idParam(allParams(url), ['spuId']),
};

const hostOnly = (host: string) => normalizeHost(host) ?? host.trim().toLowerCase();

/** Canonical link of a tenant's own item (see the header comment). */
export function selfOwnedUrl(primaryHost: string, id: string): string {
  return `https://${hostOnly(primaryHost)}/self/${id}`;
}

type Attempt = { ok: true; link: ResolvedLink } | { ok: false; code: LinkErrorCode };

function resolveOne(link: string, ctx: LinkContext, depth = 0): Attempt {
  const url = parseLink(link);
  if (!url) return { ok: false, code: 'UNSUPPORTED_HOST' };
  const own = (ctx.ownHosts ?? []).map(hostOnly).filter(Boolean);

  if (url.protocol === 'selfowned:') {
    const id = url.hostname || url.pathname.replace(/^\/+/, '');
    if (!DIGITS.test(id)) return { ok: false, code: 'MISSING_PRODUCT_ID' };
    if (!own[0]) return { ok: false, code: 'UNSUPPORTED_HOST' };
    return { ok: true, link: { platform: 'SelfOwned', productId: id, canonicalUrl: selfOwnedUrl(own[0], id) } };
  }

  const host = hostOnly(url.hostname);
  if (own.includes(host)) {
    const id = pathId(url.pathname, [/^\/self\/(\d+)\/?$/i]);
    if (!id) return { ok: false, code: 'MISSING_PRODUCT_ID' };
    return { ok: true, link: { platform: 'SelfOwned', productId: id, canonicalUrl: selfOwnedUrl(own[0] ?? host, id) } };
  }

  const platform = marketplaceOfHost(host);
  if (platform) {
    const id = PRODUCT_IDS[platform](url);
    if (id) return { ok: true, link: { platform, productId: id, canonicalUrl: MARKETPLACES[platform].canonical(id) } };
  }
  // Redirect and affiliate links carry the product link encoded in a parameter (e.g. `?url=https%3A%2F%2F…`).
  if (depth === 0) {
    for (const [, value] of url.searchParams) {
      if (!/^(?:https?|selfowned):\/\//i.test(value)) continue;
      const inner = resolveOne(value, ctx, depth + 1);
      if (inner.ok) return inner;
    }
  }
  return { ok: false, code: platform ? 'MISSING_PRODUCT_ID' : 'UNSUPPORTED_HOST' };
}

const MESSAGES: Record<LinkErrorCode, string> = {
  NO_LINK: 'The text does not contain a product link.',
  UNSUPPORTED_HOST: 'The link is not to a supported marketplace.',
  MISSING_PRODUCT_ID: 'The link does not point to a single product.',
};

/**
 * Resolves the first product link in `text`. Links are tried in order of appearance and the first one that names
 * a product wins, so share text with a shop link before the item link still works. Throws ProductLinkError.
 */
export function resolveProductLink(text: string, ctx: LinkContext = {}): ResolvedLink {
  const links = findLinks(text.slice(0, 8192));
  let failure: { code: LinkErrorCode; link: string } | null = null;
  for (const link of links) {
    const attempt = resolveOne(link, ctx);
    if (attempt.ok) return attempt.link;
    // A marketplace link without an id says more than an unrelated link next to it.
    if (!failure || (failure.code === 'UNSUPPORTED_HOST' && attempt.code === 'MISSING_PRODUCT_ID')) {
      failure = { code: attempt.code, link };
    }
  }
  if (!failure) throw new ProductLinkError('NO_LINK', MESSAGES.NO_LINK);
  throw new ProductLinkError(failure.code, MESSAGES[failure.code], failure.link);
}

/** Non-throwing form for callers that branch on the outcome. */
export function tryResolveProductLink(
  text: string,
  ctx: LinkContext = {},
): { ok: true; link: ResolvedLink } | { ok: false; error: ProductLinkError } {
  try {
    return { ok: true, link: resolveProductLink(text, ctx) };
  } catch (error) {
    if (error instanceof ProductLinkError) return { ok: false, error };
    throw error;
  }
}
