// Shared setup for the search component tests: real English `search` texts through i18next, the real tenant
// store and notistack, a controllable router and an axios instance with a fake transport.
import type { ReactNode } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { SnackbarProvider } from 'notistack';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { ProductPlatform, Tenant } from '@/contract';
import { createHttp } from '@/services/http';
import { TenantProvider } from '@/stores/tenant';
import enSearch from '@/locales/en/search.json';

export const PRODUCT_LINK_KEY = 'test-link-key';

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: false,
  ns: ['common', 'search'],
  defaultNS: 'common',
  resources: { en: { search: enSearch, common: {} } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function makeTenant(platforms: ProductPlatform[] = ['Taobao', 'Alibaba', 'Poizon']): Tenant {
  return {
    id: 't1',
    name: 'GlobalBuy',
    description: '',
    themeColor: '#1976d2',
    logoImage: '',
    defaultLanguage: 'en',
    supportedLanguages: ['en'],
    timezoneOffset: 8,
    serviceEmail: '',
    servicePhone: '',
    serviceSocialAccounts: [],
    socialMediaPlatforms: [],
    footerLinks: [],
    analyticsCode: null,
    googleAnalyticsTraceId: null,
    exchangeInfo: { cnyExchangeRate: 0.14, currency: 'USD' },
    registrationEntity: null,
    tenantPreference: {
      showExchangeRate: true,
      productPlatforms: platforms,
      showClock: true,
      showPoweredBy: true,
      howToUseArticleOnly: false,
    },
    privacyPolicyHtml: '',
    termsOfUseHtml: '',
  };
}

type Handler = (...args: unknown[]) => void;

export interface MockRouter {
  pathname: string;
  asPath: string;
  query: Record<string, string | string[] | undefined>;
  locale: string;
  push: jest.Mock;
  events: { on: (name: string, fn: Handler) => void; off: (name: string, fn: Handler) => void; emit: (name: string, ...args: unknown[]) => void };
}

export function createMockRouter(): MockRouter {
  const handlers = new Map<string, Set<Handler>>();
  return {
    pathname: '/',
    asPath: '/',
    query: {},
    locale: 'en',
    push: jest.fn(async () => true),
    events: {
      on: (name, fn) => {
        if (!handlers.has(name)) handlers.set(name, new Set());
        handlers.get(name)?.add(fn);
      },
      off: (name, fn) => handlers.get(name)?.delete(fn),
      emit: (name, ...args) => handlers.get(name)?.forEach((fn) => fn(...args)),
    },
  };
}

/** Points the mock router at a URL (path + query), as a navigation would. */
export function navigate(router: MockRouter, url: string): void {
  const parsed = new URL(url, 'http://localhost');
  router.pathname = parsed.pathname;
  router.asPath = `${parsed.pathname}${parsed.search}`;
  router.query = Object.fromEntries(parsed.searchParams);
}

export type FakeReply = { status: number; data?: unknown } | Promise<{ status: number; data?: unknown }>;

/** An axios adapter answering from `reply`; records every request. */
export function fakeAdapter(reply: (config: InternalAxiosRequestConfig) => FakeReply) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const { status, data } = await reply(config);
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      const { AxiosError } = jest.requireActual<typeof import('axios')>('axios');
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
    }
    return response;
  };
  return { adapter, calls };
}

export function makeHttp(adapter: AxiosAdapter) {
  return createHttp({ baseURL: '/api', tenantDomain: 'localhost', adapter });
}

export function Providers({
  children, tenant = makeTenant(), productLinkKey = PRODUCT_LINK_KEY,
}: { children: ReactNode; tenant?: Tenant; productLinkKey?: string }) {
  return (
    <I18nextProvider i18n={i18n}>
      <TenantProvider tenant={tenant} runtimeConfig={{ productLinkKey }}>
        <SnackbarProvider>{children}</SnackbarProvider>
      </TenantProvider>
    </I18nextProvider>
  );
}
