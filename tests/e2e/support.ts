// Shared pieces of the end-to-end suite: the addresses scripts/e2e-servers.mjs starts, the operator outbox, the
// catalogue as the API sees it, and a per-worker logged-in storage state for the tests that need a shopper.
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { COOKIES } from '../../utils/cookies';

export { expect };
export { COOKIES };

export const WEB_PORT = process.env.E2E_WEB_PORT ?? '3400';
export const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4400'}`;
/** The operator API (outbox, operator tools): its own port, never behind the storefront's proxy. */
export const OPERATOR = `http://127.0.0.1:${process.env.E2E_OPERATOR_PORT ?? '4401'}`;
export const OPERATOR_TOKEN = 'e2e-operator-token';
export const DEMO_PASSWORD = 'Shopper2026!';
export const DEMO_SHOPPER = 'demo@globalbuy.test';

/** The storefront address of a tenant host (`localhost`, `souq.localhost`, ...). Chromium resolves *.localhost. */
export const site = (host: string, pathname = '/') => `http://${host}:${WEB_PORT}${pathname}`;

/** The newest code mailed to `email`, polled from the operator outbox until it arrives. */
export async function outboxCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${OPERATOR}/operator/outbox`, {
          params: { to: email },
          headers: { 'X-Operator-Token': OPERATOR_TOKEN },
        });
        expect(response.status()).toBe(200);
        const body = (await response.json()) as { items: { to: string; code: string | null }[] };
        code = body.items.find((item) => item.to === email && item.code)?.code ?? null;
        return code;
      },
      { message: `a mail with a code to ${email} in the outbox` },
    )
    .not.toBeNull();
  return code as unknown as string;
}

/** POST to the operator API (`route` starts with /operator/) with the operator token; expects 2xx and returns the JSON. */
export async function operatorGet<T = unknown>(request: APIRequestContext, route: string): Promise<T> {
  const response = await request.get(`${OPERATOR}${route}`, { headers: { 'X-Operator-Token': OPERATOR_TOKEN } });
  expect(response.ok(), `${route}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export async function operatorPost<T = unknown>(
  request: APIRequestContext,
  route: string,
  body: unknown = {},
): Promise<T> {
  const response = await request.post(`${OPERATOR}${route}`, {
    data: body,
    headers: { 'X-Operator-Token': OPERATOR_TOKEN },
  });
  expect(response.ok(), `${route}: ${response.status()} ${await response.text()}`).toBe(true);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface CatalogueItem {
  productId: string;
  platform: string;
  productUrl: string;
  title: string;
  coverImage: string;
}

/** Catalogue products as the API lists them for a tenant (keyword search; '' lists everything). */
export async function catalogue(
  request: APIRequestContext,
  params: Record<string, string | number> = {},
  domain = 'localhost',
): Promise<CatalogueItem[]> {
  const response = await request.get(`${API}/front/product/search`, {
    params: { keyword: '', pageSize: 20, ...params },
    headers: { 'X-Tenant-Domain': domain },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: CatalogueItem[] }).items;
}

export interface ProductDetail extends CatalogueItem {
  properties: { id: string; name: string; values: { id: string; name: string }[] }[];
  skus: { skuId: string; propertyValueIds: string[]; stock: number }[];
}

export async function productDetail(
  request: APIRequestContext,
  productUrl: string,
  domain = 'localhost',
): Promise<ProductDetail> {
  const response = await request.get(`${API}/front/product`, {
    params: { productUrl },
    headers: { 'X-Tenant-Domain': domain },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ProductDetail;
}

/** A form field by its visible label; a required field's label ends with an asterisk. */
export const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));

/** Logs in through the login page (the email/password form), ending wherever the app redirects. */
export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Log in' });
  await field(form, 'Email').fill(email);
  await field(form, 'Password').fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The header's account button, shown once logged in (it carries the shopper's name). */
/** Whether a script the page received from now on holds MUI's code (every MUI control is built on ButtonBase). */
export function watchForMui(page: Page): { arrived: boolean } {
  const seen = { arrived: false };
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/_next/static/chunks/') || !url.pathname.endsWith('.js')) return;
    if ((await response.text().catch(() => '')).includes('MuiButtonBase')) seen.arrived = true;
  });
  return seen;
}

export const accountButton = (page: Page, name: string | RegExp) =>
  page.getByRole('banner').getByRole('button', { name });

export async function logOut(page: Page, name: string | RegExp): Promise<void> {
  await accountButton(page, name).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login / Sign up' })).toBeVisible();
}

/** Header "Cart (n)" → n. */
export async function cartCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('cart-link').textContent()) ?? '';
  const match = /\((\d+)\)/.exec(text);
  if (!match?.[1]) throw new Error(`no count in the cart link: ${text}`);
  return Number(match[1]);
}

async function createShopperState(browser: Browser, file: string): Promise<void> {
  const context = await browser.newContext({ baseURL: site('localhost') });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await logInThroughForm(page, DEMO_SHOPPER, DEMO_PASSWORD);
  await expect(page).toHaveURL(site('localhost', '/'));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login / Sign up' })).toHaveCount(0);
  await context.storageState({ path: file });
  await context.close();
}

/**
 * `test` with `shopperState`: the storage state of the GlobalBuy demo shopper, logged in once per worker through
 * the real form. `shopperTest` starts every test with that state.
 */
export const test = base.extend<object, { shopperState: string }>({
  shopperState: [
    async ({ browser }, use, workerInfo) => {
      const file = path.join(workerInfo.project.outputDir, `.shopper-state-${workerInfo.workerIndex}.json`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await createShopperState(browser, file);
      await use(file);
    },
    { scope: 'worker' },
  ],
});

export const shopperTest = test.extend({
  storageState: async ({ shopperState }, use) => {
    await use(shopperState);
  },
});
