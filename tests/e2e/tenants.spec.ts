// The shell as a visitor meets it: a tenant per host, right to left for Arabic, the language switch,
// the footer's copy-on-click and sanitised tenant HTML, and an unknown host.
import { COOKIES, expect, site, test, watchForMui } from './support';

test('two hosts render two different tenants', async ({ page }) => {
  await page.goto(site('localhost'));
  await expect(page).toHaveTitle('GlobalBuy');
  const globalLogo = page.getByRole('banner').getByRole('link', { name: 'GlobalBuy home' });
  await expect(globalLogo.getByRole('img', { name: 'GlobalBuy' })).toBeVisible();
  const globalLogoSrc = await globalLogo.getByRole('img').getAttribute('src');

  await page.goto(site('himal.localhost'));
  await expect(page).toHaveTitle('Himal Proxy');
  const himalLogo = page.getByRole('banner').getByRole('link', { name: 'Himal Proxy home' });
  await expect(himalLogo.getByRole('img', { name: 'Himal Proxy' })).toBeVisible();
  expect(await himalLogo.getByRole('img').getAttribute('src')).not.toBe(globalLogoSrc);
  // The footer credits the tenant, not the other one.
  await expect(page.getByRole('contentinfo')).toContainText('Himal Proxy');
  await expect(page.getByRole('contentinfo')).not.toContainText('GlobalBuy');
});

test('the Arabic tenant renders right to left', async ({ page }) => {
  const response = await page.goto(site('souq.localhost'));
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Server-rendered that way (no flash of a left-to-right page).
  expect(await response?.text()).toMatch(/<html[^>]*\bdir="rtl"/);
});

test('on the Arabic tenant, a shop name in Latin letters is cut at its end, not its start', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(site('souq.localhost', '/product-search?keyword=dress&channel=Taobao'));
  await expect(page.getByTestId('result-card').first()).toBeVisible();
  // Each shop line: whether it overflows, and whether its first letter lies inside the line's box.
  const lines = await page.getByTestId('result-card').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const line = card.querySelector('p[title]');
      const text = line?.firstChild;
      if (!line || !text || !/^[A-Za-z]/.test(text.textContent ?? '')) return [];
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 1);
      const first = range.getBoundingClientRect();
      const box = line.getBoundingClientRect();
      return [
        {
          name: text.textContent,
          overflows: line.scrollWidth > line.clientWidth,
          firstLetterShown: first.left >= box.left - 1 && first.right <= box.right + 1,
        },
      ];
    }),
  );
  expect(lines.filter((line) => line.overflows).length, 'a long Latin shop name among the results').toBeGreaterThan(0);
  for (const line of lines) expect(line.firstLetterShown, line.name ?? '').toBe(true);
});

test('switching language changes the text and the NEXT_LOCALE cookie', async ({ page, context }) => {
  await page.goto(site('localhost'));
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();

  await expect(page).toHaveURL(site('localhost', '/es'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Inicio', exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('cart-link')).toHaveText(/Carrito/);
  const cookie = (await context.cookies()).find((c) => c.name === COOKIES.locale.name);
  expect(cookie?.value).toBe('es');
  // The choice sticks: a fresh visit to the bare address comes back in Spanish.
  await page.goto(site('localhost'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('clicking the footer phone copies it and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site('localhost', '') });
  await page.goto(site('localhost'));
  await page.getByRole('contentinfo').getByRole('button', { name: 'Copy phone number +1 (646) 555-0142' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+1 (646) 555-0142');
});

test("a tenant's HTML with a script does not run it", async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(site('accra.localhost'));
  const modal = page.getByRole('dialog', { name: 'Terms of use' });
  // A click that lands before the page has hydrated does nothing (the server HTML has no handlers yet): click
  // again until the dialog opens.
  await expect(async () => {
    if (!(await modal.isVisible()))
      await page.getByRole('contentinfo').getByRole('button', { name: 'Terms of use' }).click();
    await expect(modal).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  const paragraph = modal.getByText('Cargo is released at our Tema office');
  await expect(paragraph).toBeVisible();
  await expect(modal.locator('script')).toHaveCount(0);
  await expect(modal.locator('[onclick], [onerror], [onload]')).toHaveCount(0);
  await expect(modal.locator('a[href^="javascript:" i]')).toHaveCount(0);

  // Clicking what carried the handler and the javascript: link runs nothing either.
  await paragraph.click();
  await modal.getByText('Read the cargo rules').click();
  await expect(modal).toBeVisible();
  expect(dialogs).toEqual([]);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  expect(dialogs).toEqual([]);
});

test('an unknown host gets the 404 site-not-found page, without MUI', async ({ page }) => {
  const mui = watchForMui(page);
  const response = await page.goto(site('nosuch.localhost'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Site not found' })).toBeVisible();
  await expect(page).toHaveTitle('Site not found');
  // No header, footer or redirect for a host without a tenant.
  await expect(page.getByRole('banner')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/');
  await page.waitForLoadState('networkidle');
  expect(mui.arrived, 'MUI code loaded with the site-not-found page').toBe(false);
});
