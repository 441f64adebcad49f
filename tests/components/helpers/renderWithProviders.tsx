// Renders layout components inside the real stores of the app shell (tenant, preferences, http, cart, session,
// notistack, MUI theme) with the real English `common` texts. The network is the shared fake (tests/fixtures/
// fakeApi.ts) installed as axios' default adapter, so the HttpProvider's own instance uses it; the router is a
// controllable object behind Next's RouterContext (so useRouter and next/link both see it), and the login state
// is real cookies, exactly what SessionProvider reads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import i18next, { type i18n as I18n } from 'i18next';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from '@mui/material/styles';
import { DEFAULT_LOCALE, LOCALES, type ArticleType, type Cart, type Tenant, type UserProfile } from '@/contract';
import { installFakeApi, type FakeRequest, type Route } from '../../fixtures/fakeApi';
import { makeTenant } from '../../fixtures/tenant';
import Notifications from '@/components/common/Notifications';
import { resetEnabledArticleTypesCache } from '@/components/layout/useEnabledArticleTypes';
import { CartProvider } from '@/stores/cart';
import { HttpProvider } from '@/stores/http';
import { PreferencesProvider, usePreferences } from '@/stores/preferences';
import { SessionProvider } from '@/stores/session';
import { TenantProvider } from '@/stores/tenant';
import { createAppTheme } from '@/theme/createAppTheme';
import { clearSessionCookies, writeCookie, type ColorScheme, type Direction } from '@/utils/cookies';
import { updateProfileCookie } from '@/utils/profileCookie';
import enCommon from '@/locales/en/common.json';
import enSearch from '@/locales/en/search.json';

export { makeTenant };

export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'u1',
    name: 'Demo Shopper',
    email: 'demo@globalbuy.test',
    secondEmail: null,
    phoneNumber: null,
    language: 'en',
    unreadNotificationCount: 0,
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A cart of `items` lines (ids c1, c2, ...), each of two pieces: the header counts the lines, not the pieces. */
export function cartWith(items: number): Cart {
  const cartItems = Array.from({ length: items }, (_, i) => ({
    id: `c${i + 1}`,
    productUrl: `https://item.taobao.com/item.htm?id=${i + 1}`,
    productId: String(i + 1),
    platform: 'Taobao' as const,
    title: `Item ${i + 1}`,
    image: '',
    productSkuId: null,
    skuLabel: '',
    quantity: 2,
    price: 10,
    message: '',
    available: true,
  }));
  return {
    totalQuantity: items * 2,
    cartShops: items ? [{ shopId: 's1', shopName: 'Shop', cartItems }] : [],
  };
}

type Handler = (...args: unknown[]) => void;

export interface TestRouter extends NextRouter {
  push: jest.Mock;
  replace: jest.Mock;
  emit: (event: string, ...args: unknown[]) => void;
}

export function createTestRouter(path = '/', locale = 'en'): TestRouter {
  const handlers = new Map<string, Set<Handler>>();
  const url = new URL(path, 'http://localhost');
  const router = {
    pathname: url.pathname,
    route: url.pathname,
    asPath: `${url.pathname}${url.search}`,
    query: Object.fromEntries(url.searchParams),
    basePath: '',
    locale,
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    isReady: true,
    isFallback: false,
    isPreview: false,
    isLocaleDomain: false,
    push: jest.fn(async () => true),
    replace: jest.fn(async () => true),
    reload: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    prefetch: jest.fn(async () => undefined),
    beforePopState: jest.fn(),
    events: {
      on: (name: string, fn: Handler) => {
        if (!handlers.has(name)) handlers.set(name, new Set());
        handlers.get(name)?.add(fn);
      },
      off: (name: string, fn: Handler) => handlers.get(name)?.delete(fn),
      emit: (name: string, ...args: unknown[]) => handlers.get(name)?.forEach((fn) => fn(...args)),
    },
    emit: (name: string, ...args: unknown[]) => handlers.get(name)?.forEach((fn) => fn(...args)),
  };
  return router as unknown as TestRouter;
}

export type Routes = Record<string, unknown | ((config: InternalAxiosRequestConfig) => unknown)>;

/** The layout tests' routes as the shared fake network's: `/path` means `GET /path`, a value is a 200 answer. */
function toFakeRoutes(routes: Routes): Record<string, Route> {
  return Object.fromEntries(
    Object.entries(routes).map(([key, entry]) => [
      key.startsWith('/') ? `GET ${key}` : key,
      (config: InternalAxiosRequestConfig) => ({
        status: 200,
        data: typeof entry === 'function' ? (entry as (c: InternalAxiosRequestConfig) => unknown)(config) : entry,
      }),
    ]),
  );
}

/** One namespace of a locale folder, as the app loads it. */
export function localeFile(language: string, namespace: string): object {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'locales', language, `${namespace}.json`), 'utf8')) as object;
}

/**
 * `extra`: more namespaces a page needs (e.g. `{ account: enAccount }`), in `language` (English unless given; the
 * shell's `common` and `search` texts are read from that language's locale folder).
 */
export function createI18n(extra: Record<string, object> = {}, language = 'en'): I18n {
  const instance = i18next.createInstance();
  const shell =
    language === 'en'
      ? { common: enCommon, search: enSearch }
      : { common: localeFile(language, 'common'), search: localeFile(language, 'search') };
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: ['common', 'search', ...Object.keys(extra)],
    defaultNS: 'common',
    fallbackNS: 'common',
    resources: { [language]: { ...shell, ...extra } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

function Themed({ tenant, children }: { tenant: Tenant; children: ReactNode }) {
  const { scheme, direction } = usePreferences();
  return (
    <ThemeProvider theme={createAppTheme(tenant, scheme, direction)}>
      <div dir={direction} data-testid="themed" data-scheme={scheme}>
        {children}
      </div>
    </ThemeProvider>
  );
}

export interface RenderOptions {
  tenant?: Tenant;
  /** Logged in with this profile (written to the session cookies). */
  profile?: UserProfile | null;
  /** Items (lines, of two pieces each) in the cart when logged in. */
  cartQuantity?: number;
  path?: string;
  locale?: string;
  /** The page's language (a locale folder: 'ar', 'la', …); `namespaces` are then that language's. */
  language?: string;
  enabledArticleTypes?: ArticleType[];
  scheme?: ColorScheme;
  direction?: Direction;
  /** Extra API answers. */
  routes?: Routes;
  /** Extra API answers with their status (the shared fake network's routes), after `routes`. */
  api?: Record<string, Route>;
  /** Extra English translation namespaces, by name. */
  namespaces?: Record<string, object>;
}

export interface RenderWithProvidersResult extends RenderResult {
  router: TestRouter;
  calls: FakeRequest[];
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult {
  const tenant = options.tenant ?? makeTenant();
  const router = createTestRouter(options.path ?? '/', options.locale ?? options.language ?? 'en');
  const profile = options.profile ?? null;
  const routes: Routes = {
    '/front/cart': cartWith(options.cartQuantity ?? 0),
    '/front/site-content/enabled-article-types': options.enabledArticleTypes ?? [
      'HOW_TO_USE',
      'ABOUT_TRANSIT_FEE',
      'ABOUT_US',
      'FAQ',
      'PAYMENT_GUIDE',
      'SOURCING_SERVICE',
    ],
    '/front/user/profile': profile,
    'POST /front/user/logout': null,
    ...options.routes,
  };
  const calls = installFakeApi({ ...toFakeRoutes(routes), ...options.api });
  resetEnabledArticleTypesCache();
  window.sessionStorage.clear();
  clearSessionCookies();
  // What a login leaves readable in the browser (the token itself is an HttpOnly cookie scripts never see).
  if (profile) {
    writeCookie('loggedIn', '1');
    updateProfileCookie(profile);
  }

  const i18n = createI18n(options.namespaces, options.language);
  const view = render(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>
        <TenantProvider tenant={tenant} runtimeConfig={{ productLinkKey: 'test-link-key' }}>
          <PreferencesProvider
            initial={{
              scheme: options.scheme ?? 'light',
              schemeChosen: true,
              schemeKnown: true,
              direction: options.direction ?? 'ltr',
            }}
          >
            <Themed tenant={tenant}>
              <Notifications>
                <HttpProvider>
                  <CartProvider initialLoggedIn={Boolean(profile)}>
                    <SessionProvider initial={{ loggedIn: Boolean(profile), profile }}>{ui}</SessionProvider>
                  </CartProvider>
                </HttpProvider>
              </Notifications>
            </Themed>
          </PreferencesProvider>
        </TenantProvider>
      </I18nextProvider>
    </RouterContext.Provider>,
  );
  return { ...view, router, calls };
}
