// The shared page cache for anonymous visitors. withPage asks it, once the tenant, the locale rules and the session
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
//
// CSP: a cached page never repeats a nonce. Every response gets a fresh one (the one this response's own
// Content-Security-Policy header already names, or a new random one), written over the stored nonce in the HTML
// and in the stored header.
import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { DEFAULT_LOCALE } from '@/contract';
import { SCHEME_HINT_HEADER } from '@/utils/colorScheme';
import { COOKIES } from '@/utils/cookies';
import { createNonce, nonceOf, renewNonce } from '@/utils/csp';
import { createHtmlCache, type CachedPage, type HtmlCache } from './htmlCache';

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

export interface PageRequest {
  req: IncomingMessage;
  res: ServerResponse;
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

/** 'served': the response is complete, render nothing. 'render': render as usual. */
export type PageCacheOutcome = 'served' | 'render';

export interface PageCache {
  handle(page: PageRequest): PageCacheOutcome;
  clear(): void;
}

export interface RefreshTarget {
  port: number;
  path: string;
  headers: Record<string, string>;
}

export interface PageCacheDeps {
  store?: HtmlCache;
  /** Starts a background render of a stale page (default: a request to this process). */
  refresh?: (target: RefreshTarget, done: () => void) => void;
  newNonce?: () => string;
}

export const PAGE_CACHE_HEADER = 'X-Page-Cache';
const REFRESH_HEADER = 'x-page-cache-refresh';
const CSP_HEADERS = ['content-security-policy', 'content-security-policy-report-only'] as const;
/** The cookies a shared page depends on (besides the host and path), and so sent along with a refresh. */
const KEY_COOKIES = [COOKIES.locale.name, COOKIES.scheme.name, COOKIES.deviceScheme.name, COOKIES.direction.name] as const;
/** Request headers a shared page depends on: the device's colour scheme (utils/colorScheme.ts). */
const KEY_HEADERS = [SCHEME_HINT_HEADER] as const;
const REFRESH_COOKIES = [...KEY_COOKIES, COOKIES.tenantHost.name, COOKIES.tenantId.name] as const;

function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value.join(',') : value) ?? '';
}

/** A request that belongs to one shopper: its page is never shared, stored or served from the cache. */
export function isPersonalRequest(req: IncomingMessage, cookies: Record<string, string | undefined>): boolean {
  return Boolean(cookies[COOKIES.loggedIn.name] || cookies[COOKIES.token.name] || req.headers.authorization);
}

export function pageCacheKey(page: Pick<PageRequest, 'req' | 'locale' | 'tenantKey' | 'path' | 'cookies'>): string {
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

function cspOf(res: ServerResponse): { name: string; value: string } | null {
  for (const name of CSP_HEADERS) {
    const value = res.getHeader(name);
    if (typeof value === 'string') return { name, value };
  }
  return null;
}

function toBuffer(chunk: unknown, encoding?: unknown): Buffer | null {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return null;
}

/** The URL a refresh asks for: the locale prefix back in front of the path (none for the routing default). */
export function localisedPath(locale: string, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === '/') return `/${locale}`;
  return path.startsWith('/?') ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

function requestSelf(target: RefreshTarget, done: () => void): void {
  const req = http.get({ host: '127.0.0.1', port: target.port, path: target.path, headers: target.headers }, (res) => {
    res.resume();
    res.on('end', done);
    res.on('error', done);
  });
  req.setTimeout(30_000, () => req.destroy());
  req.on('error', done);
}

export function createPageCache(settings: PageCacheSettings, deps: PageCacheDeps = {}): PageCache {
  const store = deps.store ?? createHtmlCache(settings);
  const refresh = deps.refresh ?? requestSelf;
  const newNonce = deps.newNonce ?? createNonce;
  // Only this process's own background renders may skip the lookup.
  const refreshSecret = randomBytes(16).toString('hex');
  const sharedControl = `public, max-age=0, s-maxage=${Math.round(settings.ttlMs / 1000)}, stale-while-revalidate=${Math.round(settings.staleMs / 1000)}`;

  function markShared(res: ServerResponse, state: string): void {
    res.setHeader('Cache-Control', sharedControl);
    res.setHeader('Vary', 'Cookie, X-Forwarded-Host, Sec-CH-Prefers-Color-Scheme');
    res.setHeader(PAGE_CACHE_HEADER, state);
  }

  function serve(res: ServerResponse, page: CachedPage, state: string): void {
    const live = cspOf(res);
    const fresh = nonceOf(live?.value ?? null) ?? (page.nonce ? newNonce() : null);
    const swap = (text: string) => (page.nonce && fresh ? renewNonce(text, page.nonce, fresh) : text);
    if (page.csp && !live) res.setHeader('Content-Security-Policy', swap(page.csp));
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    markShared(res, state);
    res.end(swap(page.html));
  }

  /** Tees what the renderer writes; stores it when the response turned out shareable. */
  function capture(res: ServerResponse, key: string, onFinish: () => void): void {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    const cookiesBefore = JSON.stringify(res.getHeader('set-cookie') ?? null);
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown, encoding?: unknown) => {
      const buffer = toBuffer(chunk, encoding);
      if (!buffer || tooBig) return;
      size += buffer.length;
      if (size > settings.maxChars) tooBig = true;
      else chunks.push(buffer);
    };
    (res as { write: unknown }).write = (...args: unknown[]) => {
      keep(args[0], args[1]);
      return write(...args);
    };
    (res as { end: unknown }).end = (...args: unknown[]) => {
      if (typeof args[0] !== 'function') keep(args[0], args[1]);
      const shareable = res.statusCode === 200
        && !tooBig
        && size > 0
        && String(res.getHeader('content-type') ?? '').includes('text/html')
        && res.getHeader('cache-control') === sharedControl
        && JSON.stringify(res.getHeader('set-cookie') ?? null) === cookiesBefore;
      if (shareable) {
        const csp = cspOf(res);
        store.set(key, { html: Buffer.concat(chunks).toString('utf8'), csp: csp?.value ?? null, nonce: nonceOf(csp?.value ?? null) });
      }
      onFinish();
      return end(...args);
    };
  }

  return {
    handle(page) {
      const { req, res } = page;
      if (!settings.enabled || req.method !== 'GET' || page.dataRequest) return 'render';
      if (isPersonalRequest(req, page.cookies) || page.settingCookies) {
        res.setHeader('Cache-Control', 'private, no-store');
        res.setHeader(PAGE_CACHE_HEADER, 'BYPASS');
        return 'render';
      }
      const key = pageCacheKey(page);
      const isRefresh = header(req, REFRESH_HEADER) === refreshSecret;
      if (!isRefresh) {
        const found = store.get(key);
        if (found.state === 'fresh') {
          serve(res, found.page, 'HIT');
          return 'served';
        }
        if (found.state === 'stale') {
          if (found.claimRefresh() && req.socket?.localPort) {
            const headers: Record<string, string> = { [REFRESH_HEADER]: refreshSecret, 'accept-encoding': 'identity' };
            for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto', ...KEY_HEADERS]) {
              const value = header(req, name);
              if (value) headers[name] = value;
            }
            const cookie = REFRESH_COOKIES.flatMap((name) => {
              const value = page.cookies[name];
              return value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`];
            }).join('; ');
            if (cookie) headers.cookie = cookie;
            refresh({ port: req.socket.localPort, path: localisedPath(page.locale, page.path), headers }, () => store.refreshDone(key));
          }
          serve(res, found.page, 'STALE');
          return 'served';
        }
      }
      markShared(res, isRefresh ? 'REFRESH' : 'MISS');
      capture(res, key, isRefresh ? () => store.refreshDone(key) : () => undefined);
      return 'render';
    },
    clear() {
      store.clear();
    },
  };
}
