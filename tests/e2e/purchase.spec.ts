// Buying and paying as a new shopper: two items from two shops in the cart, one shop selected, the warehouse
// changed (the selection is priced again), check out, the first pay password set in the pay dialog, a top-up by
// transfer with a receipt approved through the operator API, the order paid (the balance drops by exactly its
// total) and listed; clone it, close the unpaid clone, and pay two unpaid orders at once on the batch page. And
// buy now from a product page: the server's amounts, the order, paid with the demo shopper's pay password.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  accountButton,
  catalogue,
  expect,
  field,
  operatorGet,
  operatorPost,
  outboxCode,
  productDetail,
  shopperTest,
  site,
  test,
} from './support';

const PAY_PASSWORD = '246810';
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

interface Pick {
  productUrl: string;
  skuId: string | null;
  quantity: number;
  shop: string;
  title: string;
}

/** Two products of two different shops, each with a variant in stock for its minimum quantity. */
async function twoShops(request: APIRequestContext): Promise<[Pick, Pick]> {
  const picks: Pick[] = [];
  for (const item of await catalogue(request, { pageSize: 40 })) {
    const detail = (await productDetail(request, item.productUrl)) as Awaited<ReturnType<typeof productDetail>> & {
      shop: { name: string };
      minQuantity: number;
    };
    if (picks.some((p) => p.shop === detail.shop.name)) continue;
    const quantity = Math.max(1, detail.minQuantity);
    const sku = detail.skus.find((s) => s.stock >= quantity + 5);
    if (detail.skus.length > 0 && !sku) continue;
    picks.push({
      productUrl: item.productUrl,
      skuId: sku?.skuId ?? null,
      quantity,
      shop: detail.shop.name,
      title: detail.title,
    });
    if (picks.length === 2) return [picks[0]!, picks[1]!];
  }
  throw new Error('the catalogue has no two shops with stock');
}

/** A call the page itself makes (same origin, its login cookie), as the storefront's own code would. */
async function pageCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method: m, path: p, body: b }) => {
      const response = await fetch(`/api${p}`, {
        method: m,
        headers: b === undefined ? {} : { 'Content-Type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
  return (answer.text ? JSON.parse(answer.text) : undefined) as T;
}

async function signUp(page: Page, request: APIRequestContext, email: string, name: string): Promise<void> {
  await page.goto(site('localhost', '/auth/login?tab=signup'));
  const form = page.getByRole('form', { name: 'Sign up' });
  await field(form, 'Name').fill(name);
  await field(form, 'Email').fill(email);
  await expect(form.getByText('This email is available')).toBeVisible();
  await form.getByRole('button', { name: 'Send code' }).click();
  const code = await outboxCode(request, email);
  await field(form, 'Email verification code').fill(code);
  await field(form, 'Password').fill('Voyage2026x');
  await field(form, 'Confirm password').fill('Voyage2026x');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(accountButton(page, name)).toBeVisible();
}

const money = (text: string | null) =>
  Number((/CNY\s*([\d,]+\.\d{2})/.exec(text ?? '')?.[1] ?? 'NaN').replace(/,/g, ''));

async function balance(page: Page): Promise<number> {
  await page.goto(site('localhost', '/my/balance'));
  return money(await page.getByTestId('balance-total').textContent());
}

async function payInDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Pay from balance' });
  await expect(dialog.getByTestId('pay-amount')).toBeVisible();
  await dialog.getByLabel(/^Pay password/).fill(PAY_PASSWORD);
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Payment successful.')).toBeVisible();
}

test('a new shopper checks out one shop, sets a pay password, tops up, pays, clones, closes and batch-pays', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const email = `buyer-${Date.now()}@example.test`;
  const name = 'Kofi Buyer';
  const [first, second] = await twoShops(request);

  await signUp(page, request, email, name);
  for (const pick of [first, second]) {
    await pageCall(page, 'POST', '/front/cart', {
      productUrl: pick.productUrl,
      productSkuId: pick.skuId,
      quantity: pick.quantity,
    });
  }

  // Cart: two shops, every line open selected; select the first one only, then change the warehouse: each asks the
  // server for the price.
  await page.goto(site('localhost', '/cart'));
  await expect(page.getByTestId('cart-shop')).toHaveCount(2);
  const selectAll = page.getByRole('checkbox', { name: 'Select all', exact: true });
  await expect(selectAll).toBeChecked();
  await selectAll.uncheck();
  await page.getByRole('checkbox', { name: `Select all items from ${first.shop}` }).check();
  const summary = page.getByTestId('cart-summary');
  await expect(summary.getByTestId('amount-total')).toContainText('CNY');
  await expect(page.getByTestId('line-subtotal').first()).toContainText('CNY');
  const repriced = page.waitForRequest(
    (r) => r.url().endsWith('/api/front/cart/refresh') && (r.postData() ?? '').includes('globalbuy-cn-yw'),
  );
  await summary
    .getByRole('combobox', { name: 'Warehouse in China' })
    .selectOption({ label: 'GlobalBuy Yiwu warehouse' });
  const refreshBody = JSON.parse((await repriced).postData() ?? '{}') as { cartItemIds: string[] };
  expect(refreshBody.cartItemIds).toHaveLength(1);
  await expect(summary.getByText('Selected items: 1')).toBeVisible();
  const cartTotal = money(await summary.getByTestId('amount-total').textContent());

  // Check out: one order; a new shopper sets the pay password first, and has no balance to pay with yet.
  await summary.getByRole('button', { name: 'Check out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay from balance' });
  await expect(dialog.getByText(/Set a 6-digit pay password first/)).toBeVisible();
  await dialog.getByLabel(/^New pay password/).fill(PAY_PASSWORD);
  await dialog.getByLabel(/^Repeat the pay password/).fill(PAY_PASSWORD);
  await dialog.getByRole('button', { name: 'Set pay password' }).click();
  await expect(dialog.getByTestId('pay-amount')).toContainText(`CNY ${cartTotal.toFixed(2)}`);
  await expect(dialog.getByText('Your balance does not cover this payment.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay now' })).toBeDisabled();

  // Top up by transfer with a receipt, approved by the operator.
  await dialog.getByRole('link', { name: 'Top up' }).click();
  await expect(page).toHaveURL(/\/my\/balance\?topUp=1/);
  const deposit = page.getByRole('dialog', { name: 'Top up by transfer' });
  await expect(deposit.getByTestId('channel-details')).toBeVisible();
  await deposit.getByLabel(/^Amount sent/).fill('1000');
  await deposit
    .getByTestId('receipt-input')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(deposit.getByText('receipt.png')).toBeVisible();
  await deposit.getByRole('button', { name: 'Send top-up request' }).click();
  await expect(page.getByText(/Top-up request .* sent/)).toBeVisible();
  const requests = await pageCall<{
    items: { id: string; status: string; netAmount: number; receiptUrl: string | null }[];
  }>(page, 'GET', '/front/user-account/operations?kind=DEPOSIT');
  const request0 = requests.items[0]!;
  expect(request0.status).toBe('PENDING');
  expect(request0.receiptUrl).not.toBeNull();
  const reviewed = await operatorGet<{ version: number; amount: number }>(request, `/operator/deposits/${request0.id}`);
  await operatorPost(request, `/operator/deposits/${request0.id}/approve`, { version: reviewed.version });
  const before = await balance(page);
  expect(before).toBe(request0.netAmount);

  // Pay the order from the purchase list; the balance drops by exactly its total.
  await page.goto(site('localhost', '/my/purchase'));
  const card = page.getByTestId('order-card').first();
  await expect(card.getByTestId('order-status')).toHaveText('Awaiting payment');
  const orderNo = (await card.getByRole('link').first().textContent())?.trim() ?? '';
  const orderTotal = money(await card.getByTestId('order-total').textContent());
  expect(orderTotal).toBe(cartTotal);
  await card.getByRole('button', { name: `Pay ${orderNo}` }).click();
  await payInDialog(page);
  await expect(page.getByTestId('order-card').first().getByTestId('order-status')).toHaveText('Paid');
  expect(await balance(page)).toBeCloseTo(before - orderTotal, 2);

  // The order is in the list; order it again (a new unpaid order), then close that one.
  await page.goto(site('localhost', '/my/purchase'));
  await expect(page.getByRole('link', { name: orderNo }).first()).toBeVisible();
  await page.getByRole('button', { name: `Order again ${orderNo}` }).click();
  await expect(page).toHaveURL(/\/my\/purchase\?id=/);
  // The address changes just before the new order's page replaces the list: wait for that page.
  await expect(page.getByTestId('order-no')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
  const cloneNo = (await page.getByTestId('order-no').textContent())?.trim() ?? '';
  expect(cloneNo).not.toBe(orderNo);
  await page.getByRole('button', { name: `Close ${cloneNo}` }).click();
  await page
    .getByRole('dialog', { name: `Close order ${cloneNo}?` })
    .getByRole('button', { name: 'Close order' })
    .click();
  await expect(page.getByTestId('order-status')).toHaveText('Closed');

  // Two unpaid orders (the other shop's line, and the paid order once more), paid together.
  await page.goto(site('localhost', '/cart'));
  await page.getByRole('checkbox', { name: `Select all items from ${second.shop}` }).check();
  await expect(summary.getByRole('button', { name: 'Check out' })).toBeEnabled();
  await summary.getByRole('button', { name: 'Check out' }).click();
  await page.getByRole('dialog', { name: 'Pay from balance' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/my\/purchase\?id=/);
  await page.goto(site('localhost', '/my/purchase?status=PAID'));
  await page.getByRole('button', { name: `Order again ${orderNo}` }).click();
  await expect(page).toHaveURL(/\/my\/purchase\?id=/);

  await page.goto(site('localhost', '/my/pending-payments'));
  await expect(page.getByTestId('unpaid-payment')).toHaveCount(2);
  const owed = money(await page.getByTestId('unpaid-total').textContent());
  const beforeBatch = await balance(page);
  await page.goto(site('localhost', '/my/pending-payments'));
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByTestId('batch-total')).toContainText(`CNY ${owed.toFixed(2)}`);
  await page.getByRole('button', { name: 'Pay selected' }).click();
  await payInDialog(page);
  await expect(page.getByTestId('unpaid-empty')).toBeVisible();
  expect(await balance(page)).toBeCloseTo(beforeBatch - owed, 2);
});

shopperTest(
  'buy now from the product page: priced by the server, ordered, paid, then shown as paid',
  async ({ page, request }) => {
    test.setTimeout(120_000);
    let chosen: { title: string; detail: Awaited<ReturnType<typeof productDetail>>; quantity: number } | null = null;
    for (const item of await catalogue(request, { channel: 'Taobao', pageSize: 30 })) {
      const detail = (await productDetail(request, item.productUrl)) as Awaited<ReturnType<typeof productDetail>> & {
        minQuantity: number;
      };
      const quantity = Math.max(1, detail.minQuantity);
      if (detail.properties.length > 0 && detail.skus.some((s) => s.stock >= quantity + 5)) {
        chosen = { title: item.title, detail, quantity };
        break;
      }
    }
    if (!chosen) throw new Error('no product with variants in stock');
    const { detail } = chosen;
    const sku = detail.skus.find((s) => s.stock >= chosen.quantity + 5)!;

    await page.goto(site('localhost', `/product-search?keyword=${encodeURIComponent(chosen.title)}`));
    await page
      .getByTestId('result-card')
      .filter({ has: page.getByRole('heading', { name: chosen.title }) })
      .first()
      .getByRole('link')
      .click();
    await expect(page.getByRole('heading', { level: 1, name: chosen.title })).toBeVisible();
    for (const [index, property] of detail.properties.entries()) {
      const value = property.values.find((v) => v.id === sku.propertyValueIds[index])!;
      await page
        .getByRole('radiogroup', { name: new RegExp(`^${property.name}`) })
        .getByRole('radio', { name: value.name, exact: true })
        .click();
    }
    await page.getByRole('button', { name: 'Buy now' }).click();
    const buy = page.getByRole('dialog', { name: 'Buy now' });
    await expect(buy.getByTestId('buy-now-line')).toHaveCount(1);
    const total = money(await buy.getByTestId('amount-total').textContent());
    expect(total).toBeGreaterThan(0);
    await buy.getByRole('button', { name: 'Place order' }).click();
    const pay = page.getByRole('dialog', { name: 'Pay from balance' });
    await expect(pay.getByTestId('pay-amount')).toContainText(`CNY ${total.toFixed(2)}`);
    await pay.getByLabel(/^Pay password/).fill('123456');
    await pay.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/my\/purchase\?id=/);
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await expect(page.getByTestId('amount-total')).toContainText(`CNY ${total.toFixed(2)}`);
  },
);
