// The cost to the door on a product page: the GlobalBuy demo shopper (default address in the US) sees the fee of
// the cheapest line for the pieces chosen, exactly as the server prices them; more pieces are priced again; the
// compare link opens the estimator with the same box and every line; the total to the door adds goods, fees and
// the US import charges. A visitor chooses the country.
import type { APIRequestContext, Page } from '@playwright/test';
import { API, catalogue, expect, productDetail, shopperTest, site, test } from './support';

interface DoorCostAnswer {
  line: { transitOptionName: string; fee: { total: number } } | null;
  lines: { transitOptionName: string; allowed: boolean }[];
  landed: { total: number; importCharges: { total: number } | null; rule: { effectiveFrom: string } | null } | null;
}

const money = (text: string | null) =>
  Number((/CNY\s*([\d,]+\.\d{2})/.exec(text ?? '')?.[1] ?? 'NaN').replace(/,/g, ''));

/** A product with a weight, minimum 1 and a variant with stock for ten pieces; and that variant. */
async function weighedProduct(request: APIRequestContext) {
  for (const item of await catalogue(request, { channel: 'Taobao', pageSize: 40 })) {
    const detail = (await productDetail(request, item.productUrl)) as Awaited<ReturnType<typeof productDetail>> & {
      weight: number;
      minQuantity: number;
    };
    const sku = detail.skus.find((s) => s.stock >= 10);
    if (detail.weight >= 200 && detail.minQuantity <= 1 && sku) return { item, detail, sku };
  }
  throw new Error('no weighed product in the catalogue');
}

async function serverDoorCost(
  request: APIRequestContext,
  country: string,
  platform: string,
  productId: string,
  quantity: number,
  productSkuId?: string,
): Promise<DoorCostAnswer> {
  const response = await request.post(`${API}/front/transit-options/door-cost`, {
    data: {
      country,
      items: [{ platform, productId, quantity, ...(productSkuId === undefined ? {} : { productSkuId }) }],
    },
    headers: { 'X-Tenant-Domain': 'localhost' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as DoorCostAnswer;
}

async function openProduct(page: Page, title: string): Promise<void> {
  await page.goto(site('localhost', `/product-search?keyword=${encodeURIComponent(title)}`));
  await page
    .getByTestId('result-card')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .first()
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

shopperTest(
  'the shopper sees the cost to their door for the pieces chosen, and compares the lines',
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const { item, detail, sku } = await weighedProduct(request);
    await openProduct(page, item.title);

    const panel = page.getByTestId('door-cost');
    const one = await serverDoorCost(request, 'US', item.platform, detail.productId, 1);
    expect(one.line).not.toBeNull();
    await expect(panel.getByText(/^To your door in /)).toBeVisible();
    await expect(panel.getByTestId('door-cost-line')).toContainText(one.line!.transitOptionName);
    await expect
      .poll(async () => money(await panel.getByTestId('door-cost-fee').textContent()))
      .toBe(one.line!.fee.total);

    // Until a variant is chosen there is no total; choosing one prices the goods.
    if (detail.properties.length > 0) {
      await expect(
        panel.getByText('Choose a variant to see the total with goods, fees and import charges.'),
      ).toBeVisible();
      for (const [index, property] of detail.properties.entries()) {
        const value = property.values.find((v) => v.id === sku.propertyValueIds[index])!;
        await page
          .getByRole('radiogroup', { name: new RegExp(`^${property.name}`) })
          .getByRole('radio', { name: value.name, exact: true })
          .click();
      }
    }

    // Eight pieces: priced again by the server.
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await quantity.fill('8');
    await quantity.press('Enter');
    const eight = await serverDoorCost(request, 'US', item.platform, detail.productId, 8);
    expect(eight.line!.fee.total).toBeGreaterThan(one.line!.fee.total);
    await expect
      .poll(async () => money(await panel.getByTestId('door-cost-fee').textContent()))
      .toBe(eight.line!.fee.total);

    // The total to the door: goods, fees, shipping and the US import charges.
    {
      const landed = (await serverDoorCost(request, 'US', item.platform, detail.productId, 8, sku.skuId)).landed!;
      expect(landed.importCharges!.total).toBeGreaterThan(0);
      const breakdown = panel.getByTestId('landed-cost');
      await expect
        .poll(async () => money(await breakdown.getByTestId('landed-total').textContent()))
        .toBe(landed.total);
      await expect
        .poll(async () => money(await breakdown.getByTestId('landed-import').textContent()))
        .toBe(landed.importCharges!.total);
      await expect(breakdown.getByTestId('landed-rule')).toHaveText(
        'Import rule for \u2068United States\u2069 in force since 2025-05-02.',
      );
    }

    await panel.getByRole('link', { name: 'Compare all shipping lines' }).click();
    await expect(page).toHaveURL(/\/transportation-charge\?country=US&weightGrams=\d+/);
    const estimator = page.getByTestId('shipping-estimator');
    await expect(estimator.getByTestId('estimate-line')).toHaveCount(eight.lines.length);
    await expect(estimator.getByTestId('estimate-line').first()).toContainText(eight.line!.transitOptionName);
    await expect
      .poll(async () => money(await estimator.getByTestId('estimate-fee').first().textContent()))
      .toBe(eight.line!.fee.total);
  },
);

test('a visitor chooses the country to see the cost to the door', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { item, detail } = await weighedProduct(request);
  await openProduct(page, item.title);
  const panel = page.getByTestId('door-cost');
  await expect(panel.getByText('Choose your country to see what shipping home costs.')).toBeVisible();
  await panel.getByRole('combobox', { name: 'Ship to' }).selectOption({ label: 'Canada' });
  const answer = await serverDoorCost(request, 'CA', item.platform, detail.productId, 1);
  await expect(panel.getByTestId('door-cost-line')).toContainText(answer.line!.transitOptionName);
  await expect
    .poll(async () => money(await panel.getByTestId('door-cost-fee').textContent()))
    .toBe(answer.line!.fee.total);
});
