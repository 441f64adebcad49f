// The operator API is a separate server: the shopper API (what the storefront's proxy reaches) has no operator
// route at all, and guessing the operator token is throttled per client IP.
import { appForFile, type TestApp } from './helpers/testApp';

let t: TestApp;
appForFile((app) => (t = app));

describe('operator surface', () => {
  it('is not served by the shopper API, even with the right token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/operator/outbox?to=demo@globalbuy.test',
      headers: t.operatorHeaders(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('demo@globalbuy.test"');
  });

  it('has no /operator route at all on the shopper API', () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).not.toMatch(/operator/);
    expect(t.operator.printRoutes({ commonPrefix: false })).toMatch(/operator\/outbox/);
  });

  it('serves only operator routes on the operator API', async () => {
    const res = await t.operator.inject({ method: 'GET', url: '/front/tenant', headers: t.tenantHeaders() });
    expect(res.statusCode).toBe(404);
    const ok = await t.operator.inject({ method: 'GET', url: '/operator/outbox', headers: t.operatorHeaders() });
    expect(ok.statusCode).toBe(200);
  });

  it('throttles wrong tokens per client IP, then refuses even the right one from that IP', async () => {
    const from = (remoteAddress: string, token: string) =>
      t.operator.inject({
        method: 'GET',
        url: '/operator/outbox',
        remoteAddress,
        headers: { 'x-operator-token': token },
      });
    for (let i = 0; i < 10; i += 1) expect((await from('10.9.0.1', `guess-${i}`)).statusCode).toBe(401);
    const blocked = await from('10.9.0.1', t.config.operatorToken);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('10.9.0.2', t.config.operatorToken)).statusCode).toBe(200);
  });
});
