import { IP_SENDS_PER_HOUR } from '../../backend/src/modules/user/emailCodes';
import { ipSequence } from './helpers/clientIps';
import { appForFile, type TestApp } from './helpers/testApp';

let t: TestApp;
appForFile((app) => (t = app));

const freshIp = ipSequence('10.9');

const send = (email: string, ip = freshIp(), tenant = 'globalbuy') =>
  t.request({ method: 'POST', url: '/front/user/send-email-code', tenant, payload: { email }, remoteAddress: ip });
const verify = (email: string, verificationCode: string, tenant = 'globalbuy') =>
  t.request({ method: 'POST', url: '/front/user/verify-email-code', tenant, payload: { email, verificationCode } });
const latestCode = async (email: string) => (await t.mailedCodes(email))[0] as string;

describe('email codes', () => {
  it('are single use', async () => {
    const email = 'once@example.com';
    expect((await send(email)).statusCode).toBe(200);
    const code = await latestCode(email);
    expect((await verify(email, code)).statusCode).toBe(200);
    const again = await verify(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'CODE_INVALID', fields: { verificationCode: 'CODE_INVALID' } });
  });

  it('expire after 10 minutes', async () => {
    const email = 'late@example.com';
    await send(email);
    const code = await latestCode(email);
    await t.db
      .updateTable('email_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();
    const res = await verify(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CODE_EXPIRED', fields: { verificationCode: 'CODE_EXPIRED' } });
  });

  it('are valid for 10 minutes from sending', async () => {
    const email = 'window@example.com';
    const before = Date.now();
    const res = await send(email);
    expect(res.json()).toEqual({ sent: true, expiresInSeconds: 600, resendAfterSeconds: 60 });
    const row = await t.db
      .selectFrom('email_codes')
      .select(['expires_at', 'code_hash'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - before).toBeGreaterThanOrEqual(599_000);
    expect(row.expires_at.getTime() - before).toBeLessThanOrEqual(601_000);
    // Only a hash is stored.
    expect(row.code_hash).not.toContain(await latestCode(email));
  });

  it('belong to one tenant', async () => {
    const email = 'tenanted@example.com';
    await send(email, freshIp(), 'souq');
    const code = await latestCode(email);
    expect((await verify(email, code, 'himal')).statusCode).toBe(400);
    expect((await verify(email, code, 'souq')).statusCode).toBe(200);
  });

  it('are burnt after 5 wrong guesses', async () => {
    const email = 'guess@example.com';
    await send(email);
    const code = await latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await verify(email, wrong)).statusCode).toBe(400);
    expect((await verify(email, code)).json()).toMatchObject({ code: 'CODE_INVALID' });
  });

  it('may be resent after 60 s, not before (429 with the seconds to wait)', async () => {
    const email = 'rate@example.com';
    expect((await send(email)).statusCode).toBe(200);
    const second = await send(email);
    expect(second.statusCode).toBe(429);
    const body = second.json() as { code: string; fields: { retryAfter: string } };
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(body.fields.retryAfter)).toBeGreaterThan(50);
    expect(Number(body.fields.retryAfter)).toBeLessThanOrEqual(60);
    expect(Number(second.headers['retry-after'])).toBe(Number(body.fields.retryAfter));
    // The limit is per address and per tenant.
    expect((await send(email, freshIp(), 'souq')).statusCode).toBe(200);
    await t.db
      .updateTable('email_codes')
      .set({ created_at: new Date(Date.now() - 61_000) })
      .where('email', '=', email)
      .execute();
    expect((await send(email)).statusCode).toBe(200);
  });

  it('are capped per IP address per hour', async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < IP_SENDS_PER_HOUR; i += 1) expect((await send(`ip${i}@example.com`, ip)).statusCode).toBe(200);
    const over = await send('ip-over@example.com', ip);
    expect(over.statusCode).toBe(429);
    expect(Number((over.json() as { fields: { retryAfter: string } }).fields.retryAfter)).toBeGreaterThan(3000);
    expect((await send('ip-over@example.com', '10.200.0.2')).statusCode).toBe(200);
  });
});

describe('bad input is a 400 with the field named, never a 500', () => {
  const cases: [string, string, unknown, Record<string, string>][] = [
    ['POST', '/front/user/send-email-code', {}, { email: 'REQUIRED' }],
    ['POST', '/front/user/send-email-code', { email: 'not-an-email' }, { email: 'INVALID_EMAIL' }],
    ['POST', '/front/user/send-email-code', { email: 42 }, { email: 'INVALID_TYPE' }],
    [
      'POST',
      '/front/user/verify-email-code',
      { email: 'a@b.co', verificationCode: '12ab' },
      { verificationCode: 'INVALID_CODE' },
    ],
    ['POST', '/front/user/login', { email: 'a@b.co' }, { password: 'REQUIRED' }],
    [
      'POST',
      '/front/user/signup',
      { name: 'x'.repeat(61), email: 'a@b.co', loginPassword: 'abcdefgh', secondEmail: 'A@B.CO' },
      { name: 'NAME_TOO_LONG', loginPassword: 'PASSWORD_TOO_WEAK', secondEmail: 'SAME_AS_EMAIL' },
    ],
    [
      'POST',
      '/front/user/signup',
      { name: 'N', email: 'a@b.co', loginPassword: 'x'.repeat(65) + '1' },
      { loginPassword: 'PASSWORD_TOO_LONG' },
    ],
    [
      'POST',
      '/front/user/forget-password',
      { email: 'a@b.co', verificationCode: '123456', newPassword: 'short1' },
      { newPassword: 'PASSWORD_TOO_SHORT' },
    ],
    ['GET', '/front/user/check-email-available?email=nope', undefined, { email: 'INVALID_EMAIL' }],
  ];

  it.each(cases)('%s %s %j', async (method, url, payload, fields) => {
    const res = await t.request({
      method: method as 'GET',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/front/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_JSON' });
  });

  it('answers a non-object body with 400', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/front/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '"hello"',
    });
    expect(res.statusCode).toBe(400);
    const arr = await t.request({ method: 'POST', url: '/front/user/signup', payload: [1, 2] as never });
    expect(arr.statusCode).toBe(400);
  });

  it('answers a body that is too large with 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/front/user/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
