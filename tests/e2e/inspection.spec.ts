// Inspection photos and returns: the GlobalBuy demo shopper's paid order reaches the warehouse (the operator moves
// it step by step, as the fulfilment worker would), the order shows each item's inspection photos and weight, the
// shopper asks a return of one item in the dialog, the operator approves the version they read, and the balance
// rises by what the order shows for that item.
import type { Page } from '@playwright/test';
import { catalogue, expect, operatorGet, operatorPost, productDetail, shopperTest, site, test } from './support';

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

const money = (text: string | null) =>
  Number((/CNY\s*([\d,]+\.\d{2})/.exec(text ?? '')?.[1] ?? 'NaN').replace(/,/g, ''));

async function balance(page: Page): Promise<number> {
  await page.goto(site('localhost', '/my/balance'));
  return money(await page.getByTestId('balance-total').textContent());
}

interface Order {
  id: string;
  orderNo: string;
  status: string;
  shops: { items: { id: string; title: string; amount: number }[] }[];
}

shopperTest(
  'inspection photos of an order in the warehouse, a return asked on one item, approved and refunded',
  async ({ page, request }) => {
    test.setTimeout(180_000);
    let pick: { productUrl: string; skuId: string | null; quantity: number } | null = null;
    for (const item of await catalogue(request, { pageSize: 30 })) {
      const detail = (await productDetail(request, item.productUrl)) as Awaited<ReturnType<typeof productDetail>> & {
        minQuantity: number;
      };
      const quantity = Math.max(1, detail.minQuantity);
      const sku = detail.skus.find((s) => s.stock >= quantity + 5);
      if (detail.skus.length > 0 && !sku) continue;
      pick = { productUrl: item.productUrl, skuId: sku?.skuId ?? null, quantity };
      break;
    }
    if (!pick) throw new Error('no product in stock');

    const before = await balance(page);
    const [warehouse] = await pageCall<{ id: string }[]>(page, 'GET', '/front/tenant-warehouses?warehouseRegion=CHINA');
    const created = await pageCall<Order>(page, 'POST', '/front/preview-product/create', {
      productUrl: pick.productUrl,
      items: [{ productSkuId: pick.skuId, quantity: pick.quantity }],
      tenantWarehouseId: warehouse!.id,
    });
    await pageCall(page, 'POST', `/front/purchase-orders/${created.id}/pay`, { payPassword: '123456' });
    for (let step = 0; step < 4; step++) await operatorPost(request, `/operator/purchase-orders/${created.id}/advance`);
    const item = created.shops[0]!.items[0]!;

    await page.goto(site('localhost', `/my/purchase?id=${created.id}`));
    await expect(page.getByTestId('order-status')).toHaveText('In warehouse');
    const inspection = page.getByTestId('item-inspection');
    await expect(inspection).toContainText('Warehouse inspection');
    await expect(inspection).toContainText(/Weighed: /);
    await inspection.getByRole('button', { name: `Open 2 inspection photos of ${item.title}` }).click();
    const photos = page.getByRole('dialog', { name: `Inspection photos: ${item.title}` });
    const photo = photos.getByTestId('parcel-photo-main');
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await photos.getByRole('button', { name: 'Close' }).click();

    const ask = inspection.getByRole('button', { name: 'Return or exchange' });
    await ask.click();
    const dialog = page.getByRole('dialog', { name: 'Return or exchange' });
    await expect(dialog.getByTestId('after-sale-refund')).toContainText(`CNY ${item.amount.toFixed(2)}`);
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Damaged' }).click();
    await dialog.getByRole('textbox', { name: /Tell the agent more/ }).fill('The box arrived crushed');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog).toBeHidden();
    await expect(inspection.getByTestId('after-sale-status')).toHaveText('Return requested, waiting for the agent');

    const pending = await operatorGet<{ items: { id: string; orderNo: string; version: number }[] }>(
      request,
      '/operator/after-sales?status=PENDING&tenantId=globalbuy',
    );
    const request_ = pending.items.find((r) => r.orderNo === created.orderNo);
    expect(request_).toBeDefined();
    await operatorPost(request, `/operator/after-sales/${request_!.id}/approve`, {
      version: request_!.version,
      note: 'The seller takes it back',
    });

    await page.reload();
    await expect(page.getByTestId('after-sale-status')).toHaveText(
      `Return approved: CNY ${item.amount.toFixed(2)} refunded`,
    );
    await expect(page.getByTestId('item-inspection')).toContainText('The seller takes it back');
    const paid = (await pageCall<{ paidAmount: number }>(page, 'GET', `/front/purchase-orders/${created.id}`))
      .paidAmount;
    expect(await balance(page)).toBeCloseTo(before - paid + item.amount, 2);
  },
);
