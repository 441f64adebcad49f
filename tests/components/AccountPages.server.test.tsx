/** @jest-environment node */
// The server side of /my/account and /my/message through the real withPage (fake tenant API, fake request):
// logged out → 307 to login with the page as redirectUrl; logged in → the loader's data; a token the API no
// longer accepts → 307 to login with the login cookies expired (else the login page would bounce back here).
import type { GetServerSidePropsContext } from 'next';
import type { Page, UserNotification, UserProfile } from '@/contract';
import { loadAccountPage } from '@/loaders/account';
import { loadMessagesPage } from '@/loaders/messages';
import { createHttp, type HttpOptions } from '@/services/http';
import { createTenantCache } from '@/services/server/tenantCache';
import { makeWithPage } from '@/services/server/withPage';
import { encryptProfile } from '@/utils/profileCookie';
import { fakeAdapter } from '../fixtures/fakeApi';
import { makeTenant } from '../fixtures/tenant';
import { settings as accountSettings } from '@/pages/my/account';
import { settings as messageSettings } from '@/pages/my/message';

const tenant = makeTenant({ supportedLanguages: ['en', 'fr'], tenantPreference: { productPlatforms: ['Taobao'] } });

const profile: UserProfile = {
  id: 'u1',
  name: 'Demo',
  email: 'demo@globalbuy.test',
  secondEmail: null,
  phoneNumber: null,
  language: 'en',
  unreadNotificationCount: 2,
  createdAt: '2026-01-01T00:00:00Z',
};
const page: Page<UserNotification> = { items: [], total: 0, pageNo: 2, pageSize: 20 };

function setup(tokenValid = true) {
  const { adapter, calls } = fakeAdapter((config) => {
    if (config.url === '/front/tenant') return { status: 200, data: tenant };
    const authorised = config.headers.get('Authorization') === 'Bearer tok-1' && tokenValid;
    if (!authorised) return { status: 401, data: { code: 'UNAUTHORIZED', message: 'Login required' } };
    if (config.url === '/front/user/profile') return { status: 200, data: profile };
    if (config.url === '/front/user-notifications') return { status: 200, data: page };
    return { status: 404, data: { code: 'NOT_FOUND', message: '' } };
  });
  const translations = jest.fn(async (locale: string, ns: string[]) => ({
    _nextI18Next: { initialI18nStore: {}, initialLocale: locale, ns, userConfig: null },
  }));
  const withPage = makeWithPage({
    tenantCache: createTenantCache(),
    createHttp: (options: HttpOptions) => createHttp({ ...options, baseURL: 'http://api.test', adapter }),
    translations,
    env: { NODE_ENV: 'test' } as NodeJS.ProcessEnv,
  });
  return { withPage, calls, translations };
}

function request(resolvedUrl: string, { loggedIn, query = {} }: { loggedIn: boolean; query?: Record<string, string> }) {
  const headers: Record<string, string> = { host: 'localhost:3000', cookie: 'NEXT_LOCALE=en' };
  if (loggedIn)
    headers.cookie += `; ps_logged_in=1; ps_token=tok-1; ps_profile=${encodeURIComponent(encryptProfile(profile))}`;
  const set: Record<string, unknown> = {};
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: unknown) => {
      set[name.toLowerCase()] = value;
    },
    getHeader: (name: string) => set[name.toLowerCase()],
  };
  const ctx = {
    req: { headers, url: resolvedUrl, socket: {} },
    res,
    locale: 'en',
    resolvedUrl,
    query,
  } as unknown as GetServerSidePropsContext;
  return { ctx, set };
}

describe('/my/account and /my/message on the server', () => {
  it('answers 307 to login with the page as redirectUrl when logged out, without calling the user API', async () => {
    const { withPage, calls } = setup();
    const account = await withPage(accountSettings, loadAccountPage)(request('/my/account', { loggedIn: false }).ctx);
    expect(account).toEqual({ redirect: { destination: '/auth/login?redirectUrl=%2Fmy%2Faccount', statusCode: 307 } });
    const messages = await withPage(
      messageSettings,
      loadMessagesPage,
    )(request('/my/message?filter=unread', { loggedIn: false, query: { filter: 'unread' } }).ctx);
    expect(messages).toEqual({
      redirect: { destination: '/auth/login?redirectUrl=%2Fmy%2Fmessage%3Ffilter%3Dunread', statusCode: 307 },
    });
    expect(calls.map((c) => c.url)).toEqual(['/front/tenant']);
  });

  it('renders the account page with a fresh profile and the account and auth texts', async () => {
    const { withPage, translations } = setup();
    const result = await withPage(accountSettings, loadAccountPage)(request('/my/account', { loggedIn: true }).ctx);
    expect(result).toMatchObject({ props: { initialProfile: profile, requireAuth: true } });
    expect(translations).toHaveBeenCalledWith('en', expect.arrayContaining(['common', 'account', 'auth']));
  });

  it('loads the notifications page the URL names', async () => {
    const { withPage, calls } = setup();
    const result = await withPage(
      messageSettings,
      loadMessagesPage,
    )(request('/my/message?filter=unread&page=2', { loggedIn: true, query: { filter: 'unread', page: '2' } }).ctx);
    expect(result).toMatchObject({ props: { initialPage: page } });
    expect(calls.find((c) => c.url === '/front/user-notifications')?.params).toEqual({
      pageNo: 2,
      pageSize: 20,
      unread: 'true',
    });
  });

  it('sends an expired login to login and expires its cookies', async () => {
    const { withPage } = setup(false);
    const { ctx, set } = request('/my/account', { loggedIn: true });
    const result = await withPage(accountSettings, loadAccountPage)(ctx);
    expect(result).toEqual({ redirect: { destination: '/auth/login?redirectUrl=%2Fmy%2Faccount', statusCode: 307 } });
    const cookies = (set['set-cookie'] as string[]).join('\n');
    for (const name of ['ps_logged_in', 'ps_profile', 'ps_token'])
      expect(cookies).toMatch(new RegExp(`${name}=; Path=/; Max-Age=0`));
  });
});
