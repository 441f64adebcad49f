import { sql } from 'kysely';
import {
  ACCOUNT_WINDOW_SECONDS,
  LOGIN_WINDOW_SECONDS,
  MAX_FAILED_LOGINS_PER_EMAIL,
  MAX_FAILED_LOGINS_PER_EMAIL_AND_IP,
  MAX_FAILED_LOGINS_PER_IP,
} from '../../backend/src/modules/user/loginThrottle';
import { ipSequence } from './helpers/clientIps';
import { appForFile, type TestApp } from './helpers/testApp';

let t: TestApp;
appForFile((app) => (t = app));

const PASSWORD = 'Shopper2026!';
const demo = (tenant: string) => `demo@${tenant}.test`;

const freshIp = ipSequence('10.7');

const login = (email: string, password: string, ip: string, tenant = 'globalbuy') =>
  t.request({ method: 'POST', url: '/front/user/login', tenant, payload: { email, password }, remoteAddress: ip });

async function failTimes(n: number, email: string, ip: string, tenant = 'globalbuy'): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    const res = await login(email, 'Wrong1234', ip, tenant);
    expect(res.statusCode).toBe(401);
  }
}

/** Moves this email's recorded attempts into the past, as if `seconds` had gone by. */
async function age(email: string, seconds: number): Promise<void> {
  await t.db
    .updateTable('login_attempts')
    .set({ created_at: sql`created_at - make_interval(secs => ${seconds})` })
    .where('email', '=', email)
    .execute();
}

function expectThrottled(res: Awaited<ReturnType<typeof login>>, min: number, max: number): number {
  expect(res.statusCode).toBe(429);
  const body = res.json() as { code: string; fields?: { retryAfter?: string } };
  expect(body.code).toBe('TOO_MANY_REQUESTS');
  const seconds = Number(body.fields?.retryAfter);
  expect(seconds).toBeGreaterThanOrEqual(min);
  expect(seconds).toBeLessThanOrEqual(max);
  expect(res.headers['retry-after']).toBe(String(seconds));
  return seconds;
}

describe('failed-login throttle', () => {
  it('refuses the right password after 5 failures, with the time to wait', async () => {
    const ip = freshIp();
    await failTimes(MAX_FAILED_LOGINS_PER_EMAIL_AND_IP, demo('globalbuy'), ip);
    expectThrottled(await login(demo('globalbuy'), PASSWORD, ip), LOGIN_WINDOW_SECONDS - 60, LOGIN_WINDOW_SECONDS);
    expectThrottled(await login(demo('globalbuy'), PASSWORD, ip), LOGIN_WINDOW_SECONDS - 60, LOGIN_WINDOW_SECONDS);
    // Refused attempts are not recorded, so hammering does not push the end of the lockout back.
    const rows = await t.db.selectFrom('login_attempts').select('id').where('email', '=', demo('globalbuy')).execute();
    expect(rows).toHaveLength(MAX_FAILED_LOGINS_PER_EMAIL_AND_IP);
  });

  it('does not lock the owner out from another network', async () => {
    const stranger = freshIp();
    const email = demo('lao');
    await failTimes(MAX_FAILED_LOGINS_PER_EMAIL_AND_IP, email, stranger, 'lao');
    expectThrottled(await login(email, PASSWORD, stranger, 'lao'), 1, LOGIN_WINDOW_SECONDS);
    expect((await login(email, PASSWORD, freshIp(), 'lao')).statusCode).toBe(200);
  });

  it('caps failures per account from anywhere, with a larger and slower limit', async () => {
    const email = 'spread-target@example.com';
    // 49 failures recorded over the last half hour from 25 networks, then one more through the API: no
    // (account, network) pair reaches its own limit, the account does.
    const tenantId = (await t.request({ method: 'GET', url: '/front/tenant' })).json().id as string;
    await t.db
      .insertInto('login_attempts')
      .values(
        Array.from({ length: MAX_FAILED_LOGINS_PER_EMAIL - 1 }, (_, i) => ({
          id: `spread-${i}`,
          tenant_id: tenantId,
          email,
          ip: `10.8.0.${(i % 25) + 1}`,
          created_at: new Date(Date.now() - 30 * 60_000 + i * 1000),
        })),
      )
      .execute();
    expect((await login(email, 'Wrong1234', freshIp())).statusCode).toBe(401);
    const res = await login(email, 'Wrong1234', freshIp());
    expectThrottled(res, LOGIN_WINDOW_SECONDS, ACCOUNT_WINDOW_SECONDS);
    await age(email, ACCOUNT_WINDOW_SECONDS + 1);
    expect((await login(email, 'Wrong1234', freshIp())).statusCode).toBe(401);
  });

  it('treats an unknown email exactly like a known one', async () => {
    const ip = freshIp();
    const known = demo('accra');
    const unknown = 'nobody-here@accra.test';
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_EMAIL_AND_IP; i += 1) {
      const a = await login(known, 'Wrong1234', ip, 'accra');
      const b = await login(unknown, 'Wrong1234', ip, 'accra');
      expect(a.statusCode).toBe(401);
      expect(a.json()).toEqual(b.json());
    }
    const a = await login(known, PASSWORD, ip, 'accra');
    const b = await login(unknown, PASSWORD, ip, 'accra');
    expectThrottled(a, 1, LOGIN_WINDOW_SECONDS);
    expectThrottled(b, 1, LOGIN_WINDOW_SECONDS);
    expect((a.json() as { message: string }).message).toBe((b.json() as { message: string }).message);
  });

  it('clears the count on a successful login', async () => {
    const ip = freshIp();
    const email = demo('himal');
    await failTimes(MAX_FAILED_LOGINS_PER_EMAIL_AND_IP - 1, email, ip, 'himal');
    expect((await login(email, PASSWORD, ip, 'himal')).statusCode).toBe(200);
    // Without the reset these would make 8 failures and the login below would be refused.
    await failTimes(MAX_FAILED_LOGINS_PER_EMAIL_AND_IP - 1, email, ip, 'himal');
    expect((await login(email, PASSWORD, ip, 'himal')).statusCode).toBe(200);
  });

  it('leaves other emails and other tenants alone', async () => {
    const ip = freshIp();
    await failTimes(MAX_FAILED_LOGINS_PER_EMAIL_AND_IP, 'sweep-target@example.com', ip, 'lao');
    expectThrottled(await login('sweep-target@example.com', 'Wrong1234', ip, 'lao'), 1, LOGIN_WINDOW_SECONDS);
    expect((await login(demo('lao'), PASSWORD, ip, 'lao')).statusCode).toBe(200);
    expect((await login('sweep-target@example.com', 'Wrong1234', ip, 'souq')).statusCode).toBe(401);
  });

  it('lets the shopper in again once the window has passed', async () => {
    const ip = freshIp();
    const email = demo('souq');
    await failTimes(MAX_FAILED_LOGINS_PER_EMAIL_AND_IP, email, ip, 'souq');
    await age(email, 600);
    // 10 of the 15 minutes gone: about 5 left.
    expectThrottled(await login(email, PASSWORD, ip, 'souq'), 240, 300);
    await age(email, 301);
    expect((await login(email, PASSWORD, ip, 'souq')).statusCode).toBe(200);
  });

  it('caps failures per client IP across many emails', async () => {
    const ip = freshIp();
    await age(demo('globalbuy'), LOGIN_WINDOW_SECONDS + 1); // out of the lockout of the first test
    // 30 failures over 15 addresses: no address reaches its own limit.
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_IP; i += 1) {
      const res = await login(`sweep${i % 15}@example.com`, 'Wrong1234', ip, 'globalbuy');
      expect(res.statusCode).toBe(401);
    }
    expectThrottled(await login('fresh-target@example.com', 'Wrong1234', ip), 1, LOGIN_WINDOW_SECONDS);
    expectThrottled(await login(demo('globalbuy'), PASSWORD, ip), 1, LOGIN_WINDOW_SECONDS);
    // Another client is not affected, nor is the same client on another tenant.
    expect((await login('fresh-target@example.com', 'Wrong1234', freshIp())).statusCode).toBe(401);
    expect((await login(demo('globalbuy'), PASSWORD, freshIp())).statusCode).toBe(200);
    expect((await login('fresh-target@example.com', 'Wrong1234', ip, 'himal')).statusCode).toBe(401);
  });

  it('does not let concurrent attempts slip past the limit', async () => {
    const ip = freshIp();
    const responses = await Promise.all(Array.from({ length: 12 }, () => login('burst@example.com', 'Wrong1234', ip)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(MAX_FAILED_LOGINS_PER_EMAIL_AND_IP);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - MAX_FAILED_LOGINS_PER_EMAIL_AND_IP);
  });

  it('prunes rows that left the window when it records a failure', async () => {
    const ip = freshIp();
    const email = 'prune-me@example.com';
    await failTimes(3, email, ip);
    await age(email, ACCOUNT_WINDOW_SECONDS + 1);
    await failTimes(1, email, ip);
    const rows = await t.db.selectFrom('login_attempts').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });
});
