/** @jest-environment node */
import type { InternalAxiosRequestConfig } from 'axios';
import type { GetServerSidePropsContext } from 'next';
import type { Tenant, UserProfile } from '@/contract';
import { createHttp, type HttpOptions } from '@/services/http';
import { createPageCache } from '@/services/server/pageCache';
import { pageCacheSettings } from '@/services/server/pageCacheRules';
import { createTenantCache } from '@/services/server/tenantCache';
import { makeWithPage } from '@/services/server/withPage';
import { encryptProfile } from '@/utils/profileCookie';
import { fakeAdapter, type Reply } from '../fixtures/fakeApi';
import { makeTenant } from '../fixtures/tenant';

// Souq China as its operator entered it: the colour without '#', which withPage normalises.
const tenant = makeTenant({
  id: 'souq',
  name: 'Souq China',
  themeColor: '0a7d55',
  defaultLanguage: 'ar',
  supportedLanguages: ['ar', 'en'],
  timezoneOffset: 3,
  exchangeInfo: { cnyExchangeRate: 0.52, currency: 'SAR' },
  googleAnalyticsTraceId: null,
  tenantPreference: { productPlatforms: ['Alibaba'] },
});

const profile: UserProfile = {
  id: 'u',
  name: 'Demo',
  email: 'demo@souq.test',
  secondEmail: null,
  phoneNumber: null,
  language: 'ar',
  unreadNotificationCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
};

function setup(
  route: (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>,
  opts: { now?: () => number; env?: Record<string, string>; pageCache?: boolean } = {},
) {
  const { adapter, calls } = fakeAdapter(route);
  const translations = jest.fn(async (locale: string, ns: string[]) => ({
    _nextI18Next: { initialI18nStore: {}, initialLocale: locale, ns, userConfig: null },
  }));
  const withPage = makeWithPage({
    tenantCache: createTenantCache({ now: opts.now }),
    articleTypesCache: createTenantCache({ now: opts.now }),
    createHttp: (options: HttpOptions) => createHttp({ ...options, baseURL: 'http://api.test', adapter }),
    translations,
    env: { NODE_ENV: 'test', ...opts.env } as NodeJS.ProcessEnv,
    ...(opts.pageCache ? { pageCache: createPageCache(pageCacheSettings({} as NodeJS.ProcessEnv)) } : {}),
  });
  return { withPage, calls, translations };
}

const tenantRoute = (config: InternalAxiosRequestConfig): Reply => {
  if (config.url === '/front/tenant') {
    return config.headers.get('X-Tenant-Domain') === 'souq.localhost'
      ? { status: 200, data: tenant }
      : { status: 404, data: { code: 'TENANT_NOT_FOUND', message: 'no' } };
  }
  if (config.url === '/front/user/profile') return { status: 200, data: profile };
  if (config.url === '/front/site-content/enabled-article-types') return { status: 200, data: ['FAQ', 'ABOUT_US'] };
  return { status: 404, data: { code: 'NOT_FOUND', message: '' } };
};

interface CtxInit {
  host?: string;
  locale?: string;
  url?: string;
  resolvedUrl?: string;
  cookie?: string;
  data?: boolean;
}

function ctx(init: CtxInit = {}) {
  const headers: Record<string, string> = { host: init.host ?? 'souq.localhost:3000' };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.data) headers['x-nextjs-data'] = '1';
  const setHeaders: Record<string, unknown> = {};
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: unknown) => {
      setHeaders[name.toLowerCase()] = value;
    },
    getHeader: (name: string) => setHeaders[name.toLowerCase()],
  };
  const context = {
    req: { headers, url: init.url ?? '/cart', socket: {} },
    res,
    locale: init.locale ?? 'ar',
    resolvedUrl: init.resolvedUrl ?? '/cart',
    query: {},
  } as unknown as GetServerSidePropsContext;
  return { context, res, setHeaders };
}

const LOCALE_COOKIE = 'NEXT_LOCALE=ar';

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('withPage: tenant', () => {
  it('passes tenant, session, runtime config, preferences and translations; normalises the colour', async () => {
    const { withPage, translations } = setup(tenantRoute);
    const gssp = withPage({ namespaces: ['home'] });
    const result = await gssp(ctx({ cookie: `${LOCALE_COOKIE}; ps_color_scheme=dark` }).context);
    expect(result).toHaveProperty('props');
    const props = (result as { props: Record<string, unknown> }).props;
    expect(props.tenant).toEqual(expect.objectContaining({ id: 'souq', themeColor: '#0a7d55' }));
    expect(props.session).toEqual({ loggedIn: false, profile: null });
    expect(props.runtimeConfig).toEqual({ productLinkKey: 'dev-product-link-key' });
    expect(props.initialPreferences).toEqual({
      scheme: 'dark',
      schemeChosen: true,
      schemeKnown: true,
      direction: 'ltr',
    });
    expect(props.siteNotFound).toBe(false);
    expect(translations).toHaveBeenCalledWith('ar', ['common', 'search', 'home']);
  });

  it('caches the tenant per host for 60 s: a warm page makes no tenant call', async () => {
    let now = 1_000;
    const { withPage, calls } = setup(tenantRoute, { now: () => now });
    const gssp = withPage({});
    await gssp(ctx({ cookie: LOCALE_COOKIE }).context);
    await gssp(ctx({ cookie: LOCALE_COOKIE }).context);
    expect(calls.filter((c) => c.url === '/front/tenant')).toHaveLength(1);
    now += 59_000;
    await gssp(ctx({ cookie: LOCALE_COOKIE }).context);
    expect(calls.filter((c) => c.url === '/front/tenant')).toHaveLength(1);
    now += 2_000;
    await gssp(ctx({ cookie: LOCALE_COOKIE }).context);
    expect(calls.filter((c) => c.url === '/front/tenant')).toHaveLength(2);
  });

  it('sanitises the tenant HTML on the server before it reaches the page', async () => {
    const hostile = { ...tenant, termsOfUseHtml: '<p onclick="x()">Terms</p><script>alert(1)</script>' };
    const { withPage } = setup((config) =>
      config.url === '/front/tenant' ? { status: 200, data: hostile } : tenantRoute(config),
    );
    const result = (await withPage({})(ctx({ cookie: LOCALE_COOKIE }).context)) as { props: { tenant: Tenant } };
    expect(result.props.tenant.termsOfUseHtml).toBe('<p>Terms</p>');
  });

  it('hands the enabled article types to the layout, cached like the tenant', async () => {
    const { withPage, calls } = setup(tenantRoute);
    const gssp = withPage({});
    const first = (await gssp(ctx({ cookie: LOCALE_COOKIE }).context)) as { props: { enabledArticleTypes?: string[] } };
    await gssp(ctx({ cookie: LOCALE_COOKIE }).context);
    expect(first.props.enabledArticleTypes).toEqual(['FAQ', 'ABOUT_US']);
    expect(calls.filter((c) => c.url === '/front/site-content/enabled-article-types')).toHaveLength(1);
  });

  it('shares one tenant call between concurrent requests (single flight)', async () => {
    let release: () => void = () => undefined;
    let arrived: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reached = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const { withPage, calls } = setup(async (config) => {
      if (config.url === '/front/tenant') {
        arrived();
        await gate;
      }
      return tenantRoute(config);
    });
    const gssp = withPage({});
    const pending = [1, 2, 3, 4].map(() => gssp(ctx({ cookie: LOCALE_COOKIE }).context));
    // The first request's tenant call is on the wire; the other three asked the cache before it left.
    await reached;
    release();
    const results = await Promise.all(pending);
    expect(calls.filter((c) => c.url === '/front/tenant')).toHaveLength(1);
    expect(results.every((r) => 'props' in r)).toBe(true);
  });

  it('renders "site not found" with 404 for an unknown host, and caches that briefly', async () => {
    let now = 0;
    const { withPage, calls } = setup(tenantRoute, { now: () => now });
    const gssp = withPage({ requireAuth: true });
    const first = ctx({ host: 'nowhere.localhost:3000', locale: 'en' });
    const result = await gssp(first.context);
    expect(first.res.statusCode).toBe(404);
    expect(result).toEqual({ props: expect.objectContaining({ siteNotFound: true, tenant: null }) });
    await gssp(ctx({ host: 'nowhere.localhost', locale: 'en' }).context);
    expect(calls.filter((c) => c.url === '/front/tenant')).toHaveLength(1);
    now += 11_000;
    await gssp(ctx({ host: 'nowhere.localhost', locale: 'en' }).context);
    expect(calls.filter((c) => c.url === '/front/tenant')).toHaveLength(2);
  });

  it('answers a malformed host with "site not found" without calling the API', async () => {
    const { withPage, calls } = setup(tenantRoute);
    const c = ctx({ host: 'bad host!', locale: 'en' });
    const result = await withPage({})(c.context);
    expect(c.res.statusCode).toBe(404);
    expect(result).toEqual({ props: expect.objectContaining({ siteNotFound: true }) });
    expect(calls).toHaveLength(0);
  });

  it('serves the last known tenant (and logs it) when a refresh fails, and tries again after 5 s', async () => {
    let now = 1_000;
    let down = false;
    const { withPage, calls } = setup(
      (config) =>
        down && config.url === '/front/tenant'
          ? { status: 502, data: { code: 'UPSTREAM_UNAVAILABLE', message: '' } }
          : tenantRoute(config),
      { now: () => now },
    );
    const gssp = withPage({});
    await gssp(ctx({ cookie: LOCALE_COOKIE }).context);
    down = true;
    now += 61_000;
    const c = ctx({ cookie: LOCALE_COOKIE });
    const stale = await gssp(c.context);
    expect(c.res.statusCode).toBe(200);
    expect(stale).toEqual({ props: expect.objectContaining({ tenant: expect.objectContaining({ id: 'souq' }) }) });
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /refresh of souq\.localhost\|.*failed \(UPSTREAM_UNAVAILABLE\): serving the last known value/,
      ),
    );
    const tenantCalls = () => calls.filter((x) => x.url === '/front/tenant').length;
    expect(tenantCalls()).toBe(2);
    // Within the retry pause the stale tenant is served without another call; after it, the API is asked again.
    await gssp(ctx({ cookie: LOCALE_COOKIE }).context);
    expect(tenantCalls()).toBe(2);
    down = false;
    now += 6_000;
    await gssp(ctx({ cookie: LOCALE_COOKIE }).context);
    expect(tenantCalls()).toBe(3);
  });

  it('forgets the last known tenant when the API says it no longer exists', async () => {
    let now = 1_000;
    let gone = false;
    const { withPage } = setup(
      (config) =>
        gone && config.url === '/front/tenant'
          ? { status: 404, data: { code: 'TENANT_NOT_FOUND', message: '' } }
          : tenantRoute(config),
      { now: () => now },
    );
    const gssp = withPage({});
    await gssp(ctx({ cookie: LOCALE_COOKIE }).context);
    gone = true;
    now += 61_000;
    const c = ctx({ cookie: LOCALE_COOKIE });
    await gssp(c.context);
    expect(c.res.statusCode).toBe(404);
  });

  it('shows a 503 error state when the API is down, and does not cache the failure', async () => {
    let down = true;
    const { withPage, calls } = setup((config) =>
      down ? { status: 502, data: { code: 'UPSTREAM_UNAVAILABLE', message: '' } } : tenantRoute(config),
    );
    const gssp = withPage({});
    const c = ctx({ cookie: LOCALE_COOKIE });
    const result = await gssp(c.context);
    expect(c.res.statusCode).toBe(503);
    expect(result).toEqual({
      props: expect.objectContaining({ errorState: { status: 503, code: 'UPSTREAM_UNAVAILABLE' } }),
    });
    down = false;
    const again = await gssp(ctx({ cookie: LOCALE_COOKIE }).context);
    expect(again).toEqual({ props: expect.objectContaining({ tenant: expect.objectContaining({ id: 'souq' }) }) });
    expect(calls.filter((x) => x.url === '/front/tenant')).toHaveLength(2);
  });
});

describe('withPage: auth', () => {
  it('redirects a requireAuth page without login cookies with 307 and the current path + query', async () => {
    const { withPage } = setup(tenantRoute);
    const result = await withPage({ requireAuth: true })(
      ctx({ cookie: LOCALE_COOKIE, resolvedUrl: '/my/purchase?page=2&q=a b' }).context,
    );
    expect(result).toEqual({
      redirect: { destination: '/auth/login?redirectUrl=%2Fmy%2Fpurchase%3Fpage%3D2%26q%3Da%20b', statusCode: 307 },
    });
  });

  it('lets a logged-in shopper in and hands the loader an http client with the bearer token', async () => {
    const { withPage, calls } = setup(tenantRoute);
    const loader = jest.fn(
      async (
        _ctx: GetServerSidePropsContext,
        page: { http: { get: (u: string) => Promise<unknown> }; locale: string; session: { loggedIn: boolean } },
      ) => {
        await page.http.get('/front/cart').catch(() => undefined);
        return { props: { own: page.locale, loggedIn: page.session.loggedIn } };
      },
    );
    const cookie = `${LOCALE_COOKIE}; ps_logged_in=1; ps_token=tok-1; ps_profile=${encodeURIComponent(encryptProfile(profile))}`;
    const result = await withPage({ requireAuth: true }, loader)(ctx({ cookie }).context);
    expect(result).toEqual({
      props: expect.objectContaining({ own: 'ar', loggedIn: true, session: { loggedIn: true, profile } }),
    });
    const cart = calls.find((c) => c.url === '/front/cart')!;
    expect(cart.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(cart.headers.get('X-Tenant-Domain')).toBe('souq.localhost');
    expect(cart.headers.get('Accept-Language')).toBe('ar');
    // Profile came from the cookie: no profile call.
    expect(calls.some((c) => c.url === '/front/user/profile')).toBe(false);
  });

  it('fetches the profile when the cookie cannot be read, and treats a 401 as logged out', async () => {
    const { withPage } = setup((config) =>
      config.url === '/front/user/profile'
        ? { status: 401, data: { code: 'UNAUTHORIZED', message: '' } }
        : tenantRoute(config),
    );
    const c = ctx({ cookie: `${LOCALE_COOKIE}; ps_logged_in=1; ps_token=stale; ps_profile=garbage` });
    const result = await withPage({ requireAuth: true })(c.context);
    expect(result).toEqual({ redirect: expect.objectContaining({ statusCode: 307 }) });
    expect(String(c.setHeaders['set-cookie'])).toContain('ps_token=; Path=/; Max-Age=0');
  });

  it("turns the loader's notFound into the site's 404 page, with the tenant and its translations", async () => {
    const { withPage } = setup(tenantRoute);
    const document = ctx({ cookie: LOCALE_COOKIE });
    const result = await withPage({}, () => ({ notFound: true }))(document.context);
    expect(document.res.statusCode).toBe(404);
    const props = (result as { props: Record<string, unknown> }).props;
    expect(props).toEqual(
      expect.objectContaining({ pageNotFound: true, tenant: expect.objectContaining({ id: 'souq' }) }),
    );
    expect(props._nextI18Next).toBeDefined();

    // A client-side navigation's data answers 200, so the browser draws the 404 in place instead of reloading.
    const navigation = ctx({ cookie: LOCALE_COOKIE, data: true });
    await withPage({}, () => ({ notFound: true }))(navigation.context);
    expect(navigation.res.statusCode).toBe(200);
  });

  it("passes the loader's redirect through", async () => {
    const { withPage } = setup(tenantRoute);
    const answer = { redirect: { destination: '/ar/cart', permanent: false } };
    expect(await withPage({}, () => answer)(ctx({ cookie: LOCALE_COOKIE }).context)).toEqual(answer);
  });
});

describe('withPage: locale', () => {
  it('sends an unsupported locale to the tenant default language (307, explicit prefix)', async () => {
    const { withPage } = setup(tenantRoute);
    const result = await withPage({})(
      ctx({ locale: 'fr', resolvedUrl: '/cart?x=1', cookie: 'NEXT_LOCALE=fr' }).context,
    );
    expect(result).toEqual({ redirect: { destination: '/ar/cart?x=1', statusCode: 307 } });
  });

  it('starts a first visit (no NEXT_LOCALE) on an unprefixed URL in the tenant default language', async () => {
    const { withPage } = setup(tenantRoute);
    expect(await withPage({})(ctx({ locale: 'en', resolvedUrl: '/' }).context)).toEqual({
      redirect: { destination: '/ar', statusCode: 307 },
    });
  });

  it('keeps a shopper who chose another supported language (cookie) where they are', async () => {
    const { withPage } = setup(tenantRoute);
    const result = await withPage({})(ctx({ locale: 'en', cookie: 'NEXT_LOCALE=en' }).context);
    expect(result).toHaveProperty('props');
  });

  it('remembers an explicit supported locale in NEXT_LOCALE', async () => {
    const { withPage } = setup(tenantRoute);
    const c = ctx({ locale: 'ar', url: '/ar/cart' });
    const result = await withPage({})(c.context);
    expect(result).toHaveProperty('props');
    expect(String(c.setHeaders['set-cookie'])).toMatch(/NEXT_LOCALE=ar; Path=\/; Max-Age=31536000/);
  });

  it('treats a client-side navigation as an explicit choice (language switcher to the routing default)', async () => {
    const { withPage } = setup(tenantRoute);
    const c = ctx({ locale: 'en', data: true });
    const result = await withPage({})(c.context);
    expect(result).toHaveProperty('props');
    expect(String(c.setHeaders['set-cookie'])).toContain('NEXT_LOCALE=en');
  });

  it('sends an unprefixed URL to the other supported language the NEXT_LOCALE cookie names', async () => {
    const { withPage } = setup(tenantRoute);
    expect(
      await withPage({})(ctx({ locale: 'en', resolvedUrl: '/cart?x=1', cookie: 'NEXT_LOCALE=ar' }).context),
    ).toEqual({ redirect: { destination: '/ar/cart?x=1', statusCode: 307 } });
  });

  it('lets the language switcher win over the cookie, and ignores a cookie naming a language the tenant lacks', async () => {
    const { withPage } = setup(tenantRoute);
    expect(await withPage({})(ctx({ locale: 'en', cookie: 'NEXT_LOCALE=ar', data: true }).context)).toHaveProperty(
      'props',
    );
    expect(await withPage({})(ctx({ locale: 'en', cookie: 'NEXT_LOCALE=fr' }).context)).toHaveProperty('props');
  });

  it('shows an error page instead of redirecting in circles for a tenant without usable languages', async () => {
    const broken = { ...tenant, supportedLanguages: ['xx'], defaultLanguage: 'yy' };
    const { withPage } = setup((config) =>
      config.url === '/front/tenant' ? { status: 200, data: broken } : tenantRoute(config),
    );
    const c = ctx({ locale: 'en' });
    const result = await withPage({})(c.context);
    expect(c.res.statusCode).toBe(500);
    expect(result).toEqual({
      props: expect.objectContaining({ errorState: { status: 500, code: 'TENANT_MISCONFIGURED' } }),
    });
  });
});

describe('withPage: security', () => {
  it('gives every page response its own Content-Security-Policy nonce, with the tenant analytics host when set', async () => {
    const { withPage } = setup(tenantRoute);
    const first = ctx({ locale: 'ar' });
    const second = ctx({ locale: 'ar' });
    await withPage({})(first.context);
    await withPage({})(second.context);
    const policyA = String(first.setHeaders['content-security-policy']);
    const policyB = String(second.setHeaders['content-security-policy']);
    expect(policyA).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(policyA).toContain("frame-ancestors 'none'");
    expect(policyA).not.toBe(policyB);
    expect(policyA).not.toContain('googletagmanager');
  });

  it("remembers the tenant host for the browser's API calls, and only while the browser lacks it", async () => {
    const { withPage } = setup(tenantRoute);
    const first = ctx({ host: 'Souq.localhost:3000', cookie: LOCALE_COOKIE });
    await withPage({})(first.context);
    expect(String(first.setHeaders['set-cookie'])).toMatch(/ps_tenant_host=souq\.localhost; Path=\/; Max-Age=31536000/);
    const again = ctx({ cookie: `${LOCALE_COOKIE}; ps_tenant_host=souq.localhost` });
    await withPage({})(again.context);
    expect(again.setHeaders['set-cookie']).toBeUndefined();
  });

  it("still shares a first visit's page: the tenant cookies depend on the host alone", async () => {
    const { withPage } = setup(tenantRoute, { pageCache: true });
    const first = ctx({ cookie: LOCALE_COOKIE });
    Object.assign(first.context.req, { method: 'GET' });
    Object.assign(first.res, { write: () => true, end: () => first.res });
    await withPage({})(first.context);
    expect(String(first.setHeaders['set-cookie'])).toContain('ps_tenant_host=souq.localhost');
    expect(first.setHeaders['x-page-cache']).toBe('MISS');
    expect(String(first.setHeaders['cache-control'])).toMatch(/^public/);
  });

  it('sets the configured tenant id in a cookie, and removes one left from an earlier configuration', async () => {
    const configured = setup(tenantRoute, { env: { DEFAULT_TENANT_ID: 'souq' } });
    const c = ctx({ cookie: `${LOCALE_COOKIE}; ps_tenant_host=souq.localhost` });
    await configured.withPage({})(c.context);
    expect(String(c.setHeaders['set-cookie'])).toMatch(/ps_tenant_id=souq; Path=\/; Max-Age=31536000/);
    const plain = setup(tenantRoute);
    const left = ctx({ cookie: `${LOCALE_COOKIE}; ps_tenant_host=souq.localhost; ps_tenant_id=old` });
    await plain.withPage({})(left.context);
    expect(String(left.setHeaders['set-cookie'])).toMatch(/ps_tenant_id=; Path=\/; Max-Age=0/);
  });

  it('answers 400 to a NUL or an undecodable byte in the address without calling the API', async () => {
    const { withPage, calls } = setup(tenantRoute);
    for (const url of ['/product-search?keyword=%00', '/_next/data/b/ar/product-search.json?keyword=a%E4%B8']) {
      const c = ctx({ url });
      const result = await withPage({})(c.context);
      expect(c.res.statusCode).toBe(400);
      expect(result).toEqual({ props: expect.objectContaining({ errorState: { status: 400, code: 'BAD_REQUEST' } }) });
    }
    expect(calls).toHaveLength(0);
  });
});
