import type { LoginResponse, UserProfile } from '../../contract';
import { appForFile, type TestApp } from './helpers/testApp';

let t: TestApp;
appForFile((app) => (t = app));

const DEMO = { email: 'demo@globalbuy.test', password: 'Shopper2026!' };

async function sendCode(email: string, tenant = 'globalbuy', ip = '10.0.0.1'): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/front/user/send-email-code',
    tenant,
    payload: { email },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  const [code] = await t.mailedCodes(email);
  expect(code).toMatch(/^\d{6}$/);
  return code as string;
}

describe('sign-up with the code from the outbox', () => {
  it('sends a code, verifies it, signs up and logs in', async () => {
    const email = 'New.Shopper@Example.com';
    const avail = await t.request({
      method: 'GET',
      url: `/front/user/check-email-available?email=${encodeURIComponent(email)}`,
    });
    expect(avail.json()).toEqual({ available: true });

    const code = await sendCode(email);
    const outbox = await t.operator.inject({
      method: 'GET',
      url: '/operator/outbox?to=new.shopper@example.com',
      headers: t.operatorHeaders(),
    });
    const mail = (outbox.json() as { items: { subject: string; text: string; to: string }[] }).items[0];
    expect(mail?.to).toBe('new.shopper@example.com');
    expect(mail?.subject).toContain('GlobalBuy');
    expect(mail?.text).toContain(code);

    const verify = await t.request({
      method: 'POST',
      url: '/front/user/verify-email-code',
      payload: { email, verificationCode: code },
    });
    expect(verify.json()).toEqual({ valid: true });

    const promo = await t.request({
      method: 'POST',
      url: '/front/user/verify-email-promotion-code',
      payload: { email, promotionCode: 'welcome10' },
    });
    expect(promo.json()).toEqual({ valid: true });

    // No code in the body: the verification of a moment ago counts (once).
    const signup = await t.request({
      method: 'POST',
      url: '/front/user/signup',
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
      payload: {
        name: 'New Shopper',
        email,
        loginPassword: 'Secret123',
        promotionCode: 'WELCOME10',
        phoneNumber: '+1 212 555 0100',
      },
    });
    expect(signup.statusCode).toBe(200);
    const session = signup.json() as LoginResponse;
    expect(session.profile).toMatchObject({
      email: 'new.shopper@example.com',
      name: 'New Shopper',
      language: 'es',
      unreadNotificationCount: 0,
    });
    expect(new Date(session.expiresAt).getTime() - Date.now()).toBeGreaterThan(89 * 24 * 3600 * 1000);

    const again = await t.request({
      method: 'GET',
      url: `/front/user/check-email-available?email=${encodeURIComponent(email)}`,
    });
    expect(again.json()).toEqual({ available: false });

    const token = await t.login('NEW.SHOPPER@example.com', 'Secret123');
    const profile = await t.request({ method: 'GET', url: '/front/user/profile', token });
    expect((profile.json() as UserProfile).email).toBe('new.shopper@example.com');
  });

  it('accepts the code in the sign-up body, and refuses a second sign-up for the same email', async () => {
    const email = 'direct@example.com';
    const code = await sendCode(email, 'globalbuy', '10.0.0.2');
    const ok = await t.request({
      method: 'POST',
      url: '/front/user/signup',
      payload: { name: 'Direct', email, loginPassword: 'Secret123', verificationCode: code },
    });
    expect(ok.statusCode).toBe(200);
    const dup = await t.request({
      method: 'POST',
      url: '/front/user/signup',
      payload: { name: 'Direct', email, loginPassword: 'Secret123', verificationCode: code },
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ fields: { email: 'EMAIL_TAKEN' } });
  });

  it('refuses a sign-up without any proof of the email, and with a wrong promotion code', async () => {
    const none = await t.request({
      method: 'POST',
      url: '/front/user/signup',
      payload: { name: 'X', email: 'nocode@example.com', loginPassword: 'Secret123' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'CODE_REQUIRED', fields: { verificationCode: 'REQUIRED' } });
    const wrong = await t.request({
      method: 'POST',
      url: '/front/user/signup',
      payload: { name: 'X', email: 'nocode@example.com', loginPassword: 'Secret123', verificationCode: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CODE_INVALID' });
    const promo = await t.request({
      method: 'POST',
      url: '/front/user/signup',
      payload: {
        name: 'X',
        email: 'nocode@example.com',
        loginPassword: 'Secret123',
        verificationCode: '000000',
        promotionCode: 'NOPE',
      },
    });
    expect(promo.json()).toMatchObject({ fields: { promotionCode: 'PROMOTION_CODE_INVALID' } });
    const check = await t.request({
      method: 'POST',
      url: '/front/user/verify-email-promotion-code',
      payload: { email: 'a@b.co', promotionCode: 'NOPE' },
    });
    expect(check.json()).toEqual({ valid: false });
  });
});

describe('login and tenant isolation', () => {
  it('logs the demo shopper in on its own tenant only', async () => {
    const res = await t.request({ method: 'POST', url: '/front/user/login', payload: DEMO });
    expect(res.statusCode).toBe(200);
    const body = res.json() as LoginResponse;
    expect(body.accessToken.length).toBeGreaterThan(30);
    expect(body.profile.email).toBe(DEMO.email);

    const elsewhere = await t.request({ method: 'POST', url: '/front/user/login', tenant: 'souq', payload: DEMO });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });

    // A token of one tenant is not a session on another.
    const cross = await t.request({
      method: 'GET',
      url: '/front/user/profile',
      tenant: 'souq',
      token: body.accessToken,
    });
    expect(cross.statusCode).toBe(401);
    expect(cross.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('says the same thing for a wrong password and an unknown email', async () => {
    const wrongPw = await t.request({
      method: 'POST',
      url: '/front/user/login',
      payload: { email: DEMO.email, password: 'Wrong1234' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/front/user/login',
      payload: { email: 'ghost@example.com', password: 'Wrong1234' },
    });
    expect(wrongPw.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPw.json()).toEqual(unknown.json());
  });

  it('keeps the same email apart on two tenants', async () => {
    const email = 'twin@example.com';
    for (const tenant of ['souq', 'himal']) {
      const code = await sendCode(email, tenant, `10.0.1.${tenant.length}`);
      const res = await t.request({
        method: 'POST',
        url: '/front/user/signup',
        tenant,
        payload: { name: `Twin ${tenant}`, email, loginPassword: `Secret${tenant}1`, verificationCode: code },
      });
      expect(res.statusCode).toBe(200);
    }
    const souq = await t.login(email, 'Secretsouq1', 'souq');
    const profile = (
      await t.request({ method: 'GET', url: '/front/user/profile', tenant: 'souq', token: souq })
    ).json() as UserProfile;
    expect(profile.name).toBe('Twin souq');
    const wrong = await t.request({
      method: 'POST',
      url: '/front/user/login',
      tenant: 'himal',
      payload: { email, password: 'Secretsouq1' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('rejects missing, malformed, unknown and expired tokens', async () => {
    expect((await t.request({ method: 'GET', url: '/front/user/profile' })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/front/user/profile', headers: { authorization: 'Basic abc' } }))
        .statusCode,
    ).toBe(401);
    expect((await t.request({ method: 'GET', url: '/front/user/profile', token: 'not-a-token' })).statusCode).toBe(401);
    const token = await t.login(DEMO.email, DEMO.password);
    await t.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await t.request({ method: 'GET', url: '/front/user/profile', token })).statusCode).toBe(401);
  });
});

describe('profile, language and passwords', () => {
  it('counts unread notifications in the profile', async () => {
    const token = await t.login('demo@himal.test', 'Shopper2026!', 'himal');
    const before = (
      await t.request({ method: 'GET', url: '/front/user/profile', tenant: 'himal', token })
    ).json() as UserProfile;
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', 'himal')
      .where('email', '=', 'demo@himal.test')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('user_notifications' as never)
      .values({
        id: 'test-n1',
        tenant_id: 'himal',
        user_id: user.id,
        title: 'Parcel arrived',
        content: 'Your parcel is in Guangzhou.',
      } as never)
      .execute();
    const after = (
      await t.request({ method: 'GET', url: '/front/user/profile', tenant: 'himal', token })
    ).json() as UserProfile;
    expect(after.unreadNotificationCount).toBe(before.unreadNotificationCount + 1);
  });

  it('updates the profile and the language', async () => {
    const token = await t.login('demo@lao.test', 'Shopper2026!', 'lao');
    const upd = await t.request({
      method: 'PUT',
      url: '/front/user/profile',
      tenant: 'lao',
      token,
      payload: { name: 'Noy', phoneNumber: '+856 20 5555 1234', secondEmail: '' },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ name: 'Noy', phoneNumber: '+856 20 5555 1234', secondEmail: null });
    const bad = await t.request({
      method: 'PUT',
      url: '/front/user/profile',
      tenant: 'lao',
      token,
      payload: { name: '', phoneNumber: 'call me' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { name: 'REQUIRED', phoneNumber: 'INVALID_PHONE' } });

    // As the storefront sends it: query parameter, JSON content type, empty body.
    const lang = await t.request({
      method: 'PUT',
      url: '/front/user/language?language=th',
      tenant: 'lao',
      token,
      headers: { 'content-type': 'application/json' },
    });
    expect(lang.statusCode).toBe(200);
    expect((lang.json() as UserProfile).language).toBe('th');
    const unsupported = await t.request({
      method: 'PUT',
      url: '/front/user/language?language=ar',
      tenant: 'lao',
      token,
    });
    expect(unsupported.json()).toMatchObject({ fields: { language: 'UNSUPPORTED_LANGUAGE' } });
  });

  it('changes the password: other sessions end, this one stays', async () => {
    const a = await t.login('demo@accra.test', 'Shopper2026!', 'accra');
    const b = await t.login('demo@accra.test', 'Shopper2026!', 'accra');
    const wrong = await t.request({
      method: 'PUT',
      url: '/front/user/change-password',
      tenant: 'accra',
      token: a,
      payload: { oldPassword: 'nope', newPassword: 'NewSecret1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { oldPassword: 'WRONG_PASSWORD' } });
    const weak = await t.request({
      method: 'PUT',
      url: '/front/user/change-password',
      tenant: 'accra',
      token: a,
      payload: { oldPassword: 'Shopper2026!', newPassword: 'short' },
    });
    expect(weak.json()).toMatchObject({ fields: { newPassword: 'PASSWORD_TOO_SHORT' } });
    const ok = await t.request({
      method: 'PUT',
      url: '/front/user/change-password',
      tenant: 'accra',
      token: a,
      payload: { oldPassword: 'Shopper2026!', newPassword: 'NewSecret1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/front/user/profile', tenant: 'accra', token: a })).statusCode).toBe(
      200,
    );
    expect((await t.request({ method: 'GET', url: '/front/user/profile', tenant: 'accra', token: b })).statusCode).toBe(
      401,
    );
    await expect(t.login('demo@accra.test', 'Shopper2026!', 'accra')).rejects.toThrow('401');
    await t.login('demo@accra.test', 'NewSecret1', 'accra');
  });

  it('resets a forgotten password with a mailed code, once', async () => {
    const email = 'demo@souq.test';
    const old = await t.login(email, 'Shopper2026!', 'souq');
    const code = await sendCode(email, 'souq', '10.0.2.1');
    const mail = (
      await t.operator.inject({ method: 'GET', url: `/operator/outbox?to=${email}`, headers: t.operatorHeaders() })
    ).json() as {
      items: { subject: string }[];
    };
    // The demo shopper of souq speaks Arabic: so does the mail.
    expect(mail.items[0]?.subject).toMatch(/رمز التحقق/);
    const reset = await t.request({
      method: 'POST',
      url: '/front/user/forget-password',
      tenant: 'souq',
      payload: { email, verificationCode: code, newPassword: 'Reset2026x' },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/front/user/profile', tenant: 'souq', token: old })).statusCode,
    ).toBe(401);
    await t.login(email, 'Reset2026x', 'souq');
    const replay = await t.request({
      method: 'POST',
      url: '/front/user/forget-password',
      tenant: 'souq',
      payload: { email, verificationCode: code, newPassword: 'Another2026x' },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'CODE_INVALID' });
    // An address without an account answers exactly like a wrong code: nothing tells whether it exists.
    const unknown = await t.request({
      method: 'POST',
      url: '/front/user/forget-password',
      tenant: 'souq',
      payload: { email: 'ghost@example.com', verificationCode: '123456', newPassword: 'Another2026x' },
    });
    const wrong = await t.request({
      method: 'POST',
      url: '/front/user/forget-password',
      tenant: 'souq',
      payload: { email, verificationCode: '123456', newPassword: 'Another2026x' },
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([wrong.statusCode, wrong.json()]);
    expect(unknown.json()).toMatchObject({ code: 'CODE_INVALID' });
  });

  it('changes the email with the password and a code sent to the new address', async () => {
    const token = await t.login('demo@globalbuy.test', 'Shopper2026!');
    const code = await sendCode('demo.new@globalbuy.test', 'globalbuy', '10.0.3.1');
    const wrongPw = await t.request({
      method: 'PUT',
      url: '/front/user/email',
      token,
      payload: { loginPassword: 'x', email: 'demo.new@globalbuy.test', verificationCode: code },
    });
    expect(wrongPw.json()).toMatchObject({ fields: { loginPassword: 'WRONG_PASSWORD' } });
    const ok = await t.request({
      method: 'PUT',
      url: '/front/user/email',
      token,
      payload: { loginPassword: 'Shopper2026!', email: 'demo.new@globalbuy.test', verificationCode: code },
    });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as UserProfile).email).toBe('demo.new@globalbuy.test');
    await t.login('demo.new@globalbuy.test', 'Shopper2026!');
  });

  it('logs out the current token', async () => {
    const token = await t.login('demo@himal.test', 'Shopper2026!', 'himal');
    expect((await t.request({ method: 'POST', url: '/front/user/logout', tenant: 'himal', token })).statusCode).toBe(
      204,
    );
    expect((await t.request({ method: 'GET', url: '/front/user/profile', tenant: 'himal', token })).statusCode).toBe(
      401,
    );
  });
});
