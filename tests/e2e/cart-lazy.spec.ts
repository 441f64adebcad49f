// The cart brings no MUI with its page: the cost to the door is drawn with plain elements, the clear confirmation's
// code loads when the shopper first asks to clear, and the pay dialog's ahead of a press once check out is in view.
// On a phone check out sits below the lines, so the cart starts without that code; scrolling down to check out
// fetches it, and the dialogs still open on the first press.
import { addShownProductToCart, PHONE } from './axeSupport';
import { expect, shopperTest, site, watchForMui } from './support';

shopperTest.use({ viewport: PHONE });

shopperTest('a phone cart starts without MUI; check out in view loads the pay dialog ahead', async ({ page }) => {
  shopperTest.setTimeout(90_000);
  await page.goto(site('localhost', '/product-search?keyword=dress'));
  await page.getByTestId('result-card').first().getByRole('link').first().click();
  await page.waitForURL(/\/product\?/);
  // Loaded afresh: the product's data is in the page's own server data only then.
  await page.reload();
  await expect(page.locator('h1').first()).toBeVisible();
  await addShownProductToCart(page);

  const mui = watchForMui(page);
  await page.goto(site('localhost', '/cart'));
  const checkout = page.getByTestId('checkout');
  await expect(checkout).toBeEnabled();
  // The cost to the door has answered: the part of the cart that loads last has drawn.
  await expect(page.getByTestId('door-cost-fee')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await checkout.evaluate((button) => button.getBoundingClientRect().top > window.innerHeight)).toBe(true);
  expect(mui.arrived, 'MUI code loaded with the cart').toBe(false);

  await checkout.scrollIntoViewIfNeeded();
  await expect.poll(() => mui.arrived, { message: 'the pay dialog’s code, once check out is in view' }).toBe(true);

  await page.getByRole('button', { name: 'Clear cart', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
});
