// The cost to the door on a product page: the GlobalBuy demo shopper (default address in the US) sees the fee of
// the cheapest line for the pieces chosen, exactly as the server prices them; more pieces are priced again; the
// compare link opens the estimator with the same box and every line. A visitor chooses the country.
import type { APIRequestContext, Page } from '@playwright/test';
import { API, catalogue, expect, productDetail, shopperTest, site, test } from './support';

interface DoorCostAnswer {
  line: { transitOptionName: string; fee: { total: number } } | null;
  lines: { transitOptionName: string; allowed: boolean }[];
}

const money = (text: string | null) => Number((/CNY\s*([\d,]+\.\d{2})/.exec(text ?? '')?.[1] ?? 'NaN').replace(/,/g, ''));

/** A product without variants to choose (its quantity field is enabled at once), with a weight and some stock. */
async function weighedProduct(request: APIRequestContext) {
  for (const item of await catalogue(request, { channel: 'Taobao', pageSize: 40 })) {
    const detail = await productDetail(request, item.productUrl) as Awaited<ReturnType<typeof productDetail>> & { weight: number; minQuantity: number };
    if (detail.properties.length === 0 && detail.weight >= 200 && detail.minQuantity <= 1) return { item, detail };
  }
  for (const item of await catalogue(request, { channel: 'Taobao', pageSize: 40 })) {
    const detail = await productDetail(request, item.productUrl) as Awaited<ReturnType<typeof productDetail>> & { weight: number; minQuantity: number };
    if (detail.weight >= 200 && detail.minQuantity <= 1) return { item, detail };
  }
  throw new Error('no weighed product in the catalogue');
}

async function serverDoorCost(request: APIRequestContext, country: string, platform: string, productId: string, quantity: number): Promise<DoorCostAnswer> {
  const response = await request.post(`${API}/front/transit-options/door-cost`, {
    data: { country, items: [{ platform, productId, quantity }] },
    headers: { 'X-Tenant-Domain': 'localhost' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as DoorCostAnswer;
}

async function openProduct(page: Page, title: string): Promise<void> {
  await page.goto(site('localhost', `/product-search?keyword=${encodeURIComponent(title)}`));
  await page.getByTestId('result-card').filter({ has: page.getByRole('heading', { name: title }) }).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

shopperTest('the shopper sees the cost to their door for the pieces chosen, and compares the lines', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { item, detail } = await weighedProduct(request);
  await openProduct(page, item.title);

  const panel = page.getByTestId('door-cost');
  const one = await serverDoorCost(request, 'US', item.platform, detail.productId, 1);
  expect(one.line).not.toBeNull();
  await expect(panel.getByText(/^To your door in /)).toBeVisible();
  await expect(panel.getByTestId('door-cost-line')).toContainText(one.line!.transitOptionName);
  await expect.poll(async () => money(await panel.getByTestId('door-cost-fee').textContent())).toBe(one.line!.fee.total);

  // Eight pieces: priced again by the server.
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await quantity.fill('8');
  await quantity.press('Enter');
  const eight = await serverDoorCost(request, 'US', item.platform, detail.productId, 8);
  expect(eight.line!.fee.total).toBeGreaterThan(one.line!.fee.total);
  await expect.poll(async () => money(await panel.getByTestId('door-cost-fee').textContent())).toBe(eight.line!.fee.total);

  await panel.getByRole('link', { name: 'Compare all shipping lines' }).click();
  await expect(page).toHaveURL(/\/transportation-charge\?country=US&weightGrams=\d+/);
  const estimator = page.getByTestId('shipping-estimator');
  await expect(estimator.getByTestId('estimate-line')).toHaveCount(eight.lines.length);
  await expect(estimator.getByTestId('estimate-line').first()).toContainText(eight.line!.transitOptionName);
  await expect.poll(async () => money(await estimator.getByTestId('estimate-fee').first().textContent())).toBe(eight.line!.fee.total);
});

test('a visitor chooses the country to see the cost to the door', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { item, detail } = await weighedProduct(request);
  await openProduct(page, item.title);
  const panel = page.getByTestId('door-cost');
  await expect(panel.getByText('Choose your country to see what shipping home costs.')).toBeVisible();
  await panel.getByRole('combobox', { name: 'Ship to' }).click();
  await page.getByRole('option', { name: 'Canada' }).click();
  const answer = await serverDoorCost(request, 'CA', item.platform, detail.productId, 1);
  await expect(panel.getByTestId('door-cost-line')).toContainText(answer.line!.transitOptionName);
  await expect.poll(async () => money(await panel.getByTestId('door-cost-fee').textContent())).toBe(answer.line!.fee.total);
});
