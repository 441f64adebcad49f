/** @jest-environment node */
// The /api proxy against a real upstream HTTP server: method, path, query, body and headers go through, the
// response streams back with its status and headers, API_URL is read per request, and a dead upstream is a 502.
// It forwards only the storefront's own calls, refuses cross-site state changes, and keeps the access token in
// an HttpOnly cookie that it turns into the bearer header.
import http, { type IncomingMessage, type Server } from 'http';
import type { AddressInfo } from 'net';
import type { NextApiRequest, NextApiResponse } from 'next';
import { apiPath, proxyApiRequest as proxy, upstreamUrl } from '@/services/server/proxy/apiProxy';
import { takeIssuedToken } from '@/services/server/session/proxySession';
import { decryptProfile } from '@/utils/profileCookie';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** Longer than the cookies' three months, so their own lifetime applies. */
const EXPIRES_AT = new Date(Date.now() + 200 * 86_400_000).toISOString();
const PROFILE = { id: 'u1', name: 'Ama', email: 'ama@globalbuy.test', language: 'en', unreadNotificationCount: 0 };

function answer(
  req: IncomingMessage,
  body: string,
): { status: number; headers: Record<string, string | string[]>; body: string } {
  const json = { 'content-type': 'application/json; charset=utf-8' };
  const url = req.url ?? '';
  if (url.startsWith('/front/user/login')) {
    if (body.includes('wrong'))
      return { status: 401, headers: json, body: JSON.stringify({ code: 'INVALID_CREDENTIALS' }) };
    return {
      status: 200,
      headers: json,
      body: JSON.stringify({ accessToken: 'tok-new', expiresAt: EXPIRES_AT, profile: PROFILE }),
    };
  }
  // As the API: logout is a POST route; a GET of it is a 404, and the token `tok-failing` makes it fail.
  if (url.startsWith('/front/user/logout')) {
    if (req.method !== 'POST') return { status: 404, headers: json, body: JSON.stringify({ code: 'NOT_FOUND' }) };
    if (req.headers.authorization === 'Bearer tok-failing')
      return { status: 500, headers: json, body: JSON.stringify({ code: 'INTERNAL' }) };
    return { status: 204, headers: {}, body: '' };
  }
  if (url.startsWith('/front/user/profile')) {
    return req.headers.authorization === 'Bearer tok-live'
      ? { status: 200, headers: json, body: JSON.stringify(PROFILE) }
      : { status: 401, headers: json, body: JSON.stringify({ code: 'UNAUTHORIZED' }) };
  }
  if (url.includes('/missing')) return { status: 404, headers: json, body: '{}' };
  return {
    status: 201,
    headers: { ...json, 'x-upstream': 'yes', 'set-cookie': ['a=1', 'b=2'] },
    body: JSON.stringify({ echoed: body.length }),
  };
}

let upstream: Server;
let upstreamPort = 0;
let front: Server;
let frontPort = 0;
const seen: Seen[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      const reply = answer(req, body);
      res.writeHead(reply.status, reply.headers);
      res.end(reply.body);
    });
  });
  upstreamPort = await listen(upstream);
  front = http.createServer((req, res) => void proxy(req as NextApiRequest, res as unknown as NextApiResponse));
  frontPort = await listen(front);
});

afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
  await new Promise((resolve) => front.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  process.env.API_URL = `http://127.0.0.1:${upstreamPort}`;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const HOST = 'localhost:3000';
const SAME_ORIGIN = { host: HOST, origin: `http://${HOST}` };

function request(path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: frontPort, path, method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const cookieNamed = (headers: IncomingMessage['headers'], name: string) =>
  (headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`));

describe('/api proxy', () => {
  it('maps /api/<path>?query onto API_URL, keeping a base path', () => {
    expect(upstreamUrl('/api/front/tenant?x=1&y=%20', 'http://api:4000')?.toString()).toBe(
      'http://api:4000/front/tenant?x=1&y=%20',
    );
    expect(upstreamUrl('/api/files/a/b.png', 'https://api.example/v1/')?.toString()).toBe(
      'https://api.example/v1/files/a/b.png',
    );
    expect(upstreamUrl('/other', 'http://api:4000')).toBeNull();
    expect(apiPath('/api/front/../operator?x=1')).toBe('/front/../operator');
    expect(apiPath('/apiary')).toBeNull();
  });

  it('forwards method, body and headers and streams the answer back with status and headers', async () => {
    const body = JSON.stringify({ note: 'x'.repeat(5000) });
    const res = await request('/api/front/cart?next=1', {
      method: 'POST',
      body,
      headers: {
        host: 'souq.localhost:3000',
        origin: 'http://souq.localhost:3000',
        'content-type': 'application/json',
        'x-tenant-domain': 'souq.localhost',
        connection: 'keep-alive',
      },
    });
    expect(res.status).toBe(201);
    expect(res.headers['x-upstream']).toBe('yes');
    expect(res.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(JSON.parse(res.body)).toEqual({ echoed: body.length });
    const got = seen[0]!;
    expect(got.method).toBe('POST');
    expect(got.url).toBe('/front/cart?next=1');
    expect(got.body).toBe(body);
    expect(got.headers.host).toBe(`127.0.0.1:${upstreamPort}`);
    expect(got.headers['x-forwarded-host']).toBe('souq.localhost:3000');
    expect(got.headers['x-forwarded-for']).toContain('127.0.0.1');
    expect(got.headers['x-tenant-domain']).toBe('souq.localhost');
  });

  it('adds X-Tenant-Domain from the host for direct loads such as images', async () => {
    await request('/api/files/x.png', { headers: { host: 'www.Lao.localhost:3000' } });
    expect(seen[0]!.headers['x-tenant-domain']).toBe('lao.localhost');
  });

  it('passes upstream errors through untouched', async () => {
    const res = await request('/api/front/missing');
    expect(res.status).toBe(404);
    expect(seen).toHaveLength(1);
  });

  it('reads API_URL on every request and answers 502 UPSTREAM_UNAVAILABLE when nothing listens there', async () => {
    const closed = http.createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    process.env.API_URL = `http://127.0.0.1:${port}`;
    const res = await request('/api/front/tenant');
    expect(res.status).toBe(502);
    expect(JSON.parse(res.body)).toEqual(expect.objectContaining({ code: 'UPSTREAM_UNAVAILABLE' }));
  });
});

describe('only the storefront calls pass', () => {
  it.each([
    '/api/front/tenant',
    '/api/front/user/profile',
    '/api/keywordSNQuery?keyword=x',
    '/api/categories',
    '/api/user-feedback',
    '/api/files/search/2026/a%20b.png',
    '/api/assets/logos/globalbuy.svg',
  ])('forwards %s', async (path) => {
    await request(path, { headers: { host: HOST } });
    expect(seen).toHaveLength(1);
  });

  it.each([
    '/api/operator/outbox?to=victim@globalbuy.test',
    '/api/health',
    '/api/',
    '/api',
    '/api/front/../operator/outbox',
    '/api/front/%2e%2e/operator/outbox',
    '/api/front/%2E%2E%2Foperator%2Foutbox',
    '/api/front%2f..%2foperator',
    '/api/files/..%5coperator',
    '/api/front//operator',
    '/api/front/./tenant',
    '/api/front/tenant%00',
    '/api/keywordSNQuery/x',
    '/api/Operator/outbox',
    '/api/frontend',
  ])('answers 404 for %s without calling the API', async (path) => {
    const res = await request(path, { headers: { host: HOST, 'x-operator-token': 'dev-operator-token' } });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual(expect.objectContaining({ code: 'NOT_FOUND' }));
    expect(seen).toHaveLength(0);
  });
});

describe('cross-site state changes are refused', () => {
  const post = (headers: Record<string, string>) =>
    request('/api/front/cart', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', ...headers },
    });

  it.each([
    ['no Origin, Sec-Fetch-Site or Referer', { host: HOST }],
    ['another origin', { host: HOST, origin: 'https://evil.example' }],
    ['a sibling tenant', { host: HOST, origin: 'http://souq.localhost:3000' }],
    ['another port', { host: HOST, origin: 'http://localhost:4000' }],
    ['an opaque origin', { host: HOST, origin: 'null' }],
    ['a cross-site fetch without Origin', { host: HOST, 'sec-fetch-site': 'cross-site' }],
    ['a same-site (sibling) fetch without Origin', { host: HOST, 'sec-fetch-site': 'same-site' }],
    ['a foreign Referer', { host: HOST, referer: 'https://evil.example/localhost:3000/' }],
  ])('403 CSRF_REJECTED for %s, and the API is not called', async (_label, headers) => {
    const res = await post(headers);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toEqual(expect.objectContaining({ code: 'CSRF_REJECTED' }));
    expect(seen).toHaveLength(0);
  });

  it.each([
    ['the same Origin', SAME_ORIGIN],
    [
      'the same origin behind a proxy (X-Forwarded-Host)',
      {
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'shop.example',
        'x-forwarded-proto': 'https',
        origin: 'https://shop.example',
      },
    ],
    ['Sec-Fetch-Site same-origin without Origin', { host: HOST, 'sec-fetch-site': 'same-origin' }],
    ['a same-host Referer without Origin', { host: HOST, referer: `http://${HOST}/cart` }],
  ])('forwards a call with %s', async (_label, headers) => {
    const res = await post(headers);
    expect(res.status).toBe(201);
    expect(seen).toHaveLength(1);
  });

  it('lets reads through without any origin header', async () => {
    const res = await request('/api/front/tenant', { headers: { host: HOST } });
    expect(res.status).toBe(201);
  });
});

describe('the token lives in an HttpOnly cookie', () => {
  it('login: the token leaves the body and becomes an HttpOnly cookie next to the readable flag and profile', async () => {
    const res = await request('/api/front/user/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'ama@globalbuy.test', password: 'right' }),
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    const body = JSON.parse(res.body) as Record<string, unknown>;
    expect(body).not.toHaveProperty('accessToken');
    expect(res.body).not.toContain('tok-new');
    expect(body).toEqual({ expiresAt: EXPIRES_AT, profile: PROFILE });
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    expect(cookieNamed(res.headers, 'ps_token')).toMatch(
      /^ps_token=tok-new; Path=\/; Max-Age=7776000; SameSite=Lax; .*HttpOnly/,
    );
    expect(cookieNamed(res.headers, 'ps_token')).not.toContain('Secure');
    expect(cookieNamed(res.headers, 'ps_logged_in')).toMatch(/^ps_logged_in=1;/);
    expect(cookieNamed(res.headers, 'ps_logged_in')).not.toContain('HttpOnly');
    const profileCookie = cookieNamed(res.headers, 'ps_profile')!;
    expect(decryptProfile(decodeURIComponent(profileCookie.split(';')[0]!.slice('ps_profile='.length)))).toEqual(
      PROFILE,
    );
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookies Secure when the shopper came over HTTPS', async () => {
    const res = await request('/api/front/user/login', {
      method: 'POST',
      body: '{}',
      headers: {
        host: 'shop.example',
        origin: 'https://shop.example',
        'x-forwarded-proto': 'https',
        'content-type': 'application/json',
      },
    });
    expect(cookieNamed(res.headers, 'ps_token')).toMatch(/HttpOnly; Secure$/);
    expect(cookieNamed(res.headers, 'ps_logged_in')).toMatch(/; Secure$/);
  });

  it('a wrong password sets nothing and expires nothing', async () => {
    const res = await request('/api/front/user/login', {
      method: 'POST',
      body: JSON.stringify({ password: 'wrong' }),
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json', cookie: 'ps_token=tok-live; ps_logged_in=1' },
    });
    expect(res.status).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('sends the cookie as the bearer header and drops any Authorization and Cookie the browser sent', async () => {
    const res = await request('/api/front/user/profile', {
      headers: { host: HOST, authorization: 'Bearer forged', cookie: 'ps_token=tok-live; other=1' },
    });
    expect(res.status).toBe(200);
    expect(seen[0]!.headers.authorization).toBe('Bearer tok-live');
    expect(seen[0]!.headers.cookie).toBeUndefined();
  });

  it('without the cookie no bearer goes out, even when the browser sent one', async () => {
    await request('/api/front/user/profile', { headers: { host: HOST, authorization: 'Bearer stolen' } });
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it('a 401 to a call with a token expires the three login cookies', async () => {
    const res = await request('/api/front/user/profile', {
      headers: { host: HOST, cookie: 'ps_token=tok-dead; ps_logged_in=1' },
    });
    expect(res.status).toBe(401);
    for (const name of ['ps_token', 'ps_logged_in', 'ps_profile']) {
      expect(cookieNamed(res.headers, name)).toMatch(new RegExp(`^${name}=; Path=/; Max-Age=0`));
    }
  });

  it('logout forwards the call with the bearer and expires the cookies', async () => {
    const res = await request('/api/front/user/logout', {
      method: 'POST',
      headers: { ...SAME_ORIGIN, cookie: 'ps_token=tok-live; ps_logged_in=1' },
    });
    expect(res.status).toBe(204);
    expect(seen[0]!.headers.authorization).toBe('Bearer tok-live');
    expect(cookieNamed(res.headers, 'ps_token')).toMatch(/^ps_token=; Path=\/; Max-Age=0; .*HttpOnly/);
    expect(cookieNamed(res.headers, 'ps_logged_in')).toMatch(/Max-Age=0/);
  });

  it('a logout the API never saw, or refused, keeps the login: the session is still alive there', async () => {
    const failed = await request('/api/front/user/logout', {
      method: 'POST',
      headers: { ...SAME_ORIGIN, cookie: 'ps_token=tok-failing' },
    });
    expect(failed.status).toBe(500);
    expect(failed.headers['set-cookie']).toBeUndefined();
    const closed = http.createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    process.env.API_URL = `http://127.0.0.1:${port}`;
    const res = await request('/api/front/user/logout', {
      method: 'POST',
      headers: { ...SAME_ORIGIN, cookie: 'ps_token=t' },
    });
    expect(res.status).toBe(502);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('a GET of the logout address (a link or image on any page) ends nothing', async () => {
    const res = await request('/api/front/user/logout', {
      headers: { host: HOST, cookie: 'ps_token=tok-live; ps_logged_in=1' },
    });
    expect(res.status).toBe(404);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('an Origin of the same host under https is another site on plain http', async () => {
    const res = await request('/api/front/user/logout', {
      method: 'POST',
      headers: { host: HOST, origin: `https://${HOST}`, cookie: 'ps_token=tok-live' },
    });
    expect(res.status).toBe(403);
    expect(seen).toHaveLength(0);
  });

  it("forwards the payment provider's notification, which comes with no Origin, to be checked by its signature", async () => {
    const res = await request('/api/front/onepay/notify', {
      method: 'POST',
      headers: { host: HOST, 'content-type': 'application/json' },
      body: '{"payCode":"OP1"}',
    });
    expect(res.status).toBe(201);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/front/onepay/notify', body: '{"payCode":"OP1"}' });
    const other = await request('/api/front/onepay/payCode', {
      method: 'POST',
      headers: { host: HOST, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(other.status).toBe(403);
  });

  it('logout everywhere expires the cookies once the API agreed', async () => {
    const res = await request('/api/front/user/logout-all', {
      method: 'POST',
      headers: { ...SAME_ORIGIN, cookie: 'ps_token=tok-live' },
    });
    expect(res.status).toBe(204);
    expect(cookieNamed(res.headers, 'ps_token')).toMatch(/Max-Age=0/);
  });

  it('a cross-site logout is refused like any other state change', async () => {
    const res = await request('/api/front/user/logout', {
      method: 'POST',
      headers: { host: HOST, origin: 'https://evil.example', cookie: 'ps_token=tok-live' },
    });
    expect(res.status).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(seen).toHaveLength(0);
  });
});

describe('takeIssuedToken', () => {
  it('ends the login cookies with the token when the API says it dies sooner than three months', () => {
    const now = Date.parse('2026-11-23T00:00:00Z');
    const soon = takeIssuedToken({ accessToken: 't', expiresAt: '2026-11-24T00:00:00Z', profile: PROFILE }, {}, now)!;
    expect(soon.cookies.every((c) => c.includes('Max-Age=86400'))).toBe(true);
    const later = takeIssuedToken({ accessToken: 't', expiresAt: '2027-11-24T00:00:00Z', profile: PROFILE }, {}, now)!;
    expect(later.cookies.every((c) => c.includes('Max-Age=7776000'))).toBe(true);
    expect(takeIssuedToken({ accessToken: 't', expiresAt: 'never' }, {}, now)!.cookies[0]).toContain('Max-Age=7776000');
  });

  it('ignores answers without a token', () => {
    expect(takeIssuedToken({ profile: PROFILE }, {})).toBeNull();
    expect(takeIssuedToken([{ accessToken: 't' }], {})).toBeNull();
    expect(takeIssuedToken({ accessToken: '' }, {})).toBeNull();
  });
});
