// The main path without dead ends, against the real API and a production build: a visitor's Add to cart kept
// through login, the image route without a quality, the footer's guide links, and one shop's products listed from
// the product page, and /my/balance hydrating without React's error #418.
import {
  API,
  DEMO_PASSWORD,
  DEMO_SHOPPER,
  catalogue,
  expect,
  logInThroughForm,
  productDetail,
  shopperTest,
  site,
  test,
} from './support';

test("a visitor's Add to cart is kept through login and added once, with a message saying so", async ({
  page,
  request,
}) => {
  // A retail product with variants in stock, chosen as a shopper would on its page.
  let chosen: { title: string; detail: Awaited<ReturnType<typeof productDetail>> } | null = null;
  for (const item of await catalogue(request, { channel: 'Taobao', pageSize: 40 })) {
    const detail = await productDetail(request, item.productUrl);
    if (detail.skus.some((s) => s.stock > 2) && detail.properties.length > 0) {
      chosen = { title: item.title, detail };
      break;
    }
  }
  if (!chosen) throw new Error('no retail product with variants in stock');
  const { detail } = chosen;
  const sku = detail.skus.find((s) => s.stock > 2)!;

  await page.goto(site('localhost', `/product-search?${new URLSearchParams({ keyword: chosen.title }).toString()}`));
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
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Log in to add to cart' }).click();

  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=/);
  await logInThroughForm(page, DEMO_SHOPPER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/product\?url=/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'You are logged in, and the item you chose is now in your cart.' }),
  ).toBeVisible();

  // In the cart once, with the chosen quantity, and selected so Check out is ready.
  await page.goto(site('localhost', '/cart'));
  const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: chosen.title }) });
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('textbox', { name: `Quantity of ${chosen.title}` })).toHaveValue('2');
  await expect(page.getByRole('checkbox', { name: 'Select all', exact: true })).toBeChecked();
  await expect(page.getByTestId('cart-summary').getByRole('button', { name: 'Check out' })).toBeEnabled();
  // One more with the line's stepper: the API takes the change, and it is still there on the next visit.
  const changed = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/quantity'));
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  expect((await changed).status()).toBe(200);
  await expect(line.getByRole('textbox', { name: `Quantity of ${chosen.title}` })).toHaveValue('3');
  await page.reload();
  await expect(line.getByRole('textbox', { name: `Quantity of ${chosen.title}` })).toHaveValue('3');
  // Back on the product page nothing is added a second time.
  await page.goBack();
  await page.goto(site('localhost', '/cart'));
  await expect(line).toHaveCount(1);
});

test('/_next/image without a quality answers with the image at quality 75, not a 400', async ({ request }) => {
  const [product] = await catalogue(request, { channel: 'Taobao' });
  if (!product) throw new Error('empty catalogue');
  const url = product.coverImage;
  const withoutQuality = site('localhost', `/_next/image?${new URLSearchParams({ url, w: '64' }).toString()}`);
  const without = await request.get(withoutQuality);
  expect(without.status(), await without.text().catch(() => '')).toBe(200);
  expect(without.headers()['content-type']).toMatch(/^image\//);
  // It gets there by a permanent redirect to the same address with q=75, the rest of the query kept.
  const hop = await request.get(withoutQuality, { maxRedirects: 0 });
  expect(hop.status()).toBe(308);
  expect(hop.headers()['location']).toBe(`/_next/image?${new URLSearchParams({ url, w: '64', q: '75' }).toString()}`);
  const explicit = await request.get(
    site('localhost', `/_next/image?${new URLSearchParams({ url, w: '64', q: '75' }).toString()}`),
  );
  expect(explicit.status()).toBe(200);
  expect((await without.body()).equals(await explicit.body())).toBe(true);
  // A quality the site does not allow is still refused.
  const other = await request.get(
    site('localhost', `/_next/image?${new URLSearchParams({ url, w: '64', q: '30' }).toString()}`),
  );
  expect(other.status()).toBe(400);
});

test('the footer lists the user guides the spec names, each to a page the tenant enabled', async ({
  page,
  request,
}) => {
  const enabled = (await (
    await request.get(`${API}/front/site-content/enabled-article-types`, {
      headers: { 'X-Tenant-Domain': 'localhost' },
    })
  ).json()) as string[];
  await page.goto(site('localhost'));
  const guide = page
    .getByRole('contentinfo')
    .locator('section', { has: page.getByRole('heading', { name: 'User guide' }) });
  const expected = [
    ['HOW_TO_USE', 'How to use', '/how-to-use'],
    ['SOURCING_SERVICE', 'Sourcing service', '/sourcing-service'],
    ['PAYMENT_GUIDE', 'Payment guide', '/payment-guide'],
    ['ABOUT_TRANSIT_FEE', 'Shipping', '/transportation-charge'],
  ].filter(([type]) => enabled.includes(type!));
  expect(expected.length).toBeGreaterThan(0);
  const links = guide.getByRole('link');
  await expect(links).toHaveCount(expected.length);
  for (const [index, [, name, href]] of expected.entries()) {
    await expect(links.nth(index)).toHaveText(name!);
    await expect(links.nth(index)).toHaveAttribute('href', href!);
  }
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`${expected[0]![2]}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('"More from this shop" lists that shop\'s products', async ({ page, request }) => {
  const [product] = await catalogue(request, { channel: 'Taobao' });
  if (!product) throw new Error('empty catalogue');
  await page.goto(site('localhost', `/product-search?${new URLSearchParams({ keyword: product.title }).toString()}`));
  await page
    .getByTestId('result-card')
    .filter({ has: page.getByRole('heading', { name: product.title }) })
    .first()
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await page.getByRole('link', { name: 'More from this shop' }).click();
  await expect(page).toHaveURL(/\/product-search\?shopId=/);
  const shopId = new URL(page.url()).searchParams.get('shopId')!;
  await expect(page.getByRole('heading', { level: 1, name: /^More from / })).toBeVisible();
  const cards = page.getByTestId('result-card');
  await expect(cards.first()).toBeVisible();
  const listed = (await (
    await request.get(`${API}/front/product/search`, {
      params: { shopId, pageSize: 20 },
      headers: { 'X-Tenant-Domain': 'localhost' },
    })
  ).json()) as { items: { shopId: string; title: string }[] };
  expect(listed.items.length).toBeGreaterThan(0);
  expect(listed.items.every((item) => item.shopId === shopId)).toBe(true);
  await expect(cards).toHaveCount(listed.items.length);
  await expect(cards.filter({ has: page.getByRole('heading', { name: product.title }) })).not.toHaveCount(0);
});

shopperTest('/my/balance loads and reloads without a hydration error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(site('localhost', '/my/balance'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The date pickers load when the shopper reaches for a date field; a reload finds their code in the browser's cache.
  await page.getByRole('textbox', { name: 'From' }).first().focus();
  await expect(page.getByRole('group').first()).toBeVisible();
  await page.reload();
  await page.getByRole('textbox', { name: 'From' }).first().focus();
  await expect(page.getByRole('group').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors.filter((text) => /hydrat|#418|did not match/i.test(text))).toEqual([]);
});

shopperTest(
  'the balance page loads its date pickers on use, and a range filters the transactions',
  async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(site('localhost', '/my/balance'));
    const entries = page.getByTestId('ledger-entry');
    await expect(entries.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Read only, the page draws plain fields in the pickers' place and loads none of their code.
    await expect(page.getByRole('group')).toHaveCount(0);
    const loadedWithPage = scripts.length;
    // A keyboard shopper tabs into the transactions' From field: the picker takes the focus in that field and the
    // day typed there filters the list (every demo entry is from before the year 2099).
    const transactions = page.getByRole('tabpanel');
    await transactions.getByRole('textbox', { name: 'From' }).focus();
    await expect(transactions.getByRole('spinbutton', { name: 'Year' }).first()).toBeFocused();
    expect(scripts.length).toBeGreaterThan(loadedWithPage);
    await page.keyboard.type('20991231');
    await expect(page.getByText('No transactions in this range.')).toBeVisible();
    await expect(entries).toHaveCount(0);
    // The To field's calendar button opens its calendar at once.
    await transactions.getByRole('button', { name: 'Choose date', exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('gridcell').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A last day before the first is said under the fields, and the list keeps the last range that was one.
    await transactions.getByRole('spinbutton', { name: 'Year' }).nth(1).click();
    await page.keyboard.type('20990101');
    await expect(transactions.getByText('The first day must not be after the last.').first()).toBeVisible();
    await expect(page.getByText('No transactions in this range.')).toBeVisible();
    await expect(entries).toHaveCount(0);
  },
);
