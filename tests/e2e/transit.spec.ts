// From warehouse to door as the GlobalBuy demo shopper: add a delivery address, get the receiving address at a
// China warehouse, two self-shipped parcels arrive there (operator call with the member code), pick both, ship
// them to the new address on the cheapest line, the warehouse weighs the order (operator), pay the exact fee with
// the pay password, follow it to delivered (operator) and confirm receipt.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  API,
  DEMO_PASSWORD,
  expect,
  logInThroughForm,
  OPERATOR,
  OPERATOR_TOKEN,
  operatorPost,
  shopperTest as test,
  site,
} from './support';

const PAY_PASSWORD = '123456';

/** One step at a time until the order is in `target`; a step the fulfilment worker already took is a 409 naming where the order is. */
async function advanceTo(request: APIRequestContext, orderId: string, target: string): Promise<void> {
  for (let i = 0; i < 4; i += 1) {
    const response = await request.post(`${OPERATOR}/operator/transit-orders/${orderId}/advance`, {
      data: {},
      headers: { 'X-Operator-Token': OPERATOR_TOKEN },
    });
    const body = (await response.json()) as { status?: string; detail?: string };
    const status = response.ok() ? body.status : body.detail;
    expect([200, 409], JSON.stringify(body)).toContain(response.status());
    if (status === target) return;
  }
  throw new Error(`transit order ${orderId} did not reach ${target}`);
}

async function openOrder(page: Page, orderId: string) {
  await page.goto(site('localhost', `/my/transit?order=${orderId}`));
  const detail = page.getByRole('dialog', { name: /Transit order/ });
  await expect(detail.getByTestId('transit-detail')).toBeVisible();
  return detail;
}

test('a shopper ships two parcels to a new address, pays the weighed fee and confirms receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36).toUpperCase();
  const recipient = `Robin Test ${run}`;

  // A delivery address with the cascading region picker.
  await page.goto(site('localhost', '/my/account'));
  await page.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('dialog', { name: 'New delivery address' });
  await form.getByLabel(/^Recipient/).fill(recipient);
  await form.getByLabel(/^Phone number/).fill('+1 973 555 0142');
  await form.getByRole('combobox', { name: /Country/ }).click();
  await page.getByRole('option', { name: 'United States' }).click();
  await form.getByRole('combobox', { name: /State \/ province/ }).click();
  await page.getByRole('option', { name: 'New Jersey' }).click();
  await form.getByRole('combobox', { name: /^City/ }).click();
  await page.getByRole('option', { name: 'Newark' }).click();
  await expect(form.getByLabel(/^City \/ town/)).toHaveValue('Newark');
  await form.getByLabel(/^Street address/).fill('1200 Port Newark Blvd, Unit 3');
  await form.getByLabel(/^Postcode/).fill('07114');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('address-card').filter({ hasText: recipient })).toBeVisible();

  // The receiving address at the Guangzhou warehouse, with the member code the warehouse matches parcels by.
  await page.goto(site('localhost', '/my/warehouses'));
  const add = page.getByRole('button', { name: /^Add GlobalBuy Guangzhou warehouse$/ });
  if (await add.isVisible()) await add.click();
  const card = page.getByTestId('receiving-address').filter({ hasText: 'GlobalBuy Guangzhou warehouse' });
  await expect(card).toBeVisible();
  const memberCode = (await card.getByTestId('member-code').textContent())?.trim() ?? '';
  expect(memberCode).toMatch(/^[A-Z0-9]{6,}$/);

  // Two parcels the shopper sent there arrive.
  const warehouses = (await (
    await request.get(`${API}/front/tenant-warehouses`, {
      params: { warehouseRegion: 'CHINA' },
      headers: { 'X-Tenant-Domain': 'localhost' },
    })
  ).json()) as { id: string; name: string }[];
  const guangzhou = warehouses.find((w) => w.name === 'GlobalBuy Guangzhou warehouse');
  expect(guangzhou).toBeTruthy();
  const tracking = [`E2E${run}A`, `E2E${run}B`];
  for (const [i, trackingNo] of tracking.entries()) {
    await operatorPost(request, '/operator/parcels', {
      memberCode,
      tenantWarehouseId: guangzhou!.id,
      trackingNo,
      weightGrams: 1200 + i * 300,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 15,
      items: [{ title: `Test goods ${i + 1}`, quantity: 1 }],
    });
  }

  // Pick both and ship them.
  await page.goto(site('localhost', '/my/in-stock-items'));
  for (const trackingNo of tracking) {
    const parcelCard = page.getByTestId('parcel-card').filter({ hasText: trackingNo });
    await parcelCard.getByRole('checkbox').check();
  }
  await expect(page.getByTestId('selection-summary')).toHaveText('Selected: 2 · 2.7 kg');
  await page.getByRole('button', { name: 'Ship selected' }).click();
  const ship = page.getByRole('dialog', { name: 'Ship parcels home' });
  await expect(ship.getByTestId('transit-form-summary')).toHaveText('Parcels: 2 · actual weight 2.7 kg');
  await ship.getByRole('combobox', { name: 'Delivery address' }).click();
  await page.getByRole('option', { name: new RegExp(recipient) }).click();
  await expect(ship.getByTestId('estimate-line').first()).toBeVisible();
  const chosen = ship.getByTestId('estimate-line').filter({ has: page.getByRole('radio', { checked: true }) });
  await expect(chosen.getByTestId('estimate-fee')).toContainText(/CNY\s\d/);
  await ship.getByRole('button', { name: 'Create transit order' }).click();
  await expect(page).toHaveURL(/\/my\/transit\?order=/);
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  let detail = page.getByRole('dialog', { name: /Transit order/ });
  await expect(detail.getByTestId('transit-detail')).toContainText(recipient);
  await expect(detail.getByTestId('transit-detail')).toContainText('Parcels (2)');

  // The warehouse weighs the packed box: the exact fee with its breakdown.
  await advanceTo(request, orderId, 'AWAITING_PAYMENT');
  detail = await openOrder(page, orderId);
  await expect(detail.getByTestId('transit-status')).toHaveText('Awaiting payment');
  await expect(detail.getByTestId('chargeable-weight')).toContainText(/\d\s?k?g\b/);
  const fee = (await detail.getByTestId('transit-fee').locator('[data-money="cny"]').textContent()) ?? '';
  expect(fee).toMatch(/^CNY\s\d/);

  // Pay it from the balance with the pay password.
  await detail.getByRole('button', { name: 'Pay fee' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay from balance' });
  await expect(pay.getByTestId('pay-amount')).toContainText(fee);
  await pay.getByLabel(/^Pay password/).fill(PAY_PASSWORD);
  await pay.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Payment successful.')).toBeVisible();
  await expect(detail.getByTestId('transit-status')).toHaveText('Paid');

  // Shipped and delivered: the journey shows the carrier's scans.
  await advanceTo(request, orderId, 'DELIVERED');
  detail = await openOrder(page, orderId);
  await expect(detail.getByTestId('transit-status')).toHaveText('Delivered');
  await expect(detail.getByTestId('tracking-timeline')).toContainText('Delivered');

  // Confirm receipt.
  await detail.getByRole('button', { name: 'Confirm receipt' }).click();
  const confirm = page.getByRole('dialog', { name: 'Did you receive your parcels?' });
  await confirm.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(page.getByText('Thank you! The order is completed.')).toBeVisible();
  await expect(detail.getByTestId('transit-status')).toHaveText('Completed');
  await expect(detail.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);

  // The completed order is under its tab.
  await detail.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('tab', { name: /^Completed/ }).click();
  await expect(page.getByTestId('transit-order').filter({ hasText: /TR\d+/ }).first()).toBeVisible();
});

test('a tenant without in-stock items or transit answers 404 on those pages, and offers proxy shipping', async ({
  browser,
}) => {
  // A fresh context: the shopper of Accra Cargo Buy, whose preferences hide in-stock items and transit.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(site('accra.localhost', '/auth/login'));
  await logInThroughForm(page, 'demo@accra.test', DEMO_PASSWORD);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login / Sign up' })).toHaveCount(0);
  for (const path of ['/my/in-stock-items', '/my/transit']) {
    const response = await page.goto(site('accra.localhost', path));
    expect(response?.status(), path).toBe(404);
  }
  const response = await page.goto(site('accra.localhost', '/my/warehouses'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'My proxy shipping' })).toBeVisible();
  await context.close();
});
