// Accounts: sign-up with the mailed code, login, logout; a page that needs a login; an expired token.
import {
  accountButton,
  COOKIES,
  field,
  DEMO_PASSWORD,
  DEMO_SHOPPER,
  expect,
  logInThroughForm,
  logOut,
  outboxCode,
  shopperTest,
  site,
  test,
} from './support';

/** A page declared with `requireAuth` (the account page of the user menu). */
const PROTECTED_PATH = '/my/account';

test('sign up with the code from the outbox, then log out, log in and log out', async ({ page, request }) => {
  const email = `e2e-${Date.now()}@example.test`;
  const name = 'Ama Mensah';
  const password = 'Voyage2026x';

  await page.goto(site('localhost'));
  await page.getByRole('banner').getByRole('link', { name: 'Login / Sign up' }).click();
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?.*tab=signup/);

  const form = page.getByRole('form', { name: 'Sign up' });
  await field(form, 'Name').fill(name);
  await field(form, 'Email').fill(email);
  await expect(form.getByText('This email is available')).toBeVisible();
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByText(`We sent a code to ${email}`)).toBeVisible();

  const code = await outboxCode(request, email);
  await field(form, 'Email verification code').fill(code);
  await field(form, 'Password').fill(password);
  await field(form, 'Confirm password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();

  // Signed up and logged in: back home with the shopper's name in the header.
  await expect(page).toHaveURL(site('localhost', '/'));
  await expect(accountButton(page, name)).toBeVisible();
  await logOut(page, name);
  await expect(page).toHaveURL(site('localhost', '/'));

  await page.getByRole('banner').getByRole('link', { name: 'Login / Sign up' }).click();
  await logInThroughForm(page, email, password);
  await expect(page).toHaveURL(site('localhost', '/'));
  await expect(accountButton(page, name)).toBeVisible();
  await logOut(page, name);

  const cookieNames = (await page.context().cookies()).map((c) => c.name);
  expect(cookieNames).not.toContain(COOKIES.token.name);
  expect(cookieNames).not.toContain(COOKIES.loggedIn.name);
});

test('a page that needs a login answers 307 to login and the browser returns there after login', async ({
  page,
  request,
}) => {
  const response = await request.get(site('localhost', PROTECTED_PATH), { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  const location = new URL(response.headers()['location'] ?? '', site('localhost'));
  expect(location.pathname).toBe('/auth/login');
  expect(location.searchParams.get('redirectUrl')).toBe(PROTECTED_PATH);

  await page.goto(site('localhost', PROTECTED_PATH));
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=/);
  await logInThroughForm(page, DEMO_SHOPPER, DEMO_PASSWORD);
  await expect(page).toHaveURL(site('localhost', PROTECTED_PATH));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login / Sign up' })).toHaveCount(0);
});

shopperTest('an expired token leads to login with exactly one notification', async ({ page, context }) => {
  const start = '/how-to-use';
  await page.goto(site('localhost', start));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login / Sign up' })).toHaveCount(0);

  // The flag and the profile stay; the token is one the API no longer accepts. The next page load syncs the cart
  // with it, and that call's 401 must end the session. The token is swapped with no page of the site open: a call
  // the old page made after the swap would otherwise get the 401, end the session before the reload, and the
  // reloaded public page would rightly show a shopper who is simply logged out.
  await page.goto('about:blank');
  await context.addCookies([{ name: COOKIES.token.name, value: 'expired-or-revoked-token', url: site('localhost') }]);
  const unauthorized = page.waitForResponse((r) => r.url().includes('/api/front/') && r.status() === 401);
  await page.goto(site('localhost', start));
  await unauthorized;

  await expect(page).toHaveURL(site('localhost', `/auth/login?redirectUrl=${encodeURIComponent(start)}`));
  const expired = page.getByRole('alert').filter({ hasText: 'Login session expired' });
  await expect(expired).toHaveCount(1);
  await expect(expired).toBeVisible();
  const cookieNames = (await context.cookies()).map((c) => c.name);
  expect(cookieNames).not.toContain(COOKIES.token.name);
  expect(cookieNames).not.toContain(COOKIES.loggedIn.name);

  // Logging in again returns to the page the shopper was on.
  await logInThroughForm(page, DEMO_SHOPPER, DEMO_PASSWORD);
  await expect(page).toHaveURL(site('localhost', start));
  await expect(page.getByRole('alert').filter({ hasText: 'Login session expired' })).toHaveCount(0);
});
