// Shared setup for the search component tests: real English `search` texts through i18next, the real tenant
// store and the toast host, a controllable router and an axios instance with a fake transport.
import type { ReactNode } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { AxiosAdapter } from 'axios';
import type { Tenant } from '@/contract';
import { fakeAdapter } from '../fixtures/fakeApi';
import { makeTenant } from '../fixtures/tenant';
import { createHttp } from '@/services/http';
import Notifications from '@/components/common/Notifications';
import { TenantProvider } from '@/stores/tenant';
import enSearch from '@/locales/en/search.json';

export { fakeAdapter, makeTenant };

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

type Handler = (...args: unknown[]) => void;

export interface MockRouter {
  pathname: string;
  asPath: string;
  query: Record<string, string | string[] | undefined>;
  locale: string;
  push: jest.Mock;
  events: {
    on: (name: string, fn: Handler) => void;
    off: (name: string, fn: Handler) => void;
    emit: (name: string, ...args: unknown[]) => void;
  };
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

export function makeHttp(adapter: AxiosAdapter) {
  return createHttp({ baseURL: '/api', tenantDomain: 'localhost', adapter });
}

export function Providers({
  children,
  tenant = makeTenant(),
  productLinkKey = PRODUCT_LINK_KEY,
}: {
  children: ReactNode;
  tenant?: Tenant;
  productLinkKey?: string;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <TenantProvider tenant={tenant} runtimeConfig={{ productLinkKey }}>
        <Notifications>{children}</Notifications>
      </TenantProvider>
    </I18nextProvider>
  );
}
