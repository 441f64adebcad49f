// The main path with a keyboard only (no mouse, no clicks): the demo shopper goes from the home page through the
// search box to a product, chooses its options with the arrow-key radio groups, adds it to the cart, opens the cart
// from the confirmation, selects that line, checks out and pays in the pay dialog. Every step reaches its control
// with Tab, so a control that Tab skips or a focus that drops to the page body fails the test; after each page
// change focus must be on the new page's heading.
import type { Locator, Page } from '@playwright/test';
import { catalogue, expect, productDetail, shopperTest as test, site } from './support';

const PAY_PASSWORD = '123456';
const MAX_TABS = 80;

/** Presses Tab until `target` has focus; fails if it never does (unreachable by keyboard). */
async function tabTo(page: Page, target: Locator, what: string): Promise<void> {
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${what} is not reachable with Tab`);
}

async function expectHeadingFocused(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName), { message: 'focus on the page heading' })
    .toBe('H1');
}

test('home → search → product → add → cart → check out → pay, with the keyboard only', async ({ page, request }) => {
  test.setTimeout(180_000);
  // A retail product with options whose first choosable values lead to a SKU in stock for one piece.
  let chosen: { title: string; properties: number } | null = null;
  for (const item of await catalogue(request, { channel: 'Taobao', keyword: 'phone case', pageSize: 20 })) {
    const detail = (await productDetail(request, item.productUrl)) as Awaited<ReturnType<typeof productDetail>> & {
      minQuantity: number;
    };
    if (detail.minQuantity <= 1 && detail.properties.length > 0 && detail.skus.some((s) => s.stock > 5)) {
      chosen = { title: item.title, properties: detail.properties.length };
      break;
    }
  }
  if (!chosen) throw new Error('no retail product with options in the seeded catalogue');

  await page.goto(site('localhost'));
  // The home page's search starts folded: its button opens it and puts focus in the text field.
  await tabTo(page, page.getByRole('button', { name: 'Open the search box' }), 'the search button');
  await page.keyboard.press('Enter');
  const box = page.getByRole('searchbox', { name: 'Search products or paste a product link' });
  await expect(box).toBeFocused();
  await page.keyboard.type(chosen.title);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product-search\?.*keyword=/);
  await expectHeadingFocused(page);

  const card = page
    .getByTestId('result-card')
    .filter({ has: page.getByRole('heading', { name: chosen.title }) })
    .first();
  await tabTo(page, card.getByRole('link').first(), 'the result card');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\?/);
  await expect(page.getByRole('heading', { level: 1, name: chosen.title })).toBeVisible();
  await expectHeadingFocused(page);

  // Each option row is one Tab stop; Space chooses the value that has focus.
  const groups = page.getByRole('radiogroup');
  await expect(groups).toHaveCount(chosen.properties);
  for (let index = 0; index < chosen.properties; index += 1) {
    const stop = groups.nth(index).locator('[role="radio"][tabindex="0"]');
    await tabTo(page, stop, `option row ${index + 1}`);
    await page.keyboard.press('Space');
    await expect(stop).toHaveAttribute('aria-checked', 'true');
  }
  await expect(page.getByTestId('stock')).toHaveText(/^In stock: \d+/);

  await tabTo(page, page.getByRole('button', { name: 'Add to cart', exact: true }), 'Add to cart');
  await page.keyboard.press('Enter');
  const notice = page.getByTestId('added-to-cart');
  await expect(notice).toBeFocused();
  await tabTo(page, notice.getByRole('link', { name: 'View cart' }), 'View cart');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expectHeadingFocused(page);

  // Only this product's line goes to check out (the demo cart may hold others).
  const cartLines = page.getByRole('checkbox', { name: /^Select / });
  await expect(cartLines.first()).toBeVisible();
  for (const line of await cartLines.all()) {
    const name = await line.getAttribute('aria-label');
    if (name === null || name === 'Select all') continue;
    const want = name === `Select ${chosen.title}`;
    if ((await line.isChecked()) !== want) {
      await tabTo(page, line, name);
      await page.keyboard.press('Space');
    }
    await expect(line).toBeChecked({ checked: want });
  }
  await tabTo(page, page.getByRole('button', { name: 'Check out' }), 'Check out');
  await page.keyboard.press('Enter');

  const pay = page.getByRole('dialog', { name: 'Pay from balance' });
  await expect(pay.getByTestId('pay-amount')).toBeVisible();
  await tabTo(page, pay.getByLabel(/^Pay password/), 'the pay password');
  await page.keyboard.type(PAY_PASSWORD);
  await tabTo(page, pay.getByRole('button', { name: 'Pay now' }), 'Pay now');
  await page.keyboard.press('Enter');

  // Paid: the order's page opens with focus on its heading, and says so.
  await expect(page).toHaveURL(/\/my\/purchase\?id=/);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expectHeadingFocused(page);
});
