// Online top-up as a shopper does it in the browser, with the demo's simulated payment provider: the balance page
// asks for a pay code, the provider's page (a new tab, marked as a demo) is paid with the shopper's own login,
// the waiting dialog sees the payment and the balance grows by exactly that amount; then an order is paid from
// it with the pay password.
import type { Page } from '@playwright/test';
import { catalogue, expect, productDetail, shopperTest as test, site } from './support';

const PAY_PASSWORD = '123456';
const TOP_UP = 321.5;

const money = (text: string | null) =>
  Number((/CNY\s*([\d,]+\.\d{2})/.exec(text ?? '')?.[1] ?? 'NaN').replace(/,/g, ''));

async function balance(page: Page): Promise<number> {
  await page.goto(site('localhost', '/my/balance'));
  return money(await page.getByTestId('balance-total').textContent());
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

test('top up online with the demo provider, see the balance grow, then pay an order with the pay password', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const before = await balance(page);

  // Ask for a pay code on the balance page; the dialog says the provider is a demo.
  const dialog = page.getByRole('dialog', { name: 'Top up online' });
  // A click before the page has hydrated does nothing; click again until the dialog opens.
  await expect(async () => {
    await page.getByRole('button', { name: 'Top up online' }).click();
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(dialog.getByTestId('demo-provider')).toHaveText('Demo payment provider: no real money moves.');
  await dialog.getByLabel(/^Amount \(CNY\)/).fill(String(TOP_UP));
  await dialog.getByRole('button', { name: 'Get pay code' }).click();
  await expect(dialog.getByTestId('pay-code')).toHaveText(/^OP[0-9A-F]{24}$/);

  // Pay on the provider's page, opened in a new tab with the shopper's own login.
  const [providerPage] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('link', { name: 'Open the payment page' }).click(),
  ]);
  await expect(providerPage.getByRole('note')).toHaveText('Demo payment provider: no real money moves.');
  await providerPage.getByRole('button', { name: `Pay ¥${TOP_UP.toFixed(2)}` }).click();
  await expect(providerPage.getByText(/^Paid\. The amount is in your balance/)).toBeVisible();
  await providerPage.close();

  // The waiting dialog sees the payment; the balance grew by exactly the amount paid.
  await expect(dialog.getByText('Payment received. Your balance has been topped up.')).toBeVisible({ timeout: 15_000 });
  const topped = await balance(page);
  expect(topped).toBeCloseTo(before + TOP_UP, 2);

  // A new order, paid from the balance with the pay password.
  const [warehouse] = await pageCall<{ id: string }[]>(page, 'GET', '/front/tenant-warehouses?warehouseRegion=CHINA');
  type NewOrder = { id: string; orderNo: string; amounts: { total: number } };
  let order: NewOrder | null = null;
  for (const item of await catalogue(request, { pageSize: 30 })) {
    const detail = (await productDetail(request, item.productUrl)) as Awaited<ReturnType<typeof productDetail>> & {
      minQuantity: number;
    };
    const quantity = Math.max(1, detail.minQuantity);
    const sku = detail.skus.find((s) => s.stock >= quantity + 5);
    if (!sku) continue;
    const created = await pageCall<NewOrder>(page, 'POST', '/front/preview-product/create', {
      productUrl: item.productUrl,
      items: [{ productSkuId: sku.skuId, quantity }],
      tenantWarehouseId: warehouse!.id,
    });
    if (created.amounts.total <= topped) {
      order = created;
      break;
    }
  }
  if (!order) throw new Error('no product the balance covers');
  await page.goto(site('localhost', `/my/purchase?id=${order.id}`));
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
  await page.getByRole('button', { name: `Pay ${order.orderNo}` }).click();
  const pay = page.getByRole('dialog', { name: 'Pay from balance' });
  await expect(pay.getByTestId('pay-amount')).toContainText(
    `CNY ${order.amounts.total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  );
  await pay.getByLabel(/^Pay password/).fill(PAY_PASSWORD);
  await pay.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Payment successful.')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  expect(await balance(page)).toBeCloseTo(topped - order.amounts.total, 2);
});
