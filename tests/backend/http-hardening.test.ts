// Answers that depend on the site or the shopper say so to caches, and bad bytes in a request are a 400 with
// the usual error body (no stack, no SQL), never a 500.
import { appForFile, type TestApp } from './helpers/testApp';

let t: TestApp;
appForFile((app) => (t = app));

const varyOf = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase());

describe('caching of tenant-dependent answers', () => {
  it('the tenant JSON varies on every header that picks the tenant', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/front/tenant',
      headers: { host: 'localhost', 'x-forwarded-host': 'himal.localhost' },
    });
    expect(res.statusCode).toBe(200);
    const cache = String(res.headers['cache-control'] ?? '');
    const vary = varyOf(res.headers);
    if (!/private|no-store/.test(cache)) {
      expect(vary).toEqual(expect.arrayContaining(['host', 'x-forwarded-host', 'x-tenant-domain', 'x-tenant-id']));
    }
  });

  it('every tenant-scoped answer carries the Vary, errors included', async () => {
    for (const url of [
      '/front/tenant',
      '/front/product/search?keyword=bag',
      '/front/user/check-email-available?email=x%40example.com',
    ]) {
      const res = await t.request({ method: 'GET', url, remoteAddress: '10.90.0.1' });
      expect([url, varyOf(res.headers)]).toEqual([
        url,
        expect.arrayContaining(['host', 'x-forwarded-host', 'x-tenant-domain', 'x-tenant-id']),
      ]);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/front/tenant',
      headers: { 'x-tenant-domain': 'nowhere.test' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(varyOf(unknown.headers)).toContain('x-tenant-domain');
  });

  it('answers to a logged-in call are private and vary on Authorization', async () => {
    const token = await t.login('demo@globalbuy.test', 'Shopper2026!');
    const res = await t.request({ method: 'GET', url: '/front/user/profile', token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(varyOf(res.headers)).toContain('authorization');
  });
});

describe('bad bytes', () => {
  const cases = [
    '/front/product/search?keyword=%00',
    '/front/product/search?keyword=bag%00x',
    '/front/user/check-email-available?email=a%00%40example.com',
    '/front/user/check-email-available?email=%E0%A4%A',
    '/front/product/search?keyword=%C3%28',
    '/front/%00/tenant',
    '/files/catalogue/%00.jpg',
    '/front/product?productUrl=https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D1%01',
  ];
  it.each(cases)('GET %s is a 400 without internals', async (url) => {
    const res = await t.request({ method: 'GET', url, remoteAddress: '10.91.0.1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(res.body).not.toMatch(/stack|select |insert |postgres|pglite|at .*\.ts:/i);
  });

  it('a NUL inside a JSON body is a 400', async () => {
    for (const url of ['/front/user/login', '/front/user/send-email-code']) {
      const res = await t.request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"a\\u0000@example.com","password":"x"}',
        remoteAddress: '10.91.0.2',
      });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.body).not.toMatch(/stack|select |postgres/i);
    }
  });

  it('keeps ordinary escapes and non-ASCII text working', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/front/product/search?keyword=${encodeURIComponent('包 bag+50% "x"')}`,
      remoteAddress: '10.91.0.3',
    });
    expect(res.statusCode).toBe(200);
    const login = await t.request({
      method: 'POST',
      url: '/front/user/login',
      payload: { email: 'ü@example.com', password: 'a\\u0000b' },
      remoteAddress: '10.91.0.4',
    });
    expect(login.statusCode).not.toBe(500);
  });
});
