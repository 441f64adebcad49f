// Zero axe findings under the WCAG 2.2 AA rules on every route and dialog: GlobalBuy in English and Souq in
// Arabic, logged out and logged in. The main public routes run in both schemes at a desktop (1366 px) and a phone
// (390 px) width, the other public routes light at 1366 px; the account routes light at 1366 px and dark at 390 px;
// the dialogs and menus once per site (GlobalBuy light at 1366 px, Souq dark at 390 px), opened from the keyboard,
// focus checked back on the opener after Escape. That keeps the walk to a few minutes. Every page's findings are
// collected first and reported together, so one run names them all.
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
  await expect(popup).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await audit(page, where, findings);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  // Closed, focus is back on the control that opened it.
  await expect(opener).toBeFocused();
}

async function newContext(browser: Browser, where: Site, scheme: 'light' | 'dark', viewport: typeof DESKTOP): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, colorScheme: scheme });
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

  test(`${where.host}: dialogs and menus, logged in`, async ({ browser }) => {
    test.setTimeout(300_000);
    const findings: Findings = [];
    // GlobalBuy at the desktop width in the light scheme, Souq at the phone width in the dark one.
    const [scheme, viewport] = where.locale === 'en' ? ['light', DESKTOP] as const : ['dark', PHONE] as const;
    const context = await newContext(browser, where, scheme, viewport);
    const page = await context.newPage();
    await logIn(page, where);
    const label = `${where.host} ${scheme} ${viewport.width}px`;
    const button = (key: string) => page.getByRole('button', { name: text(where, key), exact: true });

    // Each step on its own: one that cannot run is reported with the findings instead of ending the walk.
    const step = async (name: string, run: () => Promise<void>) => {
      try {
        await run();
      } catch (error) {
        findings.push(`${label} ${name} — could not run: ${String(error).split('\n')[0]}`);
        await page.keyboard.press('Escape').catch(() => undefined);
      }
    };

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
    await step('order detail', async () => {
      await open(page, site(where.host, '/my/purchase'));
      await page.getByTestId('order-card').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/my\/purchase\?id=/);
      await expect(page.getByTestId('order-no')).toBeVisible();
      await audit(page, `${label} order detail`, findings);
    });
    await step('transit order detail', async () => {
      await open(page, site(where.host, '/my/transit'));
      const first = page.getByTestId('transit-order').first();
      await first.getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(page, `${label} transit order dialog`, findings);
      await page.keyboard.press('Escape');
    });
    await step('header menus', async () => {
      await open(page, site(where.host, '/'));
      const banner = page.getByRole('banner');
      if (viewport === PHONE) {
        await auditOpened(page, banner.getByRole('button', { name: text(where, 'common:header.openMenu') }), 'dialog', `${label} navigation drawer`, findings);
      } else {
        // The language menu (status bar) and the account menu (header row): the first and last menu buttons.
        await auditOpened(page, banner.locator('button[aria-haspopup="menu"]').first(), 'menu', `${label} language menu`, findings);
        await auditOpened(page, banner.locator('button[aria-haspopup="menu"]').last(), 'menu', `${label} account menu`, findings);
      }
    });
    await context.close();
    report(findings);
  });
}
