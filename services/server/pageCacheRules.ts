// The shared page cache's rules, apart from its I/O (services/server/pageCache.ts): which request may be shared,
// under which key, which finished response may be stored, what Cache-Control says, and what a background refresh
// asks for. Pure functions of the request and response facts, unit-tested on their own.
//
// The cache is for anonymous visitors. withPage asks it, once the tenant, the locale rules and the session
// are settled and before translations and page data load, whether this request can be answered from memory.
//
// What is shared: the finished HTML of a GET document request that carries no login (no ps_logged_in / ps_token
// cookie, no Authorization header), keyed by everything the HTML depends on: host (and forwarded host and
// protocol), tenant, locale, path with query, the NEXT_LOCALE, colour-scheme, device-scheme and direction cookies,
// and the device's colour-scheme client hint. Nothing else of the request reaches an anonymous page. Data requests of client-side navigations are not cached.
//
// What is stored: a render is kept only when it ends 200 as HTML with the headers this module set still in
// place and no cookie added after the decision (a page that sets a cookie or marks itself private is personal).
//
// Freshness: PAGE_CACHE_TTL_S (default 10 s) fresh, then PAGE_CACHE_STALE_S (default 60 s) served stale while
// one background request to this same process renders it again. The same figures go out as
// `Cache-Control: public, max-age=0, s-maxage, stale-while-revalidate` with `Vary: Cookie, X-Forwarded-Host,
// Sec-CH-Prefers-Color-Scheme`, so a CDN in front may share the page the same way; personal pages go out
// `private, no-store`.
import type { IncomingMessage } from 'node:http';
import { DEFAULT_LOCALE } from '@/contract';
import { SCHEME_HINT_HEADER } from '@/services/server/request/colorScheme';
import { COOKIES } from '@/utils/cookies';

export interface PageCacheSettings {
  enabled: boolean;
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  maxChars: number;
}

function seconds(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** PAGE_CACHE=off disables it; PAGE_CACHE_TTL_S, PAGE_CACHE_STALE_S, PAGE_CACHE_MAX_ENTRIES, PAGE_CACHE_MAX_MB. */
export function pageCacheSettings(env: NodeJS.ProcessEnv): PageCacheSettings {
  const ttl = seconds(env.PAGE_CACHE_TTL_S, 10);
  return {
    enabled: env.PAGE_CACHE !== 'off' && ttl > 0,
    ttlMs: ttl * 1000,
    staleMs: seconds(env.PAGE_CACHE_STALE_S, 60) * 1000,
    maxEntries: Math.max(1, Math.floor(seconds(env.PAGE_CACHE_MAX_ENTRIES, 1000))),
    maxChars: Math.max(1, seconds(env.PAGE_CACHE_MAX_MB, 64)) * 1024 * 1024,
  };
}

/** What the rules read of a page request (withPage's view of it). */
export interface PageRequestFacts {
  req: IncomingMessage;
  locale: string;
  /** The tenant as withPage resolved it (domain and configured tenant id). */
  tenantKey: string;
  /** Path and query without the locale prefix (Next's resolvedUrl). */
  path: string;
  cookies: Record<string, string | undefined>;
  /** A client-side navigation's data request (JSON, not HTML). */
  dataRequest: boolean;
  /** withPage already decided to set cookies on this response (a first choice of language, say). */
  settingCookies: boolean;
}

/** The header that marks this process's own background render (its value is a per-process secret). */
export const REFRESH_HEADER = 'x-page-cache-refresh';
/** The cookies a shared page depends on (besides the host and path), and so sent along with a refresh. */
const KEY_COOKIES = [
  COOKIES.locale.name,
  COOKIES.scheme.name,
  COOKIES.deviceScheme.name,
  COOKIES.direction.name,
] as const;
/** Request headers a shared page depends on: the device's colour scheme (services/server/request/colorScheme.ts). */
const KEY_HEADERS = [SCHEME_HINT_HEADER] as const;
const REFRESH_COOKIES = [...KEY_COOKIES, COOKIES.tenantHost.name, COOKIES.tenantId.name] as const;
/** What a shared page varies on, for a CDN in front: the key's cookies, forwarded host and client hint. */
export const SHARED_VARY = 'Cookie, X-Forwarded-Host, Sec-CH-Prefers-Color-Scheme';

export function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value.join(',') : value) ?? '';
}

/** A request that belongs to one shopper: its page is never shared, stored or served from the cache. */
export function isPersonalRequest(req: IncomingMessage, cookies: Record<string, string | undefined>): boolean {
  return Boolean(cookies[COOKIES.loggedIn.name] || cookies[COOKIES.token.name] || req.headers.authorization);
}

export function pageCacheKey(
  page: Pick<PageRequestFacts, 'req' | 'locale' | 'tenantKey' | 'path' | 'cookies'>,
): string {
  const { req } = page;
  return [
    header(req, 'host').toLowerCase(),
    header(req, 'x-forwarded-host').toLowerCase(),
    header(req, 'x-forwarded-proto').toLowerCase(),
    page.tenantKey,
    page.locale,
    ...KEY_COOKIES.map((name) => page.cookies[name] ?? ''),
    ...KEY_HEADERS.map((name) => header(req, name)),
    page.path,
  ].join('\n');
}

/**
 * What the cache does with a request: 'skip' (not a document GET, or the cache is off: render, no headers),
 * 'bypass' (personal: render as private), 'lookup' (serve from memory when there), 'refresh' (this process's own
 * background render: render and store).
 */
export type PageCacheDecision = { kind: 'skip' } | { kind: 'bypass' } | { kind: 'lookup' | 'refresh'; key: string };

export function pageCacheDecision(
  page: PageRequestFacts,
  settings: PageCacheSettings,
  refreshSecret: string,
): PageCacheDecision {
  const { req } = page;
  if (!settings.enabled || req.method !== 'GET' || page.dataRequest) return { kind: 'skip' };
  if (isPersonalRequest(req, page.cookies) || page.settingCookies) return { kind: 'bypass' };
  const key = pageCacheKey(page);
  return header(req, REFRESH_HEADER) === refreshSecret ? { kind: 'refresh', key } : { kind: 'lookup', key };
}

/** Cache-Control of a shared page: CDNs may keep it as long as this cache does. */
export function sharedCacheControl(settings: PageCacheSettings): string {
  return `public, max-age=0, s-maxage=${Math.round(settings.ttlMs / 1000)}, stale-while-revalidate=${Math.round(settings.staleMs / 1000)}`;
}

/** What the rules read of a finished render. */
export interface FinishedResponse {
  status: number;
  /** Bytes written (0: nothing, or more than the cache keeps). */
  size: number;
  tooBig: boolean;
  contentType: string;
  cacheControl: unknown;
  /** Set-Cookie changed after the cache decided to share the page. */
  cookiesChanged: boolean;
}

/** A render is stored only when it ended 200 as HTML, still marked shared, and set no cookie after the decision. */
export function isShareableResponse(response: FinishedResponse, sharedControl: string): boolean {
  return (
    response.status === 200 &&
    !response.tooBig &&
    response.size > 0 &&
    response.contentType.includes('text/html') &&
    response.cacheControl === sharedControl &&
    !response.cookiesChanged
  );
}

/** The URL a refresh asks for: the locale prefix back in front of the path (none for the routing default). */
export function localisedPath(locale: string, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === '/') return `/${locale}`;
  return path.startsWith('/?') ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

export interface RefreshTarget {
  port: number;
  path: string;
  headers: Record<string, string>;
}

/** The request that renders a stale page again: the same host, key headers and key cookies, marked as ours. */
export function refreshTarget(page: PageRequestFacts, port: number, refreshSecret: string): RefreshTarget {
  const headers: Record<string, string> = { [REFRESH_HEADER]: refreshSecret, 'accept-encoding': 'identity' };
  for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto', ...KEY_HEADERS]) {
    const value = header(page.req, name);
    if (value) headers[name] = value;
  }
  const cookie = REFRESH_COOKIES.flatMap((name) => {
    const value = page.cookies[name];
    return value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`];
  }).join('; ');
  if (cookie) headers.cookie = cookie;
  return { port, path: localisedPath(page.locale, page.path), headers };
}
