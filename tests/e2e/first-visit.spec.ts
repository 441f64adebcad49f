// A browser's first page: the request carries no scheme (no cookie yet, no client hint), so the server does not
// guess one. The page is requested once (no second request for a hint), takes the device's light or dark from its
// first paint in CSS, and from the next page on the server renders the scheme the browser now reports.
import type { Browser } from '@playwright/test';
import { COOKIES, expect, site, test } from './support';

const PHONE = { width: 390, height: 844 };

/** The page background of a shopper who chose `scheme` (a cookie), to compare a first visit with. */
async function chosenBackground(browser: Browser, scheme: 'light' | 'dark'): Promise<string> {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  await context.addCookies([{ name: COOKIES.scheme.name, value: scheme, url: site('localhost') }]);
  const page = await context.newPage();
  await page.goto(site('localhost'));
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await context.close();
  return background;
}

for (const scheme of ['light', 'dark'] as const) {
  test(`a ${scheme} device's first page is ${scheme} before any script runs`, async ({ browser }) => {
    const expected = await chosenBackground(browser, scheme);
    const context = await browser.newContext({ viewport: PHONE, colorScheme: scheme, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(site('localhost'));
    expect(response?.headers()['critical-ch']).toBeUndefined();
    expect(await page.locator('html').getAttribute('data-scheme')).toBeNull();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(expected);
    await context.close();
  });
}

test('a dark device asks for its first page once, and the next page comes from the server dark', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, colorScheme: 'dark' });
  const page = await context.newPage();
  // Every scheme the page's scripts write on the document: the light guess must never be among them.
  await page.addInitScript(() => {
    const written: (string | null)[] = [];
    (window as unknown as { __schemes: (string | null)[] }).__schemes = written;
    // Observed from the document: the <html> element the parser creates does not exist yet.
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target === document.documentElement) written.push(document.documentElement.dataset.scheme ?? null);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-scheme'] });
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });

  await page.goto(site('localhost'));
  await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
  expect(documents).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as { __schemes: (string | null)[] }).__schemes)).toEqual([
    'dark',
  ]);

  // The browser now sends the hint (and the page wrote the device's scheme in a cookie): the server draws dark.
  const next = await page.goto(site('localhost', '/faq'));
  expect(documents).toHaveLength(2);
  expect(await next?.text()).toMatch(/<html[^>]* data-scheme="dark"/);
  await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
  await context.close();
});
