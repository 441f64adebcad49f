/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHtmlCache } from '@/services/server/htmlCache';
import { createPageCache, type PageCacheDeps, type PageRequest } from '@/services/server/pageCache';
import { localisedPath, pageCacheKey, pageCacheSettings, type RefreshTarget } from '@/services/server/pageCacheRules';
import { parseCookieHeader } from '@/utils/cookies';

const settings = { enabled: true, ttlMs: 10_000, staleMs: 60_000, maxEntries: 100, maxChars: 1_000_000 };

interface FakeResponse {
  res: ServerResponse;
  headers: Record<string, unknown>;
  body: () => string;
  ended: () => boolean;
}

function fakeResponse(): FakeResponse {
  const headers: Record<string, unknown> = {};
  const chunks: string[] = [];
  let ended = false;
  const res = {
    statusCode: 200,
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
    hasHeader: (name: string) => name.toLowerCase() in headers,
    write(chunk: string | Uint8Array) {
      chunks.push(String(chunk));
      return true;
    },
    end(chunk?: string) {
      if (chunk) chunks.push(chunk);
      ended = true;
      return res;
    },
  };
  return { res: res as unknown as ServerResponse, headers, body: () => chunks.join(''), ended: () => ended };
}

interface Visit {
  host?: string;
  locale?: string;
  path?: string;
  cookie?: string;
  authorization?: string;
  tenantKey?: string;
  method?: string;
}

function visit(v: Visit = {}): { page: PageRequest; out: FakeResponse } {
  const headers: Record<string, string> = { host: v.host ?? 'globalbuy.localhost:3000' };
  if (v.cookie) headers.cookie = v.cookie;
  if (v.authorization) headers.authorization = v.authorization;
  const req = { method: v.method ?? 'GET', headers, socket: { localPort: 3000 } } as unknown as IncomingMessage;
  const out = fakeResponse();
  const page: PageRequest = {
    req,
    res: out.res,
    locale: v.locale ?? 'en',
    tenantKey: v.tenantKey ?? (v.host ?? 'globalbuy.localhost').split(':')[0] ?? '',
    path: v.path ?? '/',
    cookies: parseCookieHeader(v.cookie),
    dataRequest: false,
    settingCookies: false,
  };
  return { page, out };
}

/** What the renderer does after a 'render' outcome: writes the page for that request. */
function render(out: FakeResponse, html: string, headers: Record<string, string> = {}) {
  out.res.setHeader('Content-Type', 'text/html; charset=utf-8');
  for (const [name, value] of Object.entries(headers)) out.res.setHeader(name, value);
  out.res.write(html.slice(0, 5));
  out.res.end(html.slice(5));
}

function setup(deps: PageCacheDeps & { now?: () => number } = {}) {
  const refreshes: RefreshTarget[] = [];
  const store = createHtmlCache({ ...settings, now: deps.now });
  const cache = createPageCache(settings, { store, refresh: (target) => refreshes.push(target), ...deps });
  /** One request end to end: served from the cache, or rendered as `html` by the page. */
  function request(v: Visit, html: string, headers?: Record<string, string>) {
    const { page, out } = visit(v);
    const outcome = cache.handle(page);
    if (outcome === 'render') render(out, html, headers);
    return { outcome, body: out.body(), headers: out.headers };
  }
  return { cache, request, refreshes, store };
}

describe('shared page cache', () => {
  it('serves the second anonymous visitor from memory with shared-cache headers', () => {
    const { request } = setup();
    const first = request({}, '<html>home one</html>');
    expect(first.outcome).toBe('render');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=10, stale-while-revalidate=60$/);
    expect(first.headers.vary).toBe('Cookie, X-Forwarded-Host, Sec-CH-Prefers-Color-Scheme');
    const second = request({}, '<html>home two</html>');
    expect(second.outcome).toBe('served');
    expect(second.body).toBe('<html>home one</html>');
    expect(second.headers['x-page-cache']).toBe('HIT');
  });

  it("never gives one tenant another tenant's page", () => {
    const { request } = setup();
    request({ host: 'globalbuy.localhost' }, '<html>GlobalBuy</html>');
    const souq = request({ host: 'souq.localhost' }, '<html>Souq</html>');
    expect(souq.outcome).toBe('render');
    expect(request({ host: 'souq.localhost' }, 'x').body).toBe('<html>Souq</html>');
    expect(request({ host: 'globalbuy.localhost' }, 'x').body).toBe('<html>GlobalBuy</html>');
    // Same host, another configured tenant (DEFAULT_TENANT_ID): still apart.
    expect(
      request({ host: 'globalbuy.localhost', tenantKey: 'globalbuy.localhost|other' }, '<html>other</html>').outcome,
    ).toBe('render');
    // A forwarded host is part of the key too.
    const forwarded = visit({ host: 'globalbuy.localhost' });
    forwarded.page.req.headers['x-forwarded-host'] = 'souq.localhost';
    expect(setup().cache.handle(forwarded.page)).toBe('render');
  });

  it('keeps locale, colour scheme, direction and path with query apart', () => {
    const { request } = setup();
    request({}, '<html>base</html>');
    const variants: Visit[] = [
      { locale: 'fr', cookie: 'NEXT_LOCALE=fr' },
      { cookie: 'ps_color_scheme=dark' },
      { cookie: 'ps_direction=rtl' },
      { path: '/?q=1' },
      { path: '/faq' },
    ];
    variants.forEach((v, i) => {
      expect(request(v, `<html>variant ${i}</html>`).outcome).toBe('render');
    });
    variants.forEach((v, i) => {
      expect(request(v, 'x').body).toBe(`<html>variant ${i}</html>`);
    });
    expect(request({}, 'x').body).toBe('<html>base</html>');
  });

  it('never serves a cached page to a logged-in shopper and never stores theirs', () => {
    const { request, store } = setup();
    request({}, '<html>anonymous</html>');
    for (const login of [
      { cookie: 'ps_logged_in=1; ps_token=abc' },
      { cookie: 'ps_token=abc' },
      { authorization: 'Bearer abc' },
    ]) {
      const mine = request(login, '<html>Hello Alice, your cart</html>');
      expect(mine.outcome).toBe('render');
      expect(mine.body).toBe('<html>Hello Alice, your cart</html>');
      expect(mine.headers['cache-control']).toBe('private, no-store');
    }
    expect(store.size()).toBe(1);
    expect(request({}, 'x').body).toBe('<html>anonymous</html>');
    // On a page nobody cached yet, the shopper's render still stays out of the cache.
    request({ path: '/cart', cookie: 'ps_logged_in=1; ps_token=abc' }, "<html>Alice's cart</html>");
    expect(request({ path: '/cart' }, '<html>empty cart</html>').body).toBe('<html>empty cart</html>');
  });

  it('stores nothing that is not a plain 200 HTML page without new cookies', () => {
    const { cache, store } = setup();
    const notFound = visit({ path: '/missing' });
    cache.handle(notFound.page);
    notFound.out.res.statusCode = 404;
    render(notFound.out, '<html>404</html>');
    const cookie = visit({ path: '/with-cookie' });
    cache.handle(cookie.page);
    render(cookie.out, '<html>cookie</html>', { 'Set-Cookie': 'x=1' });
    const privatePage = visit({ path: '/private' });
    cache.handle(privatePage.page);
    render(privatePage.out, '<html>private</html>', { 'Cache-Control': 'private, no-store' });
    const post = visit({ method: 'POST' });
    expect(cache.handle(post.page)).toBe('render');
    render(post.out, '<html>post</html>');
    expect(store.size()).toBe(0);
  });

  it('gives every response its own CSP nonce, in the HTML and in the header', () => {
    let n = 0;
    const { request } = setup({ newNonce: () => `fresh${(n += 1)}` });
    const csp = "script-src 'self' 'nonce-first0'";
    request({}, '<script nonce="first0">a</script><style nonce="first0"></style>', { 'Content-Security-Policy': csp });
    const hit = request({}, 'x');
    expect(hit.body).toBe('<script nonce="fresh1">a</script><style nonce="fresh1"></style>');
    expect(hit.headers['content-security-policy']).toBe("script-src 'self' 'nonce-fresh1'");
    const again = request({}, 'x');
    expect(again.body).toContain('nonce="fresh2"');
    expect(again.body).not.toContain('first0');
    // A response that already carries a policy of its own keeps it, and the HTML follows its nonce.
    const store = setup({ newNonce: () => 'unused' });
    store.request({}, '<script nonce="first0"></script>', { 'Content-Security-Policy': csp });
    const live = visit();
    live.out.res.setHeader('Content-Security-Policy', "script-src 'nonce-live9'");
    expect(store.cache.handle(live.page)).toBe('served');
    expect(live.out.body()).toBe('<script nonce="live9"></script>');
    expect(live.out.headers['content-security-policy']).toBe("script-src 'nonce-live9'");
  });

  it('serves a stale page while one background render refreshes it', () => {
    let now = 0;
    const { request, refreshes, store } = setup({ now: () => now });
    request(
      { locale: 'fr', path: '/faq?x=1', cookie: 'NEXT_LOCALE=fr; ps_color_scheme=dark; other=1' },
      '<html>old</html>',
    );
    now = 15_000;
    const stale = request(
      { locale: 'fr', path: '/faq?x=1', cookie: 'NEXT_LOCALE=fr; ps_color_scheme=dark; other=1' },
      'x',
    );
    expect(stale.body).toBe('<html>old</html>');
    expect(stale.headers['x-page-cache']).toBe('STALE');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.path).toBe('/fr/faq?x=1');
    expect(refreshes[0]?.headers.cookie).toBe('NEXT_LOCALE=fr; ps_color_scheme=dark');
    // One refresh at a time.
    request({ locale: 'fr', path: '/faq?x=1', cookie: 'NEXT_LOCALE=fr; ps_color_scheme=dark' }, 'x');
    expect(refreshes).toHaveLength(1);
    // Past the stale window the page is gone.
    now = 80_000;
    expect(
      store.get(
        ['globalbuy.localhost:3000', '', '', 'globalbuy.localhost', 'fr', 'fr', 'dark', '', '/faq?x=1'].join('\n'),
      ).state,
    ).toBe('miss');
  });

  it('can be switched off and reads its settings from the environment', () => {
    expect(pageCacheSettings({ PAGE_CACHE: 'off' } as unknown as NodeJS.ProcessEnv).enabled).toBe(false);
    const s = pageCacheSettings({ PAGE_CACHE_TTL_S: '5', PAGE_CACHE_STALE_S: '30' } as unknown as NodeJS.ProcessEnv);
    expect(s).toMatchObject({ enabled: true, ttlMs: 5000, staleMs: 30_000 });
    expect(localisedPath('en', '/faq')).toBe('/faq');
    expect(localisedPath('ar', '/')).toBe('/ar');
    expect(localisedPath('ar', '/?a=1')).toBe('/ar?a=1');
  });
});

describe('html store', () => {
  it('evicts the least recently used page when over its size', () => {
    const store = createHtmlCache({ ...settings, maxEntries: 2 });
    store.set('a', { html: 'A', nonce: null, csp: null });
    store.set('b', { html: 'B', nonce: null, csp: null });
    store.get('a');
    store.set('c', { html: 'C', nonce: null, csp: null });
    expect(store.get('b').state).toBe('miss');
    expect(store.get('a').state).toBe('fresh');
    const small = createHtmlCache({ ...settings, maxChars: 5 });
    small.set('a', { html: 'AAA', nonce: null, csp: null });
    small.set('b', { html: 'BBB', nonce: null, csp: null });
    expect(small.size()).toBe(1);
    expect(small.chars()).toBe(3);
  });
});

describe('page cache key', () => {
  const page = (headers: Record<string, string>, cookies: Record<string, string> = {}) => ({
    req: { headers } as unknown as IncomingMessage,
    locale: 'en',
    tenantKey: 't1',
    path: '/',
    cookies,
  });

  it('keeps pages rendered for a dark and a light device apart, by client hint or by the reported setting', () => {
    const base = { host: 'shop.example' };
    const light = pageCacheKey(page({ ...base, 'sec-ch-prefers-color-scheme': '"light"' }));
    const dark = pageCacheKey(page({ ...base, 'sec-ch-prefers-color-scheme': '"dark"' }));
    expect(dark).not.toBe(light);
    expect(pageCacheKey(page(base, { ps_device_scheme: 'dark' }))).not.toBe(
      pageCacheKey(page(base, { ps_device_scheme: 'light' })),
    );
  });
});
