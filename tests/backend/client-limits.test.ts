// Per-client limits key on the client's real address: a forged X-Forwarded-For changes nothing, and address or
// code questions are capped per client.
import { CODE_CHECKS, EMAIL_CHECKS } from '../../backend/src/modules/user/clientLimits';
import { appForFile, type TestApp } from './helpers/testApp';

let t: TestApp;
appForFile((app) => (t = app));

const check = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.request({
    method: 'GET',
    url: '/front/user/check-email-available?email=someone%40example.com',
    remoteAddress,
    headers,
  });

function expect429(res: Awaited<ReturnType<typeof check>>): void {
  expect(res.statusCode).toBe(429);
  const body = res.json() as { code: string; fields: { retryAfter: string } };
  expect(body.code).toBe('TOO_MANY_REQUESTS');
  expect(Number(body.fields.retryAfter)).toBeGreaterThan(0);
  expect(res.headers['retry-after']).toBe(body.fields.retryAfter);
}

describe('check-email-available', () => {
  it('is limited per client IP', async () => {
    for (let i = 0; i < EMAIL_CHECKS.limit; i += 1) expect((await check('10.60.0.1')).statusCode).toBe(200);
    expect429(await check('10.60.0.1'));
    expect((await check('10.60.0.2')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For sent straight to the API by a client that is not a trusted proxy', async () => {
    for (let i = 0; i < EMAIL_CHECKS.limit; i += 1) {
      expect((await check('203.0.113.7', { 'x-forwarded-for': `198.51.100.${i}` })).statusCode).toBe(200);
    }
    expect429(await check('203.0.113.7', { 'x-forwarded-for': '198.51.100.250' }));
  });

  it('believes only the hop the storefront proxy appended, not what the client wrote before it', async () => {
    // The storefront's proxy (loopback) appends the address it saw; the client forged the rest, even loopback.
    for (let i = 0; i < EMAIL_CHECKS.limit; i += 1) {
      expect((await check('127.0.0.1', { 'x-forwarded-for': `192.0.2.${i}, 127.0.0.1, 10.61.0.1` })).statusCode).toBe(
        200,
      );
    }
    expect429(await check('127.0.0.1', { 'x-forwarded-for': '192.0.2.200, 10.61.0.1' }));
    expect((await check('127.0.0.1', { 'x-forwarded-for': '10.61.0.2' })).statusCode).toBe(200);
  });

  it('does not believe a forged loopback hop written by a client on the storefront machine', async () => {
    // Client on 127.0.0.1 forging "x, 127.0.0.1": the storefront appends 127.0.0.1, the API keys on that.
    for (let i = 0; i < EMAIL_CHECKS.limit; i += 1) {
      const res = await check('127.0.0.1', { 'x-forwarded-for': `192.0.2.${i}, 127.0.0.2` });
      expect(res.statusCode).toBe(200);
    }
    expect429(await check('127.0.0.1', { 'x-forwarded-for': '192.0.2.201, 127.0.0.2' }));
  });
});

describe('code checks', () => {
  it('verify-email-code is limited per client IP', async () => {
    const verify = (remoteAddress: string) =>
      t.request({
        method: 'POST',
        url: '/front/user/verify-email-code',
        payload: { email: `g${remoteAddress}@example.com`, verificationCode: '123456' },
        remoteAddress,
      });
    for (let i = 0; i < CODE_CHECKS.limit; i += 1) expect((await verify('10.62.0.1')).statusCode).toBe(400);
    const res = await verify('10.62.0.1');
    expect(res.statusCode).toBe(429);
    expect((await verify('10.62.0.2')).statusCode).toBe(400);
  });
});
