// Zero axe findings under the WCAG 2.2 AA rules on every route and dialog: GlobalBuy in English and Souq in
// Arabic, logged out and logged in. The main public routes run in both schemes at a desktop (1366 px) and a phone
// (390 px) width, the other public routes light at 1366 px; the account routes light at 1366 px and dark at 390 px;
// every dialog and menu in both schemes at both widths, logged out and in (one browser context per combination,
// one login per site reused by all), opened from the keyboard, focus checked back on the opener after Escape.
// Every page's findings are collected first and reported together, so one run names them all.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { COOKIES, DEMO_PASSWORD, expect, site, test } from './support';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// Beyond the WCAG tags: label-content-name-mismatch (WCAG 2.5.3, experimental in axe) and the structure rules
// axe files as best practice (one h1, headings in order, landmarks told apart).
const EXTRA_RULES = Object.fromEntries(
  ['label-content-name-mismatch', 'page-has-heading-one', 'heading-order', 'landmark-unique'].map((id) => [id, { enabled: true }]),
);
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Site { host: string; locale: string; shopper: string }
const SITES: Site[] = [
  { host: 'localhost', locale: 'en', shopper: 'demo@globalbuy.test' },
  { host: 'souq.localhost', locale: 'ar', shopper: 'demo@souq.test' },
];

const PUBLIC_ROUTES = ['/', '/cart', '/auth/login', '/auth/login?tab=signup', '/faq', '/about', '/how-to-use',
  '/payment-guide', '/sourcing-service', '/transportation-charge'];
const ACCOUNT_ROUTES = ['/my/account', '/my/balance', '/my/purchase', '/my/pending-payments', '/my/in-stock-items',
  '/my/transit', '/my/warehouses', '/my/message'];

type Findings = string[];

/** Runs axe on what the page shows now and records each violation with the nodes it names. */
async function audit(page: Page, where: string, findings: Findings): Promise<void> {
  // Transitions (a button turning from disabled to enabled) would be measured halfway: wait for them to end.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  const result = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: WCAG_TAGS }, rules: EXTRA_RULES }).analyze();
  for (const violation of result.violations) {
    const nodes = violation.nodes.slice(0, 4).map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
    findings.push(`${where} — ${violation.id} (${violation.impact}, ${violation.nodes.length}×)\n      ${nodes.join('\n      ')}`);
  }
}

/** Loads a route and waits until the page has settled: its heading shown and its first data loaded. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** A text of the site's language, as the storefront shows it (`ns:a.b` in locales/). */
function text(where: Site, key: string): string {
  const [ns, dotted] = key.split(':') as [string, string];
  let value: unknown = JSON.parse(fs.readFileSync(path.join('locales', where.locale, `${ns}.json`), 'utf8'));
  for (const part of dotted.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${where.locale}`);
  return value;
}

/** Opens a dialog or menu with `opener`, audits the page with it open, closes it with Escape, focus returning. */
async function auditOpened(page: Page, opener: Locator, role: 'dialog' | 'menu', where: string, findings: Findings): Promise<void> {
  // Opened from the keyboard, as the walk's shopper uses it.
  await opener.focus();
  await page.keyboard.press('Enter');
  const popup = page.getByRole(role).last();
  // A dialog's code loads on its first opening: on a busy machine that can take longer than a usual wait.
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await audit(page, where, findings);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  // Closed, focus is back on the control that opened it.
  await expect(opener).toBeFocused();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

async function newContext(browser: Browser, where: Site, scheme: 'light' | 'dark', viewport: typeof DESKTOP, storageState?: StorageState): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, colorScheme: scheme, ...(storageState ? { storageState } : {}) });
  await context.addCookies([
    { name: COOKIES.scheme.name, value: scheme, domain: where.host, path: '/' },
  ]);
  return context;
}

/** Logs in through the storefront's own API proxy from the page, which receives the session cookies. */
async function logIn(page: Page, where: Site): Promise<void> {
  await page.goto(site(where.host, '/auth/login'));
  const answer = await page.evaluate(async ({ email, password }) => {
    const response = await fetch('/api/front/user/login', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }),
    });
    return `${response.status} ${await response.text()}`;
  }, { email: where.shopper, password: DEMO_PASSWORD });
  expect(answer, `login of ${where.shopper}`).toMatch(/^2\d\d /);
}

/** The site's demo shopper logged in once, with one line in the cart (for the clear-cart dialog), reused by every context. */
async function loggedInState(browser: Browser, where: Site): Promise<StorageState> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, where);
  const product = await productUrl(page, where);
  await open(page, product);
  const answer = await page.evaluate(async () => {
    const data = (window as unknown as { __NEXT_DATA__: { props: { pageProps: { data?: { product?: { productUrl: string; minQuantity: number; skus: { skuId: string; stock: number }[] } } } } } })
      .__NEXT_DATA__.props.pageProps.data?.product;
    const quantity = Math.max(1, data?.minQuantity ?? 1);
    const sku = data?.skus.find((k) => k.stock >= quantity);
    if (!data || !sku) return 'no product data on the page';
    const response = await fetch('/api/front/cart', {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ productUrl: data.productUrl, productSkuId: sku.skuId, quantity }),
    });
    return `${response.status}`;
  });
  expect(answer, 'a line added to the cart').toMatch(/^2\d\d$/);
  const state = await context.storageState();
  await context.close();
  return state;
}

interface Walk { label: string; phone: boolean; loggedIn: boolean }

/**
 * Every dialog and menu a shopper opens, audited open: for everyone the header menus (the "More" menu where the
 * navigation overflows, the phone's drawer), the image search and the wrong-link message; logged in also clear
 * cart, buy now, the balance, pay, ship and address dialogs, feedback, close order and the order details.
 */
async function walkDialogs(page: Page, where: Site, walk: Walk, findings: Findings): Promise<void> {
  const { label } = walk;
  const button = (key: string) => page.getByRole('button', { name: text(where, key), exact: true });
  const startsWith = (key: string) => page.getByRole('button', { name: new RegExp(`^${text(where, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  // Each step on its own: one that cannot run is reported with the findings instead of ending the walk.
  const step = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      findings.push(`${label} ${name} — could not run: ${String(error).split('\n')[0]}`);
      await page.keyboard.press('Escape').catch(() => undefined);
    }
  };
  const search = () => page.getByRole('search');
  const openSearch = async () => {
    const expand = search().getByRole('button', { name: text(where, 'search:searchBox.expand') });
    if (await expand.isVisible()) await expand.click();
  };

  await step('header menus', async () => {
    await open(page, site(where.host, '/'));
    const banner = page.getByRole('banner');
    if (walk.phone) {
      await auditOpened(page, banner.getByRole('button', { name: text(where, 'common:header.openMenu') }), 'dialog', `${label} navigation drawer`, findings);
      return;
    }
    await auditOpened(page, banner.locator('button[aria-haspopup="menu"]').first(), 'menu', `${label} language menu`, findings);
    if (walk.loggedIn) await auditOpened(page, banner.locator('button[aria-haspopup="menu"]').last(), 'menu', `${label} account menu`, findings);
    // The navigation's "More" menu shows where its items do not fit: narrow the window until they do not.
    const more = banner.getByRole('button', { name: text(where, 'common:nav.more'), exact: true });
    for (const width of [1366, 1180, 1024, 960]) {
      await page.setViewportSize({ width, height: 900 });
      if (await more.isVisible()) break;
    }
    await auditOpened(page, more, 'menu', `${label} navigation "More" menu at ${page.viewportSize()?.width}px`, findings);
    await page.setViewportSize(DESKTOP);
  });
  await step('image search', async () => {
    await open(page, site(where.host, '/'));
    await openSearch();
    await auditOpened(page, search().getByRole('button', { name: text(where, 'search:searchBox.camera') }), 'dialog', `${label} image search`, findings);
  });
  await step('wrong link', async () => {
    await open(page, site(where.host, '/'));
    await openSearch();
    const box = search().locator('input[type="search"]');
    // A link no product address can be built from.
    await box.fill('https://[zz]/item');
    await box.press('Enter');
    const dialog = page.getByRole('dialog', { name: text(where, 'search:wrong-link.title') });
    await expect(dialog).toBeVisible();
    await audit(page, `${label} wrong link`, findings);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
  if (!walk.loggedIn) return;

  await step('clear cart', async () => {
    await open(page, site(where.host, '/cart'));
    await auditOpened(page, button('cart:clear'), 'dialog', `${label} clear cart`, findings);
  });
  await step('buy now', async () => {
    await open(page, await productUrl(page, where));
    // Buy now waits for a variant: the first one each option offers.
    for (const group of await page.getByRole('radiogroup').all()) {
      if (await group.locator('[aria-checked="true"]').count()) continue;
      await group.locator('[role="radio"]:not([aria-disabled="true"])').first().click();
    }
    await auditOpened(page, button('product:buyNow.open'), 'dialog', `${label} buy now`, findings);
  });
  await step('balance dialogs', async () => {
    await open(page, site(where.host, '/my/balance'));
    for (const key of ['balance:actions.deposit', 'balance:actions.online', 'balance:actions.withdraw']) {
      await auditOpened(page, button(key), 'dialog', `${label} /my/balance ${key}`, findings);
    }
  });
  await step('pay dialog', async () => {
    await open(page, site(where.host, '/my/pending-payments'));
    await page.getByRole('checkbox', { name: text(where, 'payments:pending.selectAll') }).check();
    await auditOpened(page, button('payments:pending.pay'), 'dialog', `${label} pay dialog`, findings);
  });
  await step('ship dialog', async () => {
    await open(page, site(where.host, '/my/in-stock-items'));
    await page.getByRole('checkbox', { name: text(where, 'shipping:parcels.selectAll') }).check();
    await auditOpened(page, page.getByRole('button', { name: text(where, 'shipping:parcels.ship') }), 'dialog', `${label} ship dialog`, findings);
  });
  await step('address dialog', async () => {
    await open(page, site(where.host, '/my/account'));
    await auditOpened(page, page.getByRole('button', { name: text(where, 'address:addresses.add') }).first(), 'dialog', `${label} address dialog`, findings);
  });
  await step('feedback', async () => {
    await open(page, site(where.host, '/my/message'));
    await auditOpened(page, button('feedback:new'), 'dialog', `${label} feedback`, findings);
  });
  await step('close order', async () => {
    await open(page, site(where.host, '/my/purchase'));
    await auditOpened(page, startsWith('orders:actions.close').first(), 'dialog', `${label} close order`, findings);
  });
  await step('order detail', async () => {
    await open(page, site(where.host, '/my/purchase'));
    await page.getByTestId('order-card').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/my\/purchase\?id=/);
    await expect(page.getByTestId('order-no')).toBeVisible();
    await audit(page, `${label} order detail`, findings);
  });
  await step('transit order detail', async () => {
    await open(page, site(where.host, '/my/transit'));
    await page.getByTestId('transit-order').first().getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, `${label} transit order dialog`, findings);
    await page.keyboard.press('Escape');
  });
}

/** The address of a product page, reached as a shopper does: the first search result for "phone case". */
async function productUrl(page: Page, where: Site): Promise<string> {
  await page.goto(site(where.host, '/product-search?keyword=phone%20case'));
  await page.getByTestId('result-card').first().getByRole('link').first().click();
  await page.waitForURL(/\/product\?/);
  return page.url();
}

function report(findings: Findings): void {
  expect(findings, `axe found:\n  ${findings.join('\n  ')}`).toEqual([]);
}

for (const where of SITES) {
  test(`${where.host}: public routes in both schemes at desktop and phone width`, async ({ browser }) => {
    test.setTimeout(300_000);
    const findings: Findings = [];
    let product: string | null = null;
    for (const scheme of ['light', 'dark'] as const) {
      for (const viewport of [DESKTOP, PHONE]) {
        const context = await newContext(browser, where, scheme, viewport);
        const page = await context.newPage();
        const label = `${where.host} ${scheme} ${viewport.width}px`;
        product ??= await productUrl(page, where);
        const routes = scheme === 'light' && viewport === DESKTOP
          ? [...PUBLIC_ROUTES, '/product-search?keyword=phone%20case']
          : ['/', '/cart', '/auth/login', '/product-search?keyword=phone%20case'];
        for (const route of routes) {
          await open(page, site(where.host, route));
          await audit(page, `${label} ${route}`, findings);
        }
        await open(page, product);
        await audit(page, `${label} product`, findings);
        await context.close();
      }
    }
    report(findings);
  });

  test(`${where.host}: logged-in routes in both schemes`, async ({ browser }) => {
    test.setTimeout(300_000);
    const findings: Findings = [];
    for (const [scheme, viewport] of [['light', DESKTOP], ['dark', PHONE]] as const) {
      const context = await newContext(browser, where, scheme, viewport);
      const page = await context.newPage();
      await logIn(page, where);
      const label = `${where.host} logged in ${scheme} ${viewport.width}px`;
      for (const route of ['/', '/cart', ...ACCOUNT_ROUTES]) {
        await open(page, site(where.host, route));
        await audit(page, `${label} ${route}`, findings);
      }
      await context.close();
    }
    report(findings);
  });

  test(`${where.host}: dialogs and menus, logged in and out, both schemes at desktop and phone width`, async ({ browser }) => {
    test.setTimeout(900_000);
    const findings: Findings = [];
    const state = await loggedInState(browser, where);
    for (const scheme of ['light', 'dark'] as const) {
      for (const viewport of [DESKTOP, PHONE]) {
        for (const loggedIn of [false, true]) {
          const context = await newContext(browser, where, scheme, viewport, loggedIn ? state : undefined);
          const page = await context.newPage();
          const label = `${where.host} ${loggedIn ? 'logged in' : 'logged out'} ${scheme} ${viewport.width}px`;
          await walkDialogs(page, where, { label, phone: viewport === PHONE, loggedIn }, findings);
          await context.close();
        }
      }
    }
    report(findings);
  });
}
