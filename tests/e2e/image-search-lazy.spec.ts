// The image search is not in a page's first load: the first camera click or the first file dragged over the page
// loads it (next/dynamic). These check, in a real browser, that loading on demand loses nothing: the panel opens on
// the first click, and a photo dragged onto a freshly loaded page is searched, even when it is dropped before the
// overlay's code has arrived.
import type { APIRequestContext, JSHandle, Page } from '@playwright/test';
import { API, catalogue, expect, site, test } from './support';

/** A catalogue product's cover image, as a shopper's photo. */
async function coverPhoto(request: APIRequestContext) {
  const products = await catalogue(request, { channel: 'Taobao' });
  const product = products.find((p) => p.coverImage.endsWith('.jpg') || p.coverImage.endsWith('.png'));
  if (!product) throw new Error('no product with a cover image');
  const image = await request.get(`${API}${product.coverImage.replace(/^\/api/, '')}`);
  expect(image.status()).toBe(200);
  const png = product.coverImage.endsWith('.png');
  return {
    base64: (await image.body()).toString('base64'),
    name: png ? 'photo.png' : 'photo.jpg',
    type: png ? 'image/png' : 'image/jpeg',
  };
}

/** A DataTransfer holding the photo, as the browser builds one for files dragged in from the desktop. */
function filesTransfer(
  page: Page,
  photo: { base64: string; name: string; type: string },
): Promise<JSHandle<DataTransfer>> {
  return page.evaluateHandle(({ base64, name, type }) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], name, { type }));
    return transfer;
  }, photo);
}

/** Chunk requests made from now on. */
function chunkRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_next/static/chunks/')) seen.push(request.url());
  });
  return seen;
}

test('the camera panel loads on the first click and opens at once', async ({ page }) => {
  await page.goto(site('localhost', '/about'));
  await page.waitForLoadState('networkidle');
  const later = chunkRequests(page);
  // The page shows the search box collapsed: the search button opens it first.
  await page.getByRole('search').getByRole('button', { name: 'Open the search box' }).click();
  await page.getByRole('search').getByRole('button', { name: 'Search by image' }).click();
  const panel = page.getByRole('dialog', { name: 'Search by image' });
  await expect(panel.getByText('One JPG or PNG image, 10 MB at most')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Upload an image' })).toBeVisible();
  expect(later.length, 'the panel came in a chunk of its own').toBeGreaterThan(0);
});

test('a photo dragged onto a freshly loaded page shows the full-screen drop and is searched', async ({
  page,
  request,
}) => {
  const photo = await coverPhoto(request);
  await page.goto(site('localhost', '/about'));
  await page.waitForLoadState('networkidle');
  const transfer = await filesTransfer(page, photo);
  await page.locator('body').dispatchEvent('dragenter', { dataTransfer: transfer });
  const area = page.getByTestId('full-screen-drop').getByLabel('Drop the image to search for similar products');
  await expect(area).toBeVisible();
  await area.dispatchEvent('dragover', { dataTransfer: transfer });
  await area.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(page).toHaveURL(/\/product-search\?.*imageUrl=/);
  await expect(page.getByRole('heading', { name: 'Products similar to your image' })).toBeVisible();
});

test('a photo dropped before the overlay has loaded is still searched', async ({ page, request }) => {
  const photo = await coverPhoto(request);
  await page.goto(site('localhost', '/about'));
  await page.waitForLoadState('networkidle');
  // From now on every chunk arrives late: the drop lands while the overlay's code is on its way.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const transfer = await filesTransfer(page, photo);
  const body = page.locator('body');
  await body.dispatchEvent('dragenter', { dataTransfer: transfer });
  await body.dispatchEvent('dragover', { dataTransfer: transfer });
  const accepted = await body.evaluate((element, dataTransfer) => {
    const drop = new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer });
    element.dispatchEvent(drop);
    return drop.defaultPrevented; // Taken by the page: the browser does not open the file instead.
  }, transfer);
  expect(accepted).toBe(true);
  await expect(page.getByTestId('full-screen-drop')).toHaveCount(0);
  await expect(page).toHaveURL(/\/product-search\?.*imageUrl=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Products similar to your image' })).toBeVisible();
});
