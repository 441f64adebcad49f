// Typed translation keys: `t('key')` is checked against the English files, so a missing or misspelt key is a type
// error rather than a raw key or a silent English text on screen. A new namespace file (locales/<lng>/<ns>.json in
// all 17 locales) is registered here, where withPage's `namespaces` and `useTranslation('<ns>')` find its type.
import 'i18next';
import type account from '../locales/en/account.json';
import type address from '../locales/en/address.json';
import type article from '../locales/en/article.json';
import type auth from '../locales/en/auth.json';
import type balance from '../locales/en/balance.json';
import type cart from '../locales/en/cart.json';
import type common from '../locales/en/common.json';
import type cost from '../locales/en/cost.json';
import type home from '../locales/en/home.json';
import type orders from '../locales/en/orders.json';
import type payments from '../locales/en/payments.json';
import type product from '../locales/en/product.json';
import type search from '../locales/en/search.json';
import type shipping from '../locales/en/shipping.json';
import type feedback from '../locales/en/feedback.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // As in next-i18next.config.js: a key missing from a page's namespace is looked up in `common`.
    fallbackNS: 'common';
    resources: {
      account: typeof account;
      address: typeof address;
      article: typeof article;
      auth: typeof auth;
      balance: typeof balance;
      cart: typeof cart;
      common: typeof common;
      cost: typeof cost;
      home: typeof home;
      orders: typeof orders;
      payments: typeof payments;
      product: typeof product;
      search: typeof search;
      shipping: typeof shipping;
      feedback: typeof feedback;
    };
  }
}
