// Shared setup for the home, article and auth tests: the real English texts (common, home, article, auth)
// through i18next, the real tenant store, and axios with a fake transport that answers by "METHOD /path".
import type { ReactNode } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { SnackbarProvider } from 'notistack';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { Tenant, TenantPreference } from '@/contract';
import { createHttp, type Http } from '@/services/http';
import { TenantProvider } from '@/stores/tenant';
import enCommon from '@/locales/en/common.json';
import enHome from '@/locales/en/home.json';
import enArticle from '@/locales/en/article.json';
import enAuth from '@/locales/en/auth.json';

export const PRODUCT_LINK_KEY = 'test-link-key';

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: false,
  ns: ['common', 'home', 'article', 'auth'],
  defaultNS: 'common',
  fallbackNS: 'common',
  resources: { en: { common: enCommon, home: enHome, article: enArticle, auth: enAuth } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function makeTenant(preference: Partial<TenantPreference> = {}): Tenant {
  return {
    id: 't1',
    name: 'GlobalBuy',
    description: 'Shop from China',
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
      productPlatforms: ['Taobao'],
      showClock: true,
      showPoweredBy: true,
      howToUseArticleOnly: false,
      ...preference,
    },
    privacyPolicyHtml: '',
    termsOfUseHtml: '',
  };
}

export type Reply = { status: number; data?: unknown };
export type Route = Reply | ((config: InternalAxiosRequestConfig) => Reply | Promise<Reply>);

/**
 * An axios adapter answering from a table keyed "GET /front/…" (no query string). Unknown routes answer 404
 * NOT_FOUND. Every request is recorded with its parsed JSON body.
 */
export function fakeApi(routes: Record<string, Route>) {
  const calls: { key: string; params: unknown; body: unknown }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const key = `${(config.method ?? 'get').toUpperCase()} ${(config.url ?? '').split('?')[0]}`;
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    calls.push({ key, params: config.params, body });
    const route = routes[key];
    const { status, data } = route === undefined
      ? { status: 404, data: { code: 'NOT_FOUND', message: 'No route' } }
      : typeof route === 'function' ? await route(config) : route;
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      const { AxiosError } = jest.requireActual<typeof import('axios')>('axios');
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
    }
    return response;
  };
  const http: Http = createHttp({ baseURL: '/api', tenantDomain: 'localhost', adapter });
  return { http, calls, callsTo: (key: string) => calls.filter((call) => call.key === key) };
}

export function Providers({ children, tenant = makeTenant() }: { children: ReactNode; tenant?: Tenant }) {
  return (
    <I18nextProvider i18n={i18n}>
      <TenantProvider tenant={tenant} runtimeConfig={{ productLinkKey: PRODUCT_LINK_KEY }}>
        <SnackbarProvider>{children}</SnackbarProvider>
      </TenantProvider>
    </I18nextProvider>
  );
}
