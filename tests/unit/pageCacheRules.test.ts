/** @jest-environment node */
// The page cache's rules on their own: no response, no store, no timers.
import type { IncomingMessage } from 'node:http';
import {
  REFRESH_HEADER,
  isShareableResponse,
  pageCacheDecision,
  refreshTarget,
  sharedCacheControl,
  type FinishedResponse,
  type PageRequestFacts,
} from '@/services/server/pageCacheRules';

const settings = { enabled: true, ttlMs: 10_000, staleMs: 60_000, maxEntries: 100, maxChars: 1_000_000 };
const SECRET = 'our-own-refresh';

function page(headers: Record<string, string> = {}, overrides: Partial<PageRequestFacts> = {}): PageRequestFacts {
  const req = { method: 'GET', headers: { host: 'souq.localhost', ...headers } } as unknown as IncomingMessage;
  return {
    req,
    locale: 'en',
    tenantKey: 'souq.localhost|',
    path: '/faq',
    cookies: {},
    dataRequest: false,
    settingCookies: false,
    ...overrides,
  };
}

describe('page cache decision', () => {
  it('looks up an anonymous document GET under its key, and lets only our own refresh skip the lookup', () => {
    const lookup = pageCacheDecision(page(), settings, SECRET);
    expect(lookup).toEqual({ kind: 'lookup', key: expect.stringContaining('/faq') });
    expect(pageCacheDecision(page({ [REFRESH_HEADER]: SECRET }), settings, SECRET)).toEqual({
      kind: 'refresh',
      key: (lookup as { key: string }).key,
    });
    expect(pageCacheDecision(page({ [REFRESH_HEADER]: 'a guess' }), settings, SECRET).kind).toBe('lookup');
  });

  it('leaves alone what it does not cache: the cache off, other methods, client-side navigations', () => {
    expect(pageCacheDecision(page(), { ...settings, enabled: false }, SECRET)).toEqual({ kind: 'skip' });
    const post = page();
    (post.req as { method: string }).method = 'POST';
    expect(pageCacheDecision(post, settings, SECRET)).toEqual({ kind: 'skip' });
    expect(pageCacheDecision(page({}, { dataRequest: true }), settings, SECRET)).toEqual({ kind: 'skip' });
  });

  it('never shares a page of a shopper (login cookie, token, Authorization) or one that sets a cookie', () => {
    expect(pageCacheDecision(page({}, { cookies: { ps_logged_in: '1' } }), settings, SECRET)).toEqual({
      kind: 'bypass',
    });
    expect(pageCacheDecision(page({}, { cookies: { ps_token: 't' } }), settings, SECRET)).toEqual({ kind: 'bypass' });
    expect(pageCacheDecision(page({ authorization: 'Bearer t' }), settings, SECRET)).toEqual({ kind: 'bypass' });
    expect(pageCacheDecision(page({}, { settingCookies: true }), settings, SECRET)).toEqual({ kind: 'bypass' });
  });

  it('keys pages apart by tenant, locale, path and the display cookies', () => {
    const key = (facts: PageRequestFacts) => (pageCacheDecision(facts, settings, SECRET) as { key: string }).key;
    const base = key(page());
    expect(key(page({}, { tenantKey: 'souq.localhost|t2' }))).not.toBe(base);
    expect(key(page({}, { locale: 'ar' }))).not.toBe(base);
    expect(key(page({}, { path: '/faq?x=1' }))).not.toBe(base);
    expect(key(page({}, { cookies: { ps_color_scheme: 'dark' } }))).not.toBe(base);
    expect(key(page({}, { cookies: { unrelated: 'x' } }))).toBe(base);
  });
});

describe('what a finished render may be stored as', () => {
  const control = sharedCacheControl(settings);
  const ok: FinishedResponse = {
    status: 200,
    size: 10,
    tooBig: false,
    contentType: 'text/html; charset=utf-8',
    cacheControl: control,
    cookiesChanged: false,
  };

  it("says the cache's own figures to a CDN", () => {
    expect(control).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
  });

  it('stores a 200 HTML page still marked shared', () => {
    expect(isShareableResponse(ok, control)).toBe(true);
  });

  it.each<[string, Partial<FinishedResponse>]>([
    ['another status', { status: 404 }],
    ['an empty body', { size: 0 }],
    ['a body over the size limit', { tooBig: true }],
    ['JSON', { contentType: 'application/json' }],
    ['a page that marked itself private', { cacheControl: 'private, no-store' }],
    ['a page that set a cookie while rendering', { cookiesChanged: true }],
  ])('does not store %s', (_, change) => {
    expect(isShareableResponse({ ...ok, ...change }, control)).toBe(false);
  });
});

describe('the background refresh of a stale page', () => {
  it('asks this process for the localised path with the key headers and cookies, marked as its own', () => {
    const target = refreshTarget(
      page(
        { 'x-forwarded-host': 'shop.example', 'sec-ch-prefers-color-scheme': 'dark', 'user-agent': 'dropped' },
        {
          locale: 'ar',
          path: '/faq?q=1',
          cookies: { NEXT_LOCALE: 'ar', ps_token: 'never-sent', unrelated: 'x' },
        },
      ),
      3000,
      SECRET,
    );
    expect(target.port).toBe(3000);
    expect(target.path).toBe('/ar/faq?q=1');
    expect(target.headers).toEqual({
      [REFRESH_HEADER]: SECRET,
      'accept-encoding': 'identity',
      host: 'souq.localhost',
      'x-forwarded-host': 'shop.example',
      'sec-ch-prefers-color-scheme': 'dark',
      cookie: 'NEXT_LOCALE=ar',
    });
  });
});
