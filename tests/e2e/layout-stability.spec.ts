// Nothing moves while a page loads: on a phone with an empty cache (each test has its own browser context), the
// layout shifts of the first seconds add up to at most 0.02 (Core Web Vitals count 0.1 as good; we hold 0.02).
// Stylesheets and Emotion's style tags arrive and move while the page hydrates, so a rule that only wins in one
// order shows here as a field or a footer jumping.
import type { Page } from '@playwright/test';
import { catalogue, expect, shopperTest, site, test } from './support';

const MAX_LAYOUT_SHIFT = 0.02;

interface Shift {
  at: number;
  value: number;
  moved: string[];
}

/** From now on, every document the page loads records its layout shifts not caused by input, with what moved. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map((source) => {
          const node = source.node;
          if (!(node instanceof Element)) return node?.textContent?.slice(0, 40) ?? '?';
          return `${node.nodeName.toLowerCase()}.${node.getAttribute('class') ?? ''} "${(node.textContent ?? '').slice(0, 40)}"`;
        });
        shifts.push({ at: Math.round(entry.startTime), value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Loads `url` in a page that records layout shifts and expects them to add up to no more than the limit. */
async function expectStable(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `${url} shifted: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
}

/** A mid-range phone's CPU: 4× slower than this machine's, as Lighthouse's mobile runs. A fast CPU can move the
 * styles and hydrate within one frame, where a shopper's phone paints the moment between. */
async function slowCpu(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };

test.describe('a visitor on a phone', () => {
  test.use(PHONE);

  for (const host of ['localhost', 'souq.localhost']) {
    test(`${host}: login, the cart's login form, home, search and product load without moving`, async ({
      browser,
      request,
    }) => {
      const [product] = await catalogue(request, { pageSize: 1 }, host);
      if (!product) throw new Error('the seeded catalogue is empty');
      const pages = [
        '/auth/login',
        '/cart',
        '/',
        `/product-search?keyword=${encodeURIComponent(product.title.split(' ')[0] ?? '')}`,
        `/product?url=${encodeURIComponent(product.productUrl)}`,
      ];
      for (const pathname of pages) {
        // A context per page: an empty cache each time, as a first visit.
        const context = await browser.newContext(PHONE);
        const page = await context.newPage();
        await slowCpu(page);
        await recordLayoutShifts(page);
        await expectStable(page, site(host, pathname));
        await context.close();
      }
    });
  }
});

shopperTest.describe('a shopper on a phone', () => {
  shopperTest.use(PHONE);

  shopperTest('the cart and the account pages load without moving', async ({ page }) => {
    await slowCpu(page);
    await recordLayoutShifts(page);
    for (const pathname of ['/cart', '/my/account', '/my/purchase', '/my/message']) {
      await expectStable(page, site('localhost', pathname));
    }
  });
});
