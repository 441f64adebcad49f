// The translation files a part opened on a click can load (services/i18n/translationsOnDemand.ts), by namespace and
// language: one import per namespace, its language the only part that varies, so the build makes a chunk of each of
// these 17 files and nothing of the other namespaces.
import type { ResourceKey } from 'i18next';

/** The namespaces read only after a click; the only ones that can be loaded on demand. */
export type OnDemandNamespace = 'cart' | 'orders' | 'payments' | 'auth';

type TranslationFile = Promise<{ default: ResourceKey }>;

export const translationFiles: Record<OnDemandNamespace, (language: string) => TranslationFile> = {
  cart: (language) => import(`../../locales/${language}/cart.json`) as TranslationFile,
  orders: (language) => import(`../../locales/${language}/orders.json`) as TranslationFile,
  payments: (language) => import(`../../locales/${language}/payments.json`) as TranslationFile,
  auth: (language) => import(`../../locales/${language}/auth.json`) as TranslationFile,
};
