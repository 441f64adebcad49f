// Consolidation advice from the shopper's side. The GlobalBuy demo shopper has two parcels arrive at the China
// warehouse, picks them, asks for the cheapest way to ship them, uses the advice (the transit form opens with
// those parcels and the advised line) and creates the order without leaving the page. The Souq shopper (Arabic,
// right to left) does the same on a 390 px phone from the keyboard, on the parcels the demo data gives them.
import type { Page } from '@playwright/test';
import { API, DEMO_PASSWORD, expect, operatorPost, shopperTest as test, site } from './support';

interface AnnouncedParcel {
  id: string;
  parcelNo: string;
}

/** The shopper's member code at the Guangzhou warehouse (adding the receiving address when it is missing). */
async function memberCode(page: Page): Promise<string> {
  await page.goto(site('localhost', '/my/warehouses'));
  const add = page.getByRole('button', { name: /^Add GlobalBuy Guangzhou warehouse$/ });
  if (await add.isVisible()) await add.click();
  const card = page.getByTestId('receiving-address').filter({ hasText: 'GlobalBuy Guangzhou warehouse' });
  await expect(card).toBeVisible();
  const code = (await card.getByTestId('member-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{6,}$/);
  return code;
}

test('the GlobalBuy shopper ships two parcels the way the advice says, and stays on the page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36).toUpperCase();
  const code = await memberCode(page);
  const warehouses = (await (
    await request.get(`${API}/front/tenant-warehouses`, {
      params: { warehouseRegion: 'CHINA' },
      headers: { 'X-Tenant-Domain': 'localhost' },
    })
  ).json()) as { id: string; name: string }[];
  const guangzhou = warehouses.find((w) => w.name === 'GlobalBuy Guangzhou warehouse');
  expect(guangzhou).toBeTruthy();

  // Two small parcels: each alone pays a first-weight fee; one box pays it once.
  const tracking = [`CONS${run}A`, `CONS${run}B`];
  const parcels: AnnouncedParcel[] = [];
  for (const trackingNo of tracking) {
    parcels.push(
      await operatorPost<AnnouncedParcel>(request, '/operator/parcels', {
        memberCode: code,
        tenantWarehouseId: guangzhou!.id,
        trackingNo,
        weightGrams: 600,
        lengthCm: 20,
        widthCm: 15,
        heightCm: 10,
        items: [{ title: `Consolidation goods ${trackingNo}`, quantity: 1 }],
      }),
    );
  }

  await page.goto(site('localhost', '/my/in-stock-items'));
  for (const trackingNo of tracking)
    await page.getByTestId('parcel-card').filter({ hasText: trackingNo }).getByRole('checkbox').check();
  await expect(page.getByTestId('selection-summary')).toHaveText('Selected: 2 · 1.2 kg');
  await page.getByRole('button', { name: 'Cheapest way to ship these' }).click();

  const advice = page.getByRole('region', { name: 'Cheapest way to ship these' });
  const group = advice.getByTestId('consolidation-group');
  await expect(group).toHaveCount(1);
  await expect(group).toContainText('Box 1 of 1');
  for (const p of parcels) await expect(group).toContainText(p.parcelNo);
  await expect(advice.getByTestId('consolidation-saving')).toContainText(/You save .*CNY\s\d/);
  const heading = (await group.getByRole('heading').textContent()) ?? '';
  const line = heading.split(' · ')[1]?.trim() ?? '';
  expect(line).not.toBe('');
  const fee = (await group.getByTestId('consolidation-fee').locator('[data-money="cny"]').textContent()) ?? '';

  await group.getByRole('button', { name: 'Use this' }).click();
  const form = page.getByRole('dialog', { name: 'Ship parcels home' });
  await expect(form.getByTestId('transit-form-summary')).toHaveText('Parcels: 2 · actual weight 1.2 kg');
  const chosen = form.getByTestId('estimate-line').filter({ has: page.getByRole('radio', { checked: true }) });
  await expect(chosen).toContainText(line);
  // The form's estimate for these parcels on that line is the advice's fee.
  await expect(chosen.getByTestId('estimate-fee')).toContainText(fee);
  await form.getByRole('button', { name: 'Create transit order' }).click();

  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/my\/in-stock-items$/);
  await expect(group.getByTestId('consolidation-used')).toContainText(/Transit order .*TR\w+.* created/);
  for (const trackingNo of tracking) {
    await expect(page.getByTestId('parcel-card').filter({ hasText: trackingNo })).toContainText('In transit order');
  }
});

test('on a 390 px phone in Arabic the advice opens from the keyboard, right to left, without sideways scrolling', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(site('souq.localhost', '/auth/login'));
  const answer = await page.evaluate(async (password) => {
    const response = await fetch('/api/front/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@souq.test', password }),
    });
    return response.status;
  }, DEMO_PASSWORD);
  expect(answer).toBe(200);

  await page.goto(site('souq.localhost', '/my/in-stock-items'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const free = page.getByTestId('parcel-card').getByRole('checkbox', { disabled: false });
  await expect(free.nth(1)).toBeVisible();
  for (const i of [0, 1]) {
    await free.nth(i).focus();
    await page.keyboard.press('Space');
    await expect(free.nth(i)).toBeChecked();
  }
  const open = page.getByRole('button', { name: 'أرخص طريقة لشحن هذه الطرود' });
  await open.focus();
  await page.keyboard.press('Enter');

  const advice = page.getByRole('region', { name: 'أرخص طريقة لشحن هذه الطرود' });
  await expect(advice.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(advice.getByTestId('consolidation-group').first()).toBeVisible();
  await expect(advice.getByTestId('consolidation-group').first()).toContainText('الصندوق 1 من');
  await expect(advice.getByTestId('consolidation-summary')).toContainText('الإجمالي لكل الصناديق');
  // "Use this" is reached with Tab from the advice's heading.
  const use = advice.getByRole('button', { name: 'استخدم هذا' }).first();
  for (let i = 0; i < 6 && !(await use.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(use).toBeFocused();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /.+/ })).toBeVisible();
  await context.close();
});
