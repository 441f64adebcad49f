// A mailbox is proved only by the code that was mailed to it: verifying the right code once never lets a wrong
// code through later, a code serves only the purpose it was sent for, and a sign-up without a code counts only a
// verification made by the same client.
import { ipSequence } from './helpers/clientIps';
import { appForFile, type TestApp } from './helpers/testApp';

let t: TestApp;
appForFile((app) => (t = app));

const freshIp = ipSequence('10.77');
const ip = freshIp();

async function mailCode(email: string, purpose?: string): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/front/user/send-email-code',
    payload: { email, ...(purpose ? { purpose } : {}) },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(200);
  return (await t.mailedCodes(email))[0] as string;
}
const verify = (email: string, verificationCode: string, remoteAddress = ip) =>
  t.request({
    method: 'POST',
    url: '/front/user/verify-email-code',
    payload: { email, verificationCode },
    remoteAddress,
  });
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('a verified code does not stand in for a wrong one', () => {
  it('sign-up refuses a wrong code after the right one was verified', async () => {
    const email = 'bind-signup@example.com';
    const code = await mailCode(email);
    expect((await verify(email, code)).statusCode).toBe(200);
    const body = { name: 'Bound', email, loginPassword: 'Secret123' };
    const wrong = await t.request({
      method: 'POST',
      url: '/front/user/signup',
      payload: { ...body, verificationCode: wrongFor(code) },
      remoteAddress: ip,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CODE_INVALID' });
    // The right code (the one verified) still works, once.
    const right = await t.request({
      method: 'POST',
      url: '/front/user/signup',
      payload: { ...body, verificationCode: code },
      remoteAddress: ip,
    });
    expect(right.statusCode).toBe(200);
  });

  it('forgotten password refuses a wrong code after the right one was verified', async () => {
    const email = 'demo@lao.test';
    const send = await t.request({
      method: 'POST',
      url: '/front/user/send-email-code',
      tenant: 'lao',
      payload: { email },
      remoteAddress: freshIp(),
    });
    expect(send.statusCode).toBe(200);
    const code = (await t.mailedCodes(email))[0] as string;
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/front/user/verify-email-code',
          tenant: 'lao',
          payload: { email, verificationCode: code },
        })
      ).statusCode,
    ).toBe(200);
    const res = await t.request({
      method: 'POST',
      url: '/front/user/forget-password',
      tenant: 'lao',
      payload: { email, verificationCode: wrongFor(code), newPassword: 'Taken2026x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CODE_INVALID' });
  });

  it('forgotten password on the demo account: verified elsewhere, a wrong code leaves the password alone', async () => {
    const email = 'demo@himal.test';
    const send = await t.request({
      method: 'POST',
      url: '/front/user/send-email-code',
      tenant: 'himal',
      payload: { email },
      remoteAddress: freshIp(),
    });
    expect(send.statusCode).toBe(200);
    const code = (await t.mailedCodes(email))[0] as string;
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/front/user/verify-email-code',
          tenant: 'himal',
          payload: { email, verificationCode: code },
        })
      ).statusCode,
    ).toBe(200);
    const res = await t.request({
      method: 'POST',
      url: '/front/user/forget-password',
      tenant: 'himal',
      payload: { email, verificationCode: wrongFor(code), newPassword: 'Taken2026x' },
    });
    expect(res.statusCode).toBe(400);
    await expect(t.login(email, 'Shopper2026!', 'himal')).resolves.toEqual(expect.any(String));
  });

  it('email change refuses a wrong code after the right one was verified', async () => {
    const token = await t.login('demo@accra.test', 'Shopper2026!', 'accra');
    const email = 'bind-change@example.com';
    const send = await t.request({
      method: 'POST',
      url: '/front/user/send-email-code',
      tenant: 'accra',
      payload: { email },
      remoteAddress: freshIp(),
    });
    expect(send.statusCode).toBe(200);
    const code = (await t.mailedCodes(email))[0] as string;
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/front/user/verify-email-code',
          tenant: 'accra',
          payload: { email, verificationCode: code },
        })
      ).statusCode,
    ).toBe(200);
    const res = await t.request({
      method: 'PUT',
      url: '/front/user/email',
      tenant: 'accra',
      token,
      payload: { loginPassword: 'Shopper2026!', email, verificationCode: wrongFor(code) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CODE_INVALID' });
    const profile = await t.request({ method: 'GET', url: '/front/user/profile', tenant: 'accra', token });
    expect(profile.json()).toMatchObject({ email: 'demo@accra.test' });
  });
});

describe('binding', () => {
  it('a sign-up without a code counts only a verification by the same client', async () => {
    const email = 'bind-client@example.com';
    const code = await mailCode(email);
    const victim = freshIp();
    expect((await verify(email, code, victim)).statusCode).toBe(200);
    const body = { name: 'Someone', email, loginPassword: 'Secret123' };
    const stranger = await t.request({
      method: 'POST',
      url: '/front/user/signup',
      payload: body,
      remoteAddress: freshIp(),
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ code: 'CODE_REQUIRED' });
    expect(
      (await t.request({ method: 'POST', url: '/front/user/signup', payload: body, remoteAddress: victim })).statusCode,
    ).toBe(200);
  });

  it('a code sent for sign-up does not reset a password', async () => {
    const email = 'demo@souq.test';
    const send = await t.request({
      method: 'POST',
      url: '/front/user/send-email-code',
      tenant: 'souq',
      payload: { email, purpose: 'SIGNUP' },
      remoteAddress: freshIp(),
    });
    expect(send.statusCode).toBe(200);
    const code = (await t.mailedCodes(email))[0] as string;
    const res = await t.request({
      method: 'POST',
      url: '/front/user/forget-password',
      tenant: 'souq',
      payload: { email, verificationCode: code, newPassword: 'Taken2026x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CODE_INVALID' });
  });

  it('a reset code is not sent to an address without an account, and the answer does not tell', async () => {
    const send = (email: string) =>
      t.request({
        method: 'POST',
        url: '/front/user/send-email-code',
        tenant: 'globalbuy',
        payload: { email, purpose: 'RESET_PASSWORD' },
        remoteAddress: freshIp(),
      });
    const known = await send('demo@globalbuy.test');
    const unknown = await send('nobody-here@example.com');
    expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);
    expect(await t.mailedCodes('nobody-here@example.com')).toEqual([]);
    // The resend limit answers alike too.
    const [knownAgain, unknownAgain] = [await send('demo@globalbuy.test'), await send('nobody-here@example.com')];
    expect([unknownAgain.statusCode, knownAgain.statusCode]).toEqual([429, 429]);
  });

  it('refuses an unknown purpose with the field named', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/front/user/send-email-code',
      payload: { email: 'p@example.com', purpose: 'ANYTHING' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { purpose: 'INVALID_PURPOSE' } });
  });
});
