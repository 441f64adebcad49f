// An address that does not exist: a 404 with the branded status page, which loads no MUI, and a way home.
import { expect, site, test, watchForMui } from './support';

test('a mistyped address answers 404 with a light status page and a way home', async ({ page }) => {
  const mui = watchForMui(page);
  const response = await page.goto(site('localhost', '/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await page.waitForLoadState('networkidle');
  expect(mui.arrived, 'MUI code loaded with the status page').toBe(false);

  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(site('localhost', '/'));
  await expect(page.getByRole('banner')).toBeVisible();
});
