// Renders product and search components inside the app's real stores (tenant, http, cart, session, notistack,
// theme) with the real English common/search/product texts. The API is the shared fake network
// (tests/fixtures/fakeApi.ts); the router is the shared controllable test router.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from '@mui/material/styles';
import type { Product, Tenant, UserProfile } from '@/contract';
import Notifications from '@/components/common/Notifications';
import { CartProvider } from '@/stores/cart';
import { HttpProvider } from '@/stores/http';
import { PreferencesProvider } from '@/stores/preferences';
import { SessionProvider } from '@/stores/session';
import { TenantProvider } from '@/stores/tenant';
import { createAppTheme } from '@/theme/createAppTheme';
import { clearSessionCookies, updateProfileCookie, writeCookie } from '@/utils/cookies';
import enCommon from '@/locales/en/common.json';
import enSearch from '@/locales/en/search.json';
import enProduct from '@/locales/en/product.json';
import { installFakeApi, type FakeRequest, type Route } from '../fixtures/fakeApi';
import { createTestRouter, makeProfile, makeTenant, type TestRouter } from './helpers/renderWithProviders';

export { makeProfile, makeTenant };
export const LINK_KEY = 'test-link-key';

export interface HarnessOptions {
  tenant?: Tenant;
  profile?: UserProfile | null;
  path?: string;
  routes?: Record<string, Route>;
}

export function renderPage(ui: ReactElement, options: HarnessOptions = {}): RenderResult & { router: TestRouter; calls: FakeRequest[] } {
  const tenant = options.tenant ?? makeTenant();
  const profile = options.profile ?? null;
  const router = createTestRouter(options.path ?? '/');
  const calls = installFakeApi({ 'GET /front/cart': { status: 200, data: { cartShops: [], totalQuantity: 0 } }, ...options.routes });
  clearSessionCookies();
  window.localStorage.clear();
  // What a login leaves readable in the browser (the token itself is an HttpOnly cookie scripts never see).
  if (profile) {
    writeCookie('loggedIn', '1');
    updateProfileCookie(profile);
  }
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en', fallbackLng: false, ns: ['common', 'search', 'product'], defaultNS: 'common', fallbackNS: 'common',
    resources: { en: { common: enCommon, search: enSearch, product: enProduct } },
    interpolation: { escapeValue: false }, initAsync: false,
  });
  const view = render(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>
        <TenantProvider tenant={tenant} runtimeConfig={{ productLinkKey: LINK_KEY }}>
          <PreferencesProvider initial={{ scheme: 'light', direction: 'ltr' }}>
            <ThemeProvider theme={createAppTheme(tenant, 'light', 'ltr')}>
              <Notifications>
                <HttpProvider>
                  <CartProvider initialLoggedIn={Boolean(profile)}>
                    <SessionProvider initial={{ loggedIn: Boolean(profile), profile }}>{ui}</SessionProvider>
                  </CartProvider>
                </HttpProvider>
              </Notifications>
            </ThemeProvider>
          </PreferencesProvider>
        </TenantProvider>
      </I18nextProvider>
    </RouterContext.Provider>,
  );
  return { ...view, router, calls };
}

/** Colour red/blue × size S/M; red-M sold out, blue-S has no SKU. Retail pricing per SKU. */
export function retailProduct(overrides: Partial<Product> = {}): Product {
  return {
    productId: '1001',
    platform: 'Taobao',
    productUrl: 'https://item.taobao.com/item.htm?id=1001',
    title: 'Linen summer dress',
    images: ['/api/files/p/1.jpg', '/api/files/p/2.jpg'],
    shop: { id: 's1', name: 'Dragon Fashion', website: 'https://shop1.taobao.com' },
    category: { id: 'dresses', name: 'Dresses' },
    priceMode: 'SKU_PRICE',
    minPrice: 50,
    maxPrice: 60,
    priceRange: [],
    properties: [
      { id: 'c', name: 'Colour', values: [{ id: 'red', name: 'Red', image: '/api/files/p/red.jpg' }, { id: 'blue', name: 'Blue', image: null }] },
      { id: 's', name: 'Size', values: [{ id: 'S', name: 'S', image: null }, { id: 'M', name: 'M', image: null }] },
    ],
    skus: [
      { skuId: 'sku-red-s', propertyValueIds: ['red', 'S'], price: 50, stock: 4, image: null },
      { skuId: 'sku-red-m', propertyValueIds: ['red', 'M'], price: 55, stock: 0, image: null },
      { skuId: 'sku-blue-m', propertyValueIds: ['blue', 'M'], price: 60, stock: 9, image: null },
    ],
    minQuantity: 1,
    weight: 300,
    sales: 1200,
    description: 'A light dress.',
    ...overrides,
  };
}

/** Wholesale item: tiers out of order on purpose (the service sorts; the components must not rely on it). */
export function wholesaleProduct(overrides: Partial<Product> = {}): Product {
  return retailProduct({
    productId: '2002',
    platform: 'Alibaba',
    productUrl: 'https://detail.1688.com/offer/2002.html',
    title: 'Cotton T-shirt blank',
    priceMode: 'SPU_PRICE_RANGE',
    minPrice: 8,
    maxPrice: 12,
    priceRange: [{ startQuantity: 100, price: 8 }, { startQuantity: 2, price: 12 }, { startQuantity: 50, price: 10 }],
    minQuantity: 2,
    properties: [],
    skus: [{ skuId: 'only', propertyValueIds: [], price: 12, stock: 500, image: null }],
    ...overrides,
  });
}
