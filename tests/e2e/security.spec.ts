// The storefront's public surface: the token lives where page scripts cannot read it and dies with logout, every
// page carries the security headers with a CSP that still lets the tenant's analytics run, and the /api proxy
// answers only the storefront's own calls.
import {
  accountButton,
  API,
  COOKIES,
  DEMO_PASSWORD,
  DEMO_SHOPPER,
  expect,
  logInThroughForm,
  logOut,
  site,
  test,
} from './support';

const DEMO_NAME = 'Jordan Miller';

/** What the API says about a bearer token, asked directly (not through the storefront). */
async function profileStatus(
  request: import('@playwright/test').APIRequestContext,
  token: string,
  domain: string,
): Promise<number> {
  const response = await request.get(`${API}/front/user/profile`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Tenant-Domain': domain },
  });
  return response.status();
}

test('the access token is HttpOnly, never visible to page scripts, and refused by the API after logout', async ({
  page,
  context,
  request,
}) => {
  await page.goto(site('localhost', '/auth/login'));
  await logInThroughForm(page, DEMO_SHOPPER, DEMO_PASSWORD);
  await expect(page).toHaveURL(site('localhost', '/'));
  await expect(accountButton(page, DEMO_NAME)).toBeVisible();

  const token = (await context.cookies()).find((c) => c.name === COOKIES.token.name);
  expect(token, 'the login sets the token cookie').toBeDefined();
  expect(token!.httpOnly).toBe(true);
  expect(token!.sameSite).toBe('Lax');
  const visible = await page.evaluate(() => document.cookie);
  expect(visible).toContain(`${COOKIES.loggedIn.name}=1`);
  expect(visible).not.toContain(COOKIES.token.name);
  expect(visible).not.toContain(token!.value);
  expect(await profileStatus(request, token!.value, 'localhost')).toBe(200);

  await logOut(page, DEMO_NAME);
  await expect(page).toHaveURL(site('localhost', '/'));
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain(COOKIES.token.name);
  expect(names).not.toContain(COOKIES.loggedIn.name);
  // The old token is dead on the server, not only forgotten by the browser.
  expect(await profileStatus(request, token!.value, 'localhost')).toBe(401);
});

test('log out of all devices ends the other sessions too', async ({ browser, request }) => {
  const email = 'demo@himal.test';
  const phone = await browser.newContext();
  const laptop = await browser.newContext();
  try {
    const tokens: string[] = [];
    for (const context of [phone, laptop]) {
      const page = await context.newPage();
      await page.goto(site('himal.localhost', '/auth/login'));
      await logInThroughForm(page, email, DEMO_PASSWORD);
      await expect(accountButton(page, 'Aarav Sharma')).toBeVisible();
      tokens.push((await context.cookies()).find((c) => c.name === COOKIES.token.name)!.value);
    }
    const page = laptop.pages()[0]!;
    await page.goto(site('himal.localhost', '/my/account'));
    await page.getByRole('button', { name: 'Log out of all devices' }).click();
    await expect(page).toHaveURL(site('himal.localhost', '/'));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login / Sign up' })).toBeVisible();
    for (const token of tokens) expect(await profileStatus(request, token, 'himal.localhost')).toBe(401);
  } finally {
    await phone.close();
    await laptop.close();
  }
});

test('pages carry the security headers; the CSP names the analytics host and the tenant scripts still run', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
    // Workers that report back: the head's Intl warm-up worker must run under the policy too.
    const reported: string[] = [];
    (window as unknown as { workersReported: string[] }).workersReported = reported;
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.addEventListener('message', () => reported.push(new URL(String(url), location.href).protocol));
      }
    };
  });
  // GlobalBuy has an analytics id; the tag's host is not reachable from the test machine, which is fine.
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.gtagLoaded = true;' }),
  );
  const response = await page.goto(site('localhost', '/'));
  const headers = response!.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(policy).toContain('https://*.googletagmanager.com');
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain("'unsafe-inline' 'nonce");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['strict-transport-security']).toBeUndefined();

  // The page is hydrated and the inline analytics set-up ran under the policy (it needs the nonce).
  await expect(page.getByRole('banner')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer)))
    .toBe(true);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { gtagLoaded?: boolean }).gtagLoaded === true))
    .toBe(true);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { workersReported: string[] }).workersReported))
    .toContain('blob:');
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);

  // No absolute server path in the page data.
  const data = await page.locator('#__NEXT_DATA__').textContent();
  expect(data).not.toContain(process.cwd());
  expect(data).not.toContain('localePath');

  // A fresh nonce per response, also when an anonymous page comes from the shared page cache, and the scripts of
  // each response carry that response's nonce; a tenant without analytics does not allow Google at all.
  const nonces = new Set<string>();
  for (let i = 0; i < 3; i += 1) {
    const again = await request.get(site('localhost', '/faq'));
    const nonce = /'nonce-([^']+)'/.exec(again.headers()['content-security-policy'] ?? '')?.[1] ?? '';
    expect(nonce).not.toBe('');
    const html = await again.text();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html.match(/nonce="([^"]+)"/g)?.every((attr) => attr === `nonce="${nonce}"`)).toBe(true);
    nonces.add(nonce);
  }
  expect(nonces.size).toBe(3);
  const souq = (await page.goto(site('souq.localhost', '/auth/login')))!.headers();
  expect(souq['content-security-policy']).toMatch(/'nonce-/);
  expect(souq['content-security-policy']).not.toContain('googletagmanager');
  expect(souq['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('the /api proxy answers only the storefront calls and refuses cross-site changes', async ({ request }) => {
  for (const path of [
    '/api/operator/outbox?to=demo@globalbuy.test',
    '/api/health',
    '/api/front/../operator/outbox',
    '/api/front/%2e%2e/operator/outbox',
  ]) {
    const response = await request.get(site('localhost', path), {
      headers: { 'X-Operator-Token': 'e2e-operator-token' },
    });
    expect(response.status(), path).toBe(404);
  }
  expect((await request.get(site('localhost', '/api/front/tenant'))).status()).toBe(200);

  const forged = await request.post(site('localhost', '/api/front/user/login'), {
    data: { email: DEMO_SHOPPER, password: DEMO_PASSWORD },
    headers: { Origin: 'https://evil.example' },
  });
  expect(forged.status()).toBe(403);
  expect(((await forged.json()) as { code: string }).code).toBe('CSRF_REJECTED');
});

test('a NUL byte in a page address is a 400, not a 500', async ({ request }) => {
  const response = await request.get(site('localhost', '/product-search?keyword=%00'));
  expect(response.status()).toBe(400);
});
