// The reference API serves its documents: the storefront one on the shopper port, the operator one on the
// operator port, each as JSON and as a readable page, with no tenant needed.
import { appForFile, type TestApp } from './helpers/testApp';

let t: TestApp;
appForFile((app) => (t = app));

describe('GET /openapi.json and /reference', () => {
  it('serve the storefront document on the shopper API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/front/cart/{id}/quantity');
    expect(Object.keys(document.paths).some((p) => p.startsWith('/operator/'))).toBe(false);
  });

  it('serve the operator document only on the operator API', async () => {
    const res = await t.operator.inject({ method: 'GET', url: '/openapi.json' });
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain('/operator/deposits/{id}/approve');
    expect(paths.every((p) => p.startsWith('/operator/'))).toBe(true);
  });

  it('render a page a person can read, without scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/reference' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('POST /front/user/login');
    expect(res.body).toContain('INVALID_CREDENTIALS');
    expect(res.body).not.toContain('<script');
  });
});
