// The pieces every axe walk shares: the rules it runs (WCAG 2.2 AA plus the structure rules axe files as best
// practice), a page's audit collected as findings, settling a page before it is measured, the site's own texts,
// a browser context in a colour scheme, and the demo shopper logged in once and reused.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { COOKIES, DEMO_PASSWORD, expect, site } from './support';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// Beyond the WCAG tags: label-content-name-mismatch (WCAG 2.5.3, experimental in axe) and the structure rules
// axe files as best practice (one h1, headings in order, landmarks told apart).
const EXTRA_RULES = Object.fromEntries(
  ['label-content-name-mismatch', 'page-has-heading-one', 'heading-order', 'landmark-unique'].map((id) => [
    id,
    { enabled: true },
  ]),
);
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };
export type Viewport = typeof DESKTOP;
export type Scheme = 'light' | 'dark';

/** A demo tenant as the walk visits it: its host, its default language and its demo shopper. */
export interface Site {
  host: string;
  locale: string;
  shopper: string;
}

export type Findings = string[];
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Runs axe on what the page shows now and records each violation with the nodes it names. */
export async function audit(page: Page, where: string, findings: Findings): Promise<void> {
  // Transitions (a button turning from disabled to enabled) would be measured halfway: wait for them to end.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  const result = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: WCAG_TAGS }, rules: EXTRA_RULES })
    .analyze();
  for (const violation of result.violations) {
    const nodes = violation.nodes
      .slice(0, 4)
      .map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
    findings.push(
      `${where} — ${violation.id} (${violation.impact}, ${violation.nodes.length}×)\n      ${nodes.join('\n      ')}`,
    );
  }
}

/** Waits until the page's network has been quiet for half a second, at most `timeout`. */
export async function settle(page: Page, timeout = 5_000): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
}

/** Loads a route and waits until the page has settled: its heading shown and its first data loaded. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('h1').first()).toBeVisible();
  await settle(page);
}

/** A text of the site's language, as the storefront shows it (`ns:a.b` in locales/). */
export function text(where: Site, key: string): string {
  const [ns, dotted] = key.split(':') as [string, string];
  let value: unknown = JSON.parse(fs.readFileSync(path.join('locales', where.locale, `${ns}.json`), 'utf8'));
  for (const part of dotted.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${where.locale}`);
  return value;
}

/** A browser context in one colour scheme and width, the storefront's scheme cookie set to match. */
export async function newContext(
  browser: Browser,
  where: Site,
  scheme: Scheme,
  viewport: Viewport,
  storageState?: StorageState,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport,
    colorScheme: scheme,
    ...(storageState ? { storageState } : {}),
  });
  await context.addCookies([{ name: COOKIES.scheme.name, value: scheme, domain: where.host, path: '/' }]);
  return context;
}

/** Logs in through the storefront's own API proxy from the page, which receives the session cookies. */
export async function logIn(page: Page, where: Site): Promise<void> {
  await page.goto(site(where.host, '/auth/login'));
  const answer = await page.evaluate(
    async ({ email, password }) => {
      const response = await fetch('/api/front/user/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      return `${response.status} ${await response.text()}`;
    },
    { email: where.shopper, password: DEMO_PASSWORD },
  );
  expect(answer, `login of ${where.shopper}`).toMatch(/^2\d\d /);
}

/**
 * Puts the product page shown now (loaded from the server, not reached by a client-side navigation) in the
 * logged-in shopper's cart: its first variant in stock, at its minimum quantity.
 */
export async function addShownProductToCart(page: Page): Promise<void> {
  const answer = await page.evaluate(async () => {
    const data = (
      window as unknown as {
        __NEXT_DATA__: {
          props: {
            pageProps: {
              data?: {
                product?: { productUrl: string; minQuantity: number; skus: { skuId: string; stock: number }[] };
              };
            };
          };
        };
      }
    ).__NEXT_DATA__.props.pageProps.data?.product;
    const quantity = Math.max(1, data?.minQuantity ?? 1);
    const sku = data?.skus.find((k) => k.stock >= quantity);
    if (!data || !sku) return 'no product data on the page';
    const response = await fetch('/api/front/cart', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ productUrl: data.productUrl, productSkuId: sku.skuId, quantity }),
    });
    return `${response.status}`;
  });
  expect(answer, 'a line added to the cart').toMatch(/^2\d\d$/);
}

export function report(findings: Findings): void {
  expect(findings, `axe found:\n  ${findings.join('\n  ')}`).toEqual([]);
}
