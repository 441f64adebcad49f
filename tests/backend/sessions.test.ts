// Logging out ends the session on the server: the old bearer token is refused afterwards.
import { appForFile, type TestApp } from './helpers/testApp';

let t: TestApp;
appForFile((app) => (t = app));

const profile = (token: string, tenant = 'globalbuy') =>
  t.request({ method: 'GET', url: '/front/user/profile', tenant, token });
const post = (url: string, token?: string, tenant = 'globalbuy') =>
  t.request({ method: 'POST', url, tenant, ...(token ? { token } : {}) });

describe('POST /front/user/logout', () => {
  it('revokes the calling token only (204), the old token then gets 401', async () => {
    const phone = await t.login('demo@globalbuy.test', 'Shopper2026!');
    const laptop = await t.login('demo@globalbuy.test', 'Shopper2026!');
    const res = await post('/front/user/logout', phone);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await profile(phone)).statusCode).toBe(401);
    expect((await profile(laptop)).statusCode).toBe(200);
    expect((await post('/front/user/logout', phone)).statusCode).toBe(401);
  });

  it('needs a token of this tenant', async () => {
    expect((await post('/front/user/logout')).statusCode).toBe(401);
    const souq = await t.login('demo@souq.test', 'Shopper2026!', 'souq');
    expect((await post('/front/user/logout', souq, 'himal')).statusCode).toBe(401);
    expect((await profile(souq, 'souq')).statusCode).toBe(200);
  });
});

describe('POST /front/user/logout-all', () => {
  it('revokes every token of the shopper (204) and nobody else’s', async () => {
    const a = await t.login('demo@accra.test', 'Shopper2026!', 'accra');
    const b = await t.login('demo@accra.test', 'Shopper2026!', 'accra');
    const other = await t.login('demo@lao.test', 'Shopper2026!', 'lao');
    const res = await post('/front/user/logout-all', a, 'accra');
    expect(res.statusCode).toBe(204);
    expect((await profile(a, 'accra')).statusCode).toBe(401);
    expect((await profile(b, 'accra')).statusCode).toBe(401);
    expect((await profile(other, 'lao')).statusCode).toBe(200);
    // A new login works as usual.
    expect((await profile(await t.login('demo@accra.test', 'Shopper2026!', 'accra'), 'accra')).statusCode).toBe(200);
  });
});
