// Zero axe findings on the other demo tenants: Himal and Accra in English, Lao in Lao, each in its own theme
// colour and with the pages its settings offer. Logged in (one login per site), in both schemes at 1366 and
// 390 px (one browser context per combination): home, a search, a product page and the cart in every
// combination; the account pages light at 1366 px and dark at 390 px, as the GlobalBuy and Souq walk does. Their
// dialogs and menus are the same components as there, walked there. The product is one every demo catalogue
// lists, found through the API and reached from the site's own search.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  audit,
  logIn,
  newContext,
  open,
  report,
  settle,
  type Findings,
  type Scheme,
  type Site,
  type StorageState,
  type Viewport,
} from './axeSupport';
import { API, catalogue, expect, productDetail, site, test, type ProductDetail } from './support';
import type { Tenant, TenantPreference } from '../../contract';

const SITES: Site[] = [
  { host: 'himal.localhost', locale: 'en', shopper: 'demo@himal.test' },
  { host: 'accra.localhost', locale: 'en', shopper: 'demo@accra.test' },
  { host: 'lao.localhost', locale: 'la', shopper: 'demo@lao.test' },
];

/** The combinations, the account pages walked in the first two. */
const COMBINATIONS: { scheme: Scheme; viewport: Viewport; accountPages: boolean }[] = [
  { scheme: 'light', viewport: DESKTOP, accountPages: true },
  { scheme: 'dark', viewport: PHONE, accountPages: true },
  { scheme: 'dark', viewport: DESKTOP, accountPages: false },
  { scheme: 'light', viewport: PHONE, accountPages: false },
];

/** The site's settings as the API gives them to the storefront. */
async function preferenceOf(request: APIRequestContext, where: Site): Promise<TenantPreference> {
  const response = await request.get(`${API}/front/tenant`, { headers: { 'X-Tenant-Domain': where.host } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Tenant).tenantPreference;
}

/** The account pages a tenant offers: parcels, transit and proxy shipping only where its settings turn them on. */
function accountRoutes(preference: TenantPreference): string[] {
  return [
    '/my/account',
    '/my/balance',
    '/my/purchase',
    '/my/pending-payments',
    ...(preference.showStockin === false ? [] : ['/my/in-stock-items']),
    ...(preference.showTransit === false ? [] : ['/my/transit']),
    ...(preference.showUserWarehouse === false ? [] : ['/my/warehouses']),
    '/my/message',
  ];
}

interface SharedProduct {
  productUrl: string;
  channel: string;
}
let shared: Promise<SharedProduct> | null = null;

/**
 * A product every demo site lists with a variant in stock, and the marketplace every site searches it in (asked
 * of the API once).
 */
function productInEveryCatalogue(request: APIRequestContext): Promise<SharedProduct> {
  shared ??= (async () => {
    const platforms = (await Promise.all(SITES.map((where) => preferenceOf(request, where)))).map(
      (p) => p.productPlatforms,
    );
    const channel = platforms[0]?.find((platform) => platforms.every((offered) => offered.includes(platform)));
    if (!channel) throw new Error('no marketplace that every demo site searches');
    const lists = await Promise.all(
      SITES.map((where) => catalogue(request, { keyword: '', channel, pageSize: 60 }, where.host)),
    );
    const [first = [], ...others] = lists;
    for (const item of first) {
      if (!others.every((list) => list.some((other) => other.productUrl === item.productUrl))) continue;
      const details = await Promise.all(SITES.map((where) => productDetail(request, item.productUrl, where.host)));
      if (details.every((detail) => detail.skus.some((sku) => sku.stock > 0)))
        return { productUrl: item.productUrl, channel };
    }
    throw new Error('no product in stock that every demo catalogue lists');
  })();
  return shared;
}

/** From the search results shown: the card titled `title` opened as a shopper does; its page's address. */
async function openResult(page: Page, title: string): Promise<string> {
  // A long title is shortened on the card; its full text is the heading's title.
  await page
    .getByTestId('result-card')
    .filter({ has: page.getByTitle(title, { exact: true }) })
    .first()
    .getByRole('link')
    .first()
    .click();
  await page.waitForURL(/\/product\?/);
  await expect(page.locator('h1').first()).toBeVisible();
  await settle(page);
  return page.url();
}

/** Puts the product's first variant in stock in the logged-in shopper's cart, through the storefront's proxy. */
async function addToCart(page: Page, product: ProductDetail): Promise<void> {
  const sku = product.skus.find((k) => k.stock > 0);
  if (!sku) throw new Error(`no variant in stock: ${product.productUrl}`);
  const answer = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/front/cart', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return `${response.status} ${await response.text()}`;
    },
    { productUrl: product.productUrl, productSkuId: sku.skuId, quantity: 1 },
  );
  expect(answer, 'a line added to the cart').toMatch(/^2\d\d /);
}

for (const where of SITES) {
  test(`${where.host}: home, search, product, cart and account pages, logged in, both schemes at desktop and phone width`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const findings: Findings = [];
    const { productUrl, channel } = await productInEveryCatalogue(request);
    // Searched by the title this site shows (its own language).
    const { title } = await productDetail(request, productUrl, where.host);
    const searchRoute = `/product-search?${new URLSearchParams({ keyword: title, channel }).toString()}`;
    const account = accountRoutes(await preferenceOf(request, where));
    let state: StorageState | undefined;
    let product: string | null = null;
    for (const { scheme, viewport, accountPages } of COMBINATIONS) {
      const context = await newContext(browser, where, scheme, viewport, state);
      const page = await context.newPage();
      if (!state) await logIn(page, where);
      const label = `${where.host} logged in ${scheme} ${viewport.width}px`;
      for (const route of ['/', searchRoute]) {
        await open(page, site(where.host, route));
        await audit(page, `${label} ${route}`, findings);
      }
      if (product) await open(page, product);
      else product = await openResult(page, title);
      await audit(page, `${label} product`, findings);
      if (!state) {
        // The cart shows a line of this site's own.
        await addToCart(page, await productDetail(request, productUrl, where.host));
        state = await context.storageState();
      }
      for (const route of ['/cart', ...(accountPages ? account : [])]) {
        await open(page, site(where.host, route));
        await audit(page, `${label} ${route}`, findings);
      }
      await context.close();
    }
    report(findings);
  });
}
