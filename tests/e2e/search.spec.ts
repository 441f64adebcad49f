// Finding products the ways a shopper does: a pasted marketplace link, a keyword search through to the
// cart, a photo in the image-search panel (and the files it refuses), and the recently viewed products.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import {
  API,
  cartCount,
  catalogue,
  expect,
  productDetail,
  shopperTest,
  site,
  test,
  type CatalogueItem,
} from './support';

const searchBox = (page: Page) =>
  page.getByRole('search').getByRole('searchbox', { name: 'Search products or paste a product link' });

/** Where a page shows the search box collapsed (home), the search button opens it first. */
async function openSearchBox(page: Page) {
  const expand = page.getByRole('search').getByRole('button', { name: 'Open the search box' });
  const box = searchBox(page);
  await expect(expand.or(box)).toBeVisible();
  // A collapsed box expands and takes the focus on submit; an open one is focused by clicking into it.
  await ((await expand.isVisible()) ? expand : box).click();
  await expect(box).toBeFocused();
  return box;
}

/** Pastes text into the header's search box and submits it. */
async function searchFor(page: Page, text: string): Promise<void> {
  const box = await openSearchBox(page);
  await box.fill(text);
  await box.press('Enter');
}

async function expectProductPage(page: Page, product: CatalogueItem): Promise<void> {
  await expect(page).toHaveURL(/\/product\?url=/);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
}

async function openImagePanel(page: Page) {
  await openSearchBox(page);
  await page.getByRole('search').getByRole('button', { name: 'Search by image' }).click();
  const panel = page.getByRole('dialog', { name: 'Search by image' });
  await expect(panel.getByText('One JPG or PNG image, 10 MB at most')).toBeVisible();
  return panel;
}

test('pasting a marketplace link opens that product', async ({ page, request }) => {
  const [product] = await catalogue(request, { pageSize: 1 });
  if (!product) throw new Error('the seeded catalogue is empty');
  await page.goto(site('localhost'));
  // As shoppers paste it: surrounding words and a tracking parameter.
  await searchFor(page, `look at this ${product.productUrl}&spm=a21n57.1.0.0 thanks`);
  await expectProductPage(page, product);
  expect(new URL(page.url()).searchParams.get('url')).not.toContain('http');
});

shopperTest('keyword search, a result, a variant, add to cart: the header count goes up', async ({ page, request }) => {
  // A retail (default channel) product with variants, looked up by its own title.
  const items = await catalogue(request, { channel: 'Taobao', keyword: 'phone case' });
  let chosen: { item: CatalogueItem; detail: Awaited<ReturnType<typeof productDetail>> } | null = null;
  for (const item of items) {
    const detail = await productDetail(request, item.productUrl);
    if (detail.properties.length > 0 && detail.skus.some((s) => s.stock > 0)) {
      chosen = { item, detail };
      break;
    }
  }
  if (!chosen) throw new Error('no retail product with variants in the seeded catalogue');
  const { item, detail } = chosen;
  const sku = detail.skus.find((s) => s.stock > 0)!;

  await page.goto(site('localhost'));
  const before = await cartCount(page);
  await searchFor(page, item.title);
  await expect(page).toHaveURL(/\/product-search\?.*keyword=/);
  const card = page
    .getByTestId('result-card')
    .filter({ has: page.getByRole('heading', { name: item.title }) })
    .first();
  await card.getByRole('link').click();
  await expectProductPage(page, item);

  for (const [index, property] of detail.properties.entries()) {
    const value = property.values.find((v) => v.id === sku.propertyValueIds[index])!;
    const group = page.getByRole('radiogroup', { name: new RegExp(`^${property.name}`) });
    await group.getByRole('radio', { name: value.name, exact: true }).click();
    await expect(group.getByRole('radio', { name: value.name, exact: true })).toHaveAttribute('aria-checked', 'true');
  }
  await expect(page.getByTestId('stock')).toHaveText(`In stock: ${sku.stock}`);
  const added = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/front/cart',
  );
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  const response = await added;
  expect(response.ok(), `POST /api/front/cart answered ${response.status()} ${await response.text()}`).toBe(true);
  await expect(page.getByRole('alert').filter({ hasText: 'Added to your cart' })).toBeVisible();
  await expect.poll(() => cartCount(page)).toBeGreaterThan(before);

  // The cart page lists the line the shopper just added.
  await page.getByRole('banner').getByRole('link', { name: /Cart/ }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: item.title }).first()).toBeVisible();
});

test("uploading a catalogue product's image finds that product first", async ({ page, request }, testInfo) => {
  const products = await catalogue(request, { channel: 'Taobao' });
  const product = products.find((p) => p.coverImage.endsWith('.jpg') || p.coverImage.endsWith('.png'));
  if (!product) throw new Error('no product with a cover image');
  const image = await request.get(`${API}${product.coverImage.replace(/^\/api/, '')}`);
  expect(image.status()).toBe(200);
  const file = testInfo.outputPath(`cover${product.coverImage.endsWith('.png') ? '.png' : '.jpg'}`);
  fs.writeFileSync(file, await image.body());

  await page.goto(site('localhost'));
  const panel = await openImagePanel(page);
  await panel.locator('input[type=file]').setInputFiles(file);

  await expect(page).toHaveURL(/\/product-search\?.*imageUrl=/);
  await expect(page.getByRole('heading', { name: 'Products similar to your image' })).toBeVisible();
  const first = page.getByTestId('result-card').first();
  await expect(first.getByRole('heading')).toHaveAttribute('title', product.title);
});

test('an oversized and a wrong-type file get their messages', async ({ page }) => {
  await page.goto(site('localhost'));
  const panel = await openImagePanel(page);
  const input = panel.locator('input[type=file]');

  await input.setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10485760 + 1, 0xff) });
  await expect(page.getByRole('alert').filter({ hasText: 'The image is larger than 10 MB' })).toBeVisible();

  await input.setInputFiles({
    name: 'dance.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Only JPG and PNG images can be used.' })).toBeVisible();
  // Nothing was uploaded: still on the home page, panel still open for another try.
  await expect(page).toHaveURL(site('localhost', '/'));
  await expect(panel).toBeVisible();
});

test('watch history shows two products after two product views', async ({ page, request }) => {
  const products = await catalogue(request, { pageSize: 2 });
  const [first, second] = products;
  if (!first || !second) throw new Error('need two products');

  await page.goto(site('localhost'));
  await searchFor(page, first.productUrl);
  await expectProductPage(page, first);
  await searchFor(page, second.productUrl);
  await expectProductPage(page, second);

  // On the product page, under the description (it appears as the shopper scrolls down to it): newest first.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  // Each entry is named by what it shows: the title first, then the price and the shop.
  const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  const entries = recent.getByRole('link');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toHaveAccessibleName(startsWith(second.title));
  await expect(entries.nth(1)).toHaveAccessibleName(startsWith(first.title));

  // Under the empty search box on another page, and it leads back to the product.
  await page.goto(site('localhost'));
  await openSearchBox(page);
  const dropdown = page.getByRole('search').locator('..').getByRole('region', { name: 'Recently viewed' });
  await expect(dropdown.getByRole('link')).toHaveCount(2);
  await dropdown.getByRole('link', { name: startsWith(first.title) }).click();
  await expectProductPage(page, first);
});
