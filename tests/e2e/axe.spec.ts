// Zero axe findings under the WCAG 2.2 AA rules on every route and dialog: GlobalBuy in English and Souq in
// Arabic, logged out and logged in. The main public routes run in both schemes at a desktop (1366 px) and a phone
// (390 px) width, the other public routes light at 1366 px; the account routes light at 1366 px and dark at 390 px;
// every dialog and menu in both schemes at both widths (one browser context per combination, one login per site
// reused by all), opened from the keyboard, focus checked back on the opener after Escape; logged out only the
// header's menus differ, so the dialogs every visitor can open are walked once, logged in.
// Every page's findings are collected first and reported together, so one run names them all.
import type { Browser, Locator, Page } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  addShownProductToCart,
  audit,
  logIn,
  newContext,
  open,
  report,
  settle,
  text,
  type Findings,
  type Site,
  type StorageState,
} from './axeSupport';
import { expect, site, test } from './support';

const SITES: Site[] = [
  { host: 'localhost', locale: 'en', shopper: 'demo@globalbuy.test' },
  { host: 'souq.localhost', locale: 'ar', shopper: 'demo@souq.test' },
];

const PUBLIC_ROUTES = [
  '/',
  '/cart',
  '/auth/login',
  '/auth/login?tab=signup',
  '/faq',
  '/about',
  '/how-to-use',
  '/payment-guide',
  '/sourcing-service',
  '/transportation-charge',
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
const SEARCH_ROUTE = '/product-search?keyword=phone%20case';

/** Opens a dialog or menu with `opener`, audits the page with it open, closes it with Escape, focus returning. */
async function auditOpened(
  page: Page,
  opener: Locator,
  role: 'dialog' | 'menu',
  where: string,
  findings: Findings,
): Promise<void> {
  // Opened from the keyboard, as the walk's shopper uses it. A key pressed before the page has hydrated does
  // nothing (the server's HTML has no handlers yet), so it is pressed again while nothing opened; a dialog's code
  // loads on its first opening, which on a busy machine can take longer than a usual wait.
  const popup = page.getByRole(role).last();
  await expect(async () => {
    if (!(await popup.isVisible())) {
      await opener.focus();
      await page.keyboard.press('Enter');
    }
    await expect(popup).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 40_000 });
  await settle(page, 3_000);
  await audit(page, where, findings);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  // Closed, focus is back on the control that opened it.
  await expect(opener).toBeFocused();
}

interface LoggedIn {
  state: StorageState;
  product: string;
}
const logins = new Map<string, Promise<LoggedIn>>();

/** The site's demo shopper logged in once, with one line in the cart (for the clear-cart dialog), reused by every context. */
function loggedInState(browser: Browser, where: Site): Promise<LoggedIn> {
  let state = logins.get(where.host);
  if (!state) {
    state = logInWithCartLine(browser, where);
    logins.set(where.host, state);
  }
  return state;
}

async function logInWithCartLine(browser: Browser, where: Site): Promise<LoggedIn> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, where);
  await open(page, site(where.host, SEARCH_ROUTE));
  const product = await productFromResults(page);
  // Loaded afresh: the product's data is in the page's own server data only then.
  await open(page, product);
  await addShownProductToCart(page);
  const state = await context.storageState();
  await context.close();
  return { state, product };
}

interface Walk {
  label: string;
  phone: boolean;
  loggedIn: boolean;
  product: string;
}

/**
 * Every dialog and menu a shopper opens, audited open: the header menus (the "More" menu where the navigation
 * overflows, the phone's drawer) logged out and in; logged in also the image search, the wrong-link message, clear
 * cart, buy now, the balance, pay, ship and address dialogs, feedback, close order and the order details.
 * A step on the page the previous one left open does not load it again.
 */
async function walkDialogs(page: Page, where: Site, walk: Walk, findings: Findings): Promise<void> {
  const { label } = walk;
  const button = (key: string) => page.getByRole('button', { name: text(where, key), exact: true });
  const startsWith = (key: string) =>
    page.getByRole('button', { name: new RegExp(`^${text(where, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  // Each step on its own: one that cannot run is reported with the findings instead of ending the walk.
  const step = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      findings.push(`${label} ${name} — could not run: ${String(error).split('\n')[0]}`);
      await page.keyboard.press('Escape').catch(() => undefined);
    }
  };
  const at = async (route: string) => {
    if (page.url() !== site(where.host, route)) await open(page, site(where.host, route));
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
      await auditOpened(
        page,
        banner.getByRole('button', { name: text(where, 'common:header.openMenu') }),
        'dialog',
        `${label} navigation drawer`,
        findings,
      );
      return;
    }
    await auditOpened(
      page,
      banner.locator('button[aria-haspopup="menu"]').first(),
      'menu',
      `${label} language menu`,
      findings,
    );
    if (walk.loggedIn)
      await auditOpened(
        page,
        banner.locator('button[aria-haspopup="menu"]').last(),
        'menu',
        `${label} account menu`,
        findings,
      );
    // The navigation's "More" menu shows where its items do not fit: narrow the window until they do not.
    const more = banner.getByRole('button', { name: text(where, 'common:nav.more'), exact: true });
    for (const width of [1366, 1180, 1024, 960]) {
      await page.setViewportSize({ width, height: 900 });
      if (await more.isVisible()) break;
    }
    await auditOpened(
      page,
      more,
      'menu',
      `${label} navigation "More" menu at ${page.viewportSize()?.width}px`,
      findings,
    );
    await page.setViewportSize(DESKTOP);
  });
  // The same dialogs for a visitor as for a shopper: walked logged in.
  if (!walk.loggedIn) return;

  await step('image search', async () => {
    await at('/');
    await openSearch();
    await auditOpened(
      page,
      search().getByRole('button', { name: text(where, 'search:searchBox.camera') }),
      'dialog',
      `${label} image search`,
      findings,
    );
  });
  await step('wrong link', async () => {
    await at('/');
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

  await step('clear cart', async () => {
    await open(page, site(where.host, '/cart'));
    await auditOpened(page, button('cart:clear'), 'dialog', `${label} clear cart`, findings);
  });
  await step('buy now', async () => {
    await open(page, walk.product);
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
    await auditOpened(
      page,
      page.getByRole('button', { name: text(where, 'shipping:parcels.ship') }),
      'dialog',
      `${label} ship dialog`,
      findings,
    );
  });
  await step('address dialog', async () => {
    await open(page, site(where.host, '/my/account'));
    await auditOpened(
      page,
      page.getByRole('button', { name: text(where, 'address:addresses.add') }).first(),
      'dialog',
      `${label} address dialog`,
      findings,
    );
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
    await at('/my/purchase');
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

/** From the search results shown: the first product's page, opened as a shopper does, and its address. */
async function productFromResults(page: Page): Promise<string> {
  await page.getByTestId('result-card').first().getByRole('link').first().click();
  await page.waitForURL(/\/product\?/);
  await expect(page.locator('h1').first()).toBeVisible();
  await settle(page);
  return page.url();
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
        const routes =
          scheme === 'light' && viewport === DESKTOP
            ? [...PUBLIC_ROUTES, SEARCH_ROUTE]
            : ['/', '/cart', '/auth/login', SEARCH_ROUTE];
        for (const route of routes) {
          await open(page, site(where.host, route));
          await audit(page, `${label} ${route}`, findings);
        }
        // The search results are the last route: the first context reaches the product from them.
        if (product) await open(page, product);
        else product = await productFromResults(page);
        await audit(page, `${label} product`, findings);
        await context.close();
      }
    }
    report(findings);
  });

  test(`${where.host}: logged-in routes in both schemes`, async ({ browser }) => {
    test.setTimeout(300_000);
    const findings: Findings = [];
    const { state } = await loggedInState(browser, where);
    for (const [scheme, viewport] of [
      ['light', DESKTOP],
      ['dark', PHONE],
    ] as const) {
      const context = await newContext(browser, where, scheme, viewport, state);
      const page = await context.newPage();
      const label = `${where.host} logged in ${scheme} ${viewport.width}px`;
      for (const route of ['/', '/cart', ...ACCOUNT_ROUTES]) {
        await open(page, site(where.host, route));
        await audit(page, `${label} ${route}`, findings);
      }
      await context.close();
    }
    report(findings);
  });

  test(`${where.host}: dialogs and menus, logged in and out, both schemes at desktop and phone width`, async ({
    browser,
  }) => {
    test.setTimeout(900_000);
    const findings: Findings = [];
    const { state, product } = await loggedInState(browser, where);
    for (const scheme of ['light', 'dark'] as const) {
      for (const viewport of [DESKTOP, PHONE]) {
        for (const loggedIn of [false, true]) {
          const context = await newContext(browser, where, scheme, viewport, loggedIn ? state : undefined);
          const page = await context.newPage();
          const label = `${where.host} ${loggedIn ? 'logged in' : 'logged out'} ${scheme} ${viewport.width}px`;
          await walkDialogs(page, where, { label, phone: viewport === PHONE, loggedIn, product }, findings);
          await context.close();
        }
      }
    }
    report(findings);
  });
}
