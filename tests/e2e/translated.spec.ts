// No English interface text on a translated page: the demo shopper of Souq reading Arabic, of Lao reading Lao and
// of GlobalBuy reading French walks the main pages (home, search, product, cart, every /my/* page, an order's
// and a transit order's detail, the ship dialog, the shipping estimator) and the visible text must hold none of
// the English interface strings (values of locales/en/*.json of 12 or more characters that the page's language
// writes differently) nor the tenant's own English texts a shopper reads in their language (warehouse names,
// pickup points' addresses, shipping line names and descriptions, region and city names, as the API answers them
// in English). Every offending string is listed with the page it was seen on.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { API, COOKIES, DEMO_PASSWORD, expect, site, test } from './support';

/** `country`: where the shopper lives, for the estimator. */
interface Reader {
  host: string;
  locale: string;
  shopper: string;
  country: string;
}
const READERS: Reader[] = [
  { host: 'souq.localhost', locale: 'ar', shopper: 'demo@souq.test', country: 'SA' },
  { host: 'lao.localhost', locale: 'la', shopper: 'demo@lao.test', country: 'LA' },
  { host: 'localhost', locale: 'fr', shopper: 'demo@globalbuy.test', country: 'US' },
];

const ACCOUNT_ROUTES = [
  '/my/account',
  '/my/balance',
  '/my/purchase',
  '/my/pending-payments',
  '/my/in-stock-items',
  '/my/transit',
  '/my/warehouses',
  '/my/message',
];
const MIN_LENGTH = 12;

function flatten(value: unknown, prefix: string, into: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

function texts(locale: string): Map<string, string> {
  const dir = path.join('locales', locale);
  const all = new Map<string, string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    flatten(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), file.replace(/\.json$/, ':'), all);
  }
  return all;
}

/**
 * The English fragments a page in `locale` must not show: each English value's literal parts (between
 * placeholders and markup) of MIN_LENGTH or more characters, where the locale's own value differs.
 */
function englishFragments(locale: string): Map<string, string> {
  const english = texts('en');
  const own = texts(locale);
  const fragments = new Map<string, string>();
  for (const [key, value] of english) {
    if (own.get(key) === value) continue;
    for (const part of value.split(/\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\)/)) {
      const fragment = part.trim();
      // Words, not punctuation or numbers alone.
      if (fragment.length >= MIN_LENGTH && /[A-Za-z]{3}/.test(fragment)) fragments.set(fragment.toLowerCase(), key);
    }
  }
  return fragments;
}

/**
 * The tenant's texts as the API writes them in English, which a page in another language must not show. China
 * warehouses' addresses are left out: sellers in China read them, so they stay as written in every language.
 */
async function englishTenantTexts(request: APIRequestContext, reader: Reader): Promise<Map<string, string>> {
  const headers = { 'X-Tenant-Domain': reader.host, 'Accept-Language': 'en' };
  const lines = (await (await request.get(`${API}/front/transit-options`, { headers })).json()) as {
    name: string;
    description: string;
  }[];
  const warehouses = (await (await request.get(`${API}/front/tenant-warehouses`, { headers })).json()) as {
    name: string;
    address: string;
    region: string;
  }[];
  const fragments = new Map<string, string>();
  for (const line of lines) {
    fragments.set(line.name.toLowerCase(), 'shipping line name');
    fragments.set(line.description.toLowerCase(), 'shipping line description');
  }
  for (const warehouse of warehouses) {
    fragments.set(warehouse.name.toLowerCase(), 'warehouse name');
    if (warehouse.region === 'LOCAL') fragments.set(warehouse.address.toLowerCase(), 'pickup point address');
  }
  for (const [english, name] of await translatedRegionNames(request, reader)) fragments.set(english, name);
  expect(fragments.size, `tenant texts of ${reader.host}`).toBeGreaterThan(4);
  return fragments;
}

interface District {
  code: string;
  name: string;
  children?: District[];
}
const namesByCode = (tree: District[], into = new Map<string, string>()): Map<string, string> => {
  for (const d of tree) namesByCode(d.children ?? [], into.set(d.code, d.name.toLowerCase()));
  return into;
};

/**
 * The English region and city names of the reader's country that the reader's language writes differently; a name
 * that is part of a translated one ("New York" in "État de New York") is left out. China's are left out as the
 * China warehouses' addresses are: sellers in China read them as written.
 */
async function translatedRegionNames(request: APIRequestContext, reader: Reader): Promise<Map<string, string>> {
  const tree = async (language: string) =>
    namesByCode(
      (await (
        await request.get(`${API}/front/address-districts?country=${reader.country}`, {
          headers: { 'X-Tenant-Domain': reader.host, 'Accept-Language': language },
        })
      ).json()) as District[],
    );
  const english = await tree('en');
  const translated = await tree(reader.locale);
  const ownNames = [...translated.values()];
  const found = new Map<string, string>();
  for (const [code, name] of english)
    if (name.length >= 5 && name !== translated.get(code) && !ownNames.some((own) => own.includes(name)))
      found.set(name, `region name ${reader.country} ${code}`);
  expect(found.size, `translated region names of ${reader.host}`).toBeGreaterThan(0);
  return found;
}

/** A text of the reader's locale files ('shipping:parcels.ship'). */
function own(locale: string, key: string): string {
  // texts() keys read 'shipping:.parcels.ship' (the file's prefix, then the JSON path).
  const value = texts(locale).get(key.replace(':', ':.'));
  if (!value) throw new Error(`no ${key} in ${locale}`);
  return value;
}

/** Logs in through the storefront's own API proxy from the page, which receives the session cookies. */
async function logIn(page: Page, reader: Reader): Promise<void> {
  await page.goto(site(reader.host, '/auth/login'));
  const answer = await page.evaluate(
    async ({ email, password }) => {
      const response = await fetch('/api/front/user/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      return `${response.status} ${await response.text()}`;
    },
    { email: reader.shopper, password: DEMO_PASSWORD },
  );
  expect(answer, `login of ${reader.shopper}`).toMatch(/^2\d\d /);
}

async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

for (const reader of READERS) {
  test(`${reader.host} in ${reader.locale}: no English interface text on the main pages`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const fragments = new Map([...englishFragments(reader.locale), ...(await englishTenantTexts(request, reader))]);
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addCookies([{ name: COOKIES.locale.name, value: reader.locale, domain: reader.host, path: '/' }]);
    const page = await context.newPage();
    await logIn(page, reader);
    const found: string[] = [];
    const check = async (where: string) => {
      await settle(page);
      expect(await page.locator('html').getAttribute('lang'), `${where}: page language`).toBe(reader.locale);
      // innerText: what is rendered and visible, as the reader sees it (after text-transform, hence lower case).
      const visible = (await page.locator('body').innerText()).toLowerCase();
      for (const [fragment, key] of fragments) {
        if (visible.includes(fragment)) found.push(`${where}: "${fragment}" (${key})`);
      }
    };

    for (const route of ['/', '/product-search?keyword=phone%20case', '/cart', ...ACCOUNT_ROUTES]) {
      await page.goto(site(reader.host, route));
      await check(route);
    }
    await page.goto(site(reader.host, '/product-search?keyword=phone%20case'));
    await page.getByTestId('result-card').first().getByRole('link').first().click();
    await page.waitForURL(/\/product\?/);
    await check('product');

    await page.goto(site(reader.host, '/my/purchase'));
    await page.getByTestId('order-card').first().getByRole('link').first().click();
    await expect(page.getByTestId('order-no')).toBeVisible();
    await check('order detail');

    // The ship dialog: the first parcel free to ship (earlier specs leave parcels held by open transit orders) to
    // the shopper's address, every line with its name and description.
    await page.goto(site(reader.host, '/my/in-stock-items'));
    await page.getByTestId('parcel-card').getByRole('checkbox', { disabled: false }).first().check();
    await page.getByRole('button', { name: own(reader.locale, 'shipping:parcels.ship') }).click();
    await expect(page.getByRole('dialog').getByTestId('estimate-line').first()).toBeVisible();
    await check('ship dialog');
    await page.keyboard.press('Escape');

    // The estimator, filled by a compare link, with every line.
    await page.goto(site(reader.host, `/transportation-charge?country=${reader.country}&weightGrams=1500`));
    await expect(page.getByTestId('estimate-line').first()).toBeVisible();
    await check('shipping estimator');

    await page.goto(site(reader.host, '/my/transit'));
    const transit = page.getByTestId('transit-order').first();
    if (await transit.count()) {
      await transit.getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('transit order detail');
    }
    await context.close();
    expect(found, `English on ${reader.host} (${reader.locale}):\n  ${found.join('\n  ')}`).toEqual([]);
  });
}

test('the check finds the English strings on an English page (it can fail)', async ({ browser }) => {
  const fragments = englishFragments('fr');
  expect(fragments.size).toBeGreaterThan(200);
  const context = await browser.newContext();
  await context.addCookies([{ name: COOKIES.locale.name, value: 'en', domain: 'localhost', path: '/' }]);
  const page = await context.newPage();
  await page.goto(site('localhost', '/cart'));
  await settle(page);
  const visible = (await page.locator('body').innerText()).toLowerCase();
  const found = [...fragments.keys()].filter((fragment) => visible.includes(fragment));
  await context.close();
  expect(found.length).toBeGreaterThan(3);
});
