import { createTestApp, OPERATOR_TOKEN, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // A route that fails unexpectedly, to see the error mapper's 500.
    extend: (app) => {
      app.get('/test/boom', { config: { tenant: false } }, async () => {
        throw new Error('database exploded with secret details');
      });
    },
  });
}, 180_000);
afterAll(() => t.close());

describe('GET /health', () => {
  it('pings the database and gives the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', version: expect.any(String), database: 'pglite' });
  });
});

describe('GET /assets/*', () => {
  it('serves a tenant logo with cache headers, without tenant headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/tenants/souq/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(res.body).toContain('<svg');
    const again = await t.app.inject({
      method: 'GET',
      url: '/assets/tenants/souq/logo.svg',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    '/assets/../package.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/tenants/..%2f..%2f..%2fpackage.json',
    '/assets/tenants/souq/missing.svg',
    '/assets/tenants',
  ])('refuses %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('"name"');
  });
});

it('refuses /assets/%00 as a bad request', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/assets/%00' });
  expect(res.statusCode).toBe(400);
  expect(res.body).not.toContain('"name"');
});

describe('errors', () => {
  it('maps an unexpected error to 500 INTERNAL_ERROR without leaking its message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL_ERROR', message: expect.any(String) });
    expect(res.body).not.toContain('secret');
  });

  it('answers an unknown route with 404 NOT_FOUND', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/front/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('operator outbox', () => {
  it('needs the operator token', async () => {
    expect((await t.operator.inject({ method: 'GET', url: '/operator/outbox' })).statusCode).toBe(401);
    const wrong = await t.operator.inject({
      method: 'GET',
      url: '/operator/outbox',
      headers: { 'x-operator-token': 'guess' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const ok = await t.operator.inject({
      method: 'GET',
      url: '/operator/outbox',
      headers: { 'x-operator-token': OPERATOR_TOKEN },
    });
    expect(ok.statusCode).toBe(200);
    expect(Array.isArray((ok.json() as { items: unknown[] }).items)).toBe(true);
  });

  it('lists mail newest first, filtered by address', async () => {
    for (const email of ['first@example.com', 'other@example.com']) {
      await t.request({
        method: 'POST',
        url: '/front/user/send-email-code',
        payload: { email },
        remoteAddress: '10.50.0.1',
      });
    }
    await t.db
      .updateTable('email_codes')
      .set({ created_at: new Date(Date.now() - 61_000) })
      .execute();
    await t.request({
      method: 'POST',
      url: '/front/user/send-email-code',
      payload: { email: 'first@example.com' },
      remoteAddress: '10.50.0.1',
    });
    const res = await t.operator.inject({
      method: 'GET',
      url: '/operator/outbox?to=FIRST@example.com',
      headers: { 'x-operator-token': OPERATOR_TOKEN },
    });
    const items = (res.json() as { items: { to: string; code: string; createdAt: string }[] }).items;
    expect(items).toHaveLength(2);
    expect(items.every((m) => m.to === 'first@example.com')).toBe(true);
    expect(new Date(items[0]!.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(items[1]!.createdAt).getTime());
    expect(items[0]!.code).not.toBe(items[1]!.code);
  });
});
