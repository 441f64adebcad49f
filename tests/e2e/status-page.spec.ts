// An address no page answers: the site's own 404 page, in its layout and language, which loads no MUI and leads home.
import { expect, site, test, watchForMui } from './support';

test('a mistyped address answers 404 in the site’s layout, without MUI, with a way home', async ({ page }) => {
  const mui = watchForMui(page);
  const response = await page.goto(site('localhost', '/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login / Sign up' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(mui.arrived, 'MUI code loaded with the status page').toBe(false);

  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(site('localhost', '/'));
});

test('a first visit to a mistyped address of an Arabic site gets the 404 in Arabic, right to left', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(site('souq.localhost', '/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(site('souq.localhost', '/ar/no-such-page'));
  await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await context.close();
});
