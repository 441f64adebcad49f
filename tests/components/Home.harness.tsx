// Shared setup for the home, article and auth tests: the real English texts (common, home, article, auth)
// through i18next, the real tenant store, and axios with a fake transport that answers by "METHOD /path".
import type { ReactNode } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Tenant } from '@/contract';
import { fakeApi, type Reply, type Route } from '../fixtures/fakeApi';
import { makeTenant } from '../fixtures/tenant';
import Notifications from '@/components/common/Notifications';
import { TenantProvider } from '@/stores/tenant';
import enCommon from '@/locales/en/common.json';
import enHome from '@/locales/en/home.json';
import enArticle from '@/locales/en/article.json';
import enAuth from '@/locales/en/auth.json';

export { makeTenant };

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

export { fakeApi, type Reply, type Route };

/** The home's price assertions are written for a round 0.14 CNY → USD rate. */
const HOME_TENANT = makeTenant({ exchangeInfo: { cnyExchangeRate: 0.14, currency: 'USD' } });

export function Providers({ children, tenant = HOME_TENANT }: { children: ReactNode; tenant?: Tenant }) {
  return (
    <I18nextProvider i18n={i18n}>
      <TenantProvider tenant={tenant} runtimeConfig={{ productLinkKey: PRODUCT_LINK_KEY }}>
        <Notifications>{children}</Notifications>
      </TenantProvider>
    </I18nextProvider>
  );
}
