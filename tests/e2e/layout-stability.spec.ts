// Nothing moves while a page loads: on a phone with an empty cache (each test has its own browser context), the
// layout shifts of the first seconds add up to at most 0.02 (Core Web Vitals count 0.1 as good; we hold 0.02).
// Stylesheets and Emotion's style tags arrive and move while the page hydrates, so a rule that only wins in one
// order shows here as a field or a footer jumping.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { catalogue, expect, shopperTest, site, test, WEB_PORT } from './support';

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

/** Expects the layout shifts the page recorded so far to add up to no more than the limit. */
async function expectShiftsWithinLimit(page: Page): Promise<void> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `${page.url()} shifted: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
}

/** Loads `url` in a page that records layout shifts and expects them to add up to no more than the limit. */
async function expectStable(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await expectShiftsWithinLimit(page);
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

/**
 * A proxy in front of the storefront that sends each page's HTML in two parts, cut after the footer's first
 * column, `pause` ms apart: what a slow network or a slow phone's parser does at random, here every time. The
 * browser paints the page as far as the first part goes before the rest arrives.
 */
async function footerSplittingProxy(pause: number): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((incoming, outgoing) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: Number(WEB_PORT),
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'accept-encoding': 'identity' },
      },
      (response) => {
        const isHtml = String(response.headers['content-type'] ?? '').startsWith('text/html');
        if (!isHtml) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const column = html.indexOf('</section>', html.indexOf('<footer'));
          const cut = column < 0 ? html.length : column + '</section>'.length;
          const headers = { ...response.headers };
          delete headers['content-length'];
          outgoing.writeHead(response.statusCode ?? 502, headers);
          outgoing.write(html.slice(0, cut));
          setTimeout(() => outgoing.end(html.slice(cut)), pause);
        });
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test.describe('a page whose HTML arrives in parts', () => {
  test.use(PHONE);

  // On a page shorter than the window the footer sits at the bottom: drawn a part at a time, its top would climb
  // with each part. It is drawn once all of it is there.
  test('the footer of a short page is drawn whole, without moving', async ({ page }) => {
    const proxy = await footerSplittingProxy(1500);
    try {
      await recordLayoutShifts(page);
      const loaded = page.goto(`http://localhost:${proxy.port}/auth/login`, { waitUntil: 'networkidle' });
      // The first part is on screen: the login form is there and the footer is not yet drawn.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await loaded;
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForTimeout(1000);
      await expectShiftsWithinLimit(page);
    } finally {
      await proxy.close();
    }
  });
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
