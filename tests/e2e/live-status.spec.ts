// Live status: the GlobalBuy demo shopper has /my/purchase open; the operator API advances one of their orders;
// the page shows the new status, and says it in its polite live region, without a reload. Then the same on the
// order's own page.
import type { Page } from '@playwright/test';
import { expect, operatorPost, shopperTest as test, site } from './support';

/** What the operator's next step makes of each status, and how the English page writes each one. */
const NEXT: Record<string, string> = {
  PAID: 'PURCHASING',
  PURCHASING: 'PURCHASED',
  PURCHASED: 'SELLER_SHIPPED',
  SELLER_SHIPPED: 'IN_WAREHOUSE',
};
const LABEL: Record<string, string> = {
  PAID: 'Paid',
  PURCHASING: 'Buying',
  PURCHASED: 'Bought',
  SELLER_SHIPPED: 'Shipped by seller',
  IN_WAREHOUSE: 'In warehouse',
};
const STATUS_OF = Object.fromEntries(Object.entries(LABEL).map(([status, label]) => [label, status]));

interface Shown {
  id: string;
  orderNo: string;
  status: string;
}

/** An order on the page that the operator can still move on (its card's status, its id from the details link). */
async function advanceableOrder(page: Page): Promise<Shown> {
  const cards = page.getByTestId('order-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const status = STATUS_OF[(await card.getByTestId('order-status').textContent())?.trim() ?? ''];
    if (!status || !NEXT[status]) continue;
    const href = await card.locator('a[href*="/my/purchase?id="]').first().getAttribute('href');
    const id = href ? new URL(href, site('localhost')).searchParams.get('id') : null;
    if (id) return { id, orderNo: (await card.getAttribute('aria-label')) ?? '', status };
  }
  throw new Error('no order on the first page that an operator can advance');
}

/** Marks the document: a reload or a navigation would lose the mark. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));
const documentMarked = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark === 1);

/** The tab's event stream is open once its `ready` arrived: wait for the response of /api/front/events. */
async function openWithStream(page: Page, path: string): Promise<void> {
  const stream = page.waitForResponse((r) => r.url().includes('/api/front/events') && r.status() === 200);
  await page.goto(site('localhost', path));
  await stream;
}

test('an order the operator advances shows its new status on the open purchase list and order page without a reload', async ({
  page,
  request,
}) => {
  await openWithStream(page, '/my/purchase');
  const order = await advanceableOrder(page);
  const card = page.locator(`[data-testid="order-card"][aria-label="${order.orderNo}"]`);
  await markDocument(page);

  const next = NEXT[order.status]!;
  const moved = await operatorPost<{ status: string }>(request, `/operator/purchase-orders/${order.id}/advance`);
  expect(moved.status).toBe(next);

  await expect(card.getByTestId('order-status')).toHaveText(LABEL[next]!, { timeout: 10_000 });
  await expect(page.getByTestId('live-status')).toHaveText(`Order ${order.orderNo} is now: ${LABEL[next]}`);
  expect(await documentMarked(page)).toBe(true);

  // The order's own page follows the next step the same way.
  const after = NEXT[next];
  if (!after) return;
  await openWithStream(page, `/my/purchase?id=${encodeURIComponent(order.id)}`);
  await markDocument(page);
  await operatorPost(request, `/operator/purchase-orders/${order.id}/advance`);
  await expect(page.getByTestId('order-status').first()).toHaveText(LABEL[after]!, { timeout: 10_000 });
  expect(await documentMarked(page)).toBe(true);
});
