/** @jest-environment node */
// withPage with the shared page cache, rendered the way Next does: getServerSideProps, then (unless the response
// was already sent) the page written from its props.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { GetServerSidePropsContext } from 'next';
import type { Tenant, UserProfile } from '@/contract';
import { createHttp, type HttpOptions } from '@/services/http';
import { createPageCache } from '@/services/server/pageCache';
import { createTenantCache } from '@/services/server/tenantCache';
import { makeWithPage } from '@/services/server/withPage';
import { encryptProfile } from '@/utils/profileCookie';
import { makeTenant } from '../fixtures/tenant';

function tenantOf(id: string, name: string): Tenant {
  return makeTenant({
    id,
    name,
    themeColor: '0a7d55',
    supportedLanguages: ['en', 'ar'],
    timezoneOffset: 3,
    exchangeInfo: { cnyExchangeRate: 1, currency: 'USD' },
    tenantPreference: { showExchangeRate: false, productPlatforms: ['Taobao'] },
  });
}

const tenants: Record<string, Tenant> = {
  'souq.localhost': tenantOf('souq', 'Souq'),
  'globalbuy.localhost': tenantOf('gb', 'GlobalBuy'),
};
const alice: UserProfile = {
  id: 'alice',
  name: 'Alice',
  email: 'alice@souq.test',
  secondEmail: null,
  phoneNumber: null,
  language: 'en',
  unreadNotificationCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
};

function setup() {
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const host = String(config.headers.get('X-Tenant-Domain'));
    const data = config.url === '/front/tenant' ? tenants[host] : config.url === '/front/user/profile' ? alice : [];
    return { status: 200, statusText: '', data, headers: {}, config, request: {} };
  };
  const withPage = makeWithPage({
    tenantCache: createTenantCache(),
    articleTypesCache: createTenantCache(),
    createHttp: (options: HttpOptions) => createHttp({ ...options, baseURL: 'http://api.test', adapter }),
    translations: async (locale, ns) => ({
      _nextI18Next: { initialI18nStore: {}, initialLocale: locale, ns, userConfig: null },
    }),
    env: { NODE_ENV: 'test' } as unknown as NodeJS.ProcessEnv,
    pageCache: createPageCache({ enabled: true, ttlMs: 10_000, staleMs: 60_000, maxEntries: 100, maxChars: 1_000_000 }),
  });
  const gssp = withPage({}, async () => ({ props: { cart: 'the cart' } }));

  /** One document request for `/cart`, answered from the cache or rendered from the props. */
  async function request(host: string, cookie?: string): Promise<string> {
    const headers: Record<string, string> = { host };
    if (cookie) headers.cookie = cookie;
    const sent: Record<string, unknown> = {};
    let body = '';
    let ended = false;
    const res = {
      statusCode: 200,
      setHeader: (name: string, value: unknown) => {
        sent[name.toLowerCase()] = value;
      },
      getHeader: (name: string) => sent[name.toLowerCase()],
      hasHeader: (name: string) => name.toLowerCase() in sent,
      write: (chunk: string) => {
        body += chunk;
        return true;
      },
      end: (chunk?: string) => {
        body += chunk ?? '';
        ended = true;
      },
    };
    const context = {
      req: { method: 'GET', headers, url: '/cart', socket: { localPort: 3000 } },
      res,
      locale: 'en',
      resolvedUrl: '/cart',
      query: {},
    } as unknown as GetServerSidePropsContext;
    const result = (await gssp(context)) as { props: { tenant?: Tenant; session?: { profile: UserProfile | null } } };
    if (!ended) {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(`<html>${result.props.tenant?.name} for ${result.props.session?.profile?.name ?? 'anyone'}</html>`);
    }
    return body;
  }
  return { request };
}

const LOGGED_IN = `ps_logged_in=1; ps_token=secret; ps_profile=${encodeURIComponent(encryptProfile(alice))}`;

describe('withPage and the shared page cache', () => {
  it("never answers one tenant with another tenant's page", async () => {
    const { request } = setup();
    expect(await request('souq.localhost')).toBe('<html>Souq for anyone</html>');
    expect(await request('globalbuy.localhost')).toBe('<html>GlobalBuy for anyone</html>');
    expect(await request('souq.localhost')).toBe('<html>Souq for anyone</html>');
    expect(await request('globalbuy.localhost:3000')).toBe('<html>GlobalBuy for anyone</html>');
  });

  it("never gives a shopper's page to anyone else, nor a shared page to a shopper", async () => {
    const { request } = setup();
    expect(await request('souq.localhost', LOGGED_IN)).toBe('<html>Souq for Alice</html>');
    expect(await request('souq.localhost')).toBe('<html>Souq for anyone</html>');
    expect(await request('souq.localhost', LOGGED_IN)).toBe('<html>Souq for Alice</html>');
    expect(await request('souq.localhost')).toBe('<html>Souq for anyone</html>');
  });
});
