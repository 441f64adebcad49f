// Services on a transit order as the GlobalBuy demo shopper: two parcels the shopper sent arrive at the Guangzhou
// warehouse (operator call with the member code), the shopper ships both with insurance on a declared value and
// sees the server's insured fee and landed total in the form, the warehouse weighs the order (operator), and the
// shopper pays the fee and the insurance together, the pay dialog listing both.
import type { APIRequestContext } from '@playwright/test';
import { API, expect, OPERATOR, OPERATOR_TOKEN, operatorPost, shopperTest as test, site } from './support';

const PAY_PASSWORD = '123456';

/** Weighs the order, unless the fulfilment worker already did (a 409 naming where the order is). */
async function weigh(request: APIRequestContext, orderId: string): Promise<void> {
  const response = await request.post(`${OPERATOR}/operator/transit-orders/${orderId}/advance`, {
    data: {},
    headers: { 'X-Operator-Token': OPERATOR_TOKEN },
  });
  const body = (await response.json()) as { status?: string; detail?: string };
  expect(response.ok() ? body.status : body.detail, JSON.stringify(body)).toBe('AWAITING_PAYMENT');
}

test('the demo shopper ships two parcels with insurance, sees the insured fee and pays it with the shipping fee', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36).toUpperCase();

  // The receiving address at the Guangzhou warehouse, with the member code the warehouse matches parcels by.
  await page.goto(site('localhost', '/my/warehouses'));
  const add = page.getByRole('button', { name: /^Add GlobalBuy Guangzhou warehouse$/ });
  if (await add.isVisible()) await add.click();
  const card = page.getByTestId('receiving-address').filter({ hasText: 'GlobalBuy Guangzhou warehouse' });
  const memberCode = (await card.getByTestId('member-code').textContent())?.trim() ?? '';
  expect(memberCode).toMatch(/^[A-Z0-9]{6,}$/);
  const warehouses = (await (
    await request.get(`${API}/front/tenant-warehouses`, {
      params: { warehouseRegion: 'CHINA' },
      headers: { 'X-Tenant-Domain': 'localhost' },
    })
  ).json()) as { id: string; name: string }[];
  const guangzhou = warehouses.find((w) => w.name === 'GlobalBuy Guangzhou warehouse');
  expect(guangzhou).toBeTruthy();
  const tracking = [`INS${run}A`, `INS${run}B`];
  for (const trackingNo of tracking) {
    await operatorPost(request, '/operator/parcels', {
      memberCode,
      tenantWarehouseId: guangzhou!.id,
      trackingNo,
      weightGrams: 900,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 15,
      items: [{ title: 'Ceramic tea set', quantity: 1 }],
    });
  }

  // Pick both, declare their value and insure them: the insured fee and the total are the server's.
  await page.goto(site('localhost', '/my/in-stock-items'));
  for (const trackingNo of tracking)
    await page.getByTestId('parcel-card').filter({ hasText: trackingNo }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Ship selected' }).click();
  const ship = page.getByRole('dialog', { name: 'Ship parcels home' });
  await expect(ship.getByTestId('estimate-line').first()).toBeVisible();
  const insurance = ship.getByRole('checkbox', { name: /^Insurance/ });
  await expect(ship.getByTestId('transit-services')).toContainText('3 % of the declared value');
  await ship.getByRole('textbox', { name: 'Declared value of the goods (CNY)' }).fill('800');
  await insurance.check();
  const total = ship.getByTestId('transit-landed-cost');
  // 3 % of 800 = 24 (above the 10 CNY minimum).
  await expect(total.getByTestId('landed-service-INSURANCE')).toContainText(/CNY\s24\.00/);
  await expect(total).toContainText('Goods (declared value)');
  await expect(total.getByTestId('landed-total')).toContainText(/CNY\s\d/);
  await expect(total).toContainText('An estimate: customs decide what is due');
  await ship.getByRole('button', { name: 'Create transit order' }).click();
  await expect(page).toHaveURL(/\/my\/transit\?order=/);
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';

  // The warehouse weighs the order; the detail shows the fee, the insurance and what the payment asks.
  await weigh(request, orderId);
  await page.goto(site('localhost', `/my/transit?order=${orderId}`));
  const detail = page.getByRole('dialog', { name: /Transit order/ });
  await expect(detail.getByTestId('transit-status')).toHaveText('Awaiting payment');
  await expect(detail.getByTestId('transit-service-INSURANCE')).toContainText(/CNY\s24\.00/);
  const due = (await detail.getByTestId('transit-amount-due').locator('[data-money="cny"]').textContent()) ?? '';
  expect(due).toMatch(/^CNY\s\d/);

  await detail.getByRole('button', { name: 'Pay fee' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay from balance' });
  await expect(pay.getByTestId('pay-amount')).toContainText(due);
  await expect(pay.getByTestId('pay-breakdown')).toContainText('Insurance');
  await pay.getByLabel(/^Pay password/).fill(PAY_PASSWORD);
  await pay.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Payment successful.')).toBeVisible();
  await expect(detail.getByTestId('transit-status')).toHaveText('Paid');
});
