/** @jest-environment node */
// The /api proxy against a real upstream HTTP server: method, path, query, body and headers go through, the
// response streams back with its status and headers, API_URL is read per request, and a dead upstream is a 502.
import http, { type IncomingMessage, type Server } from 'http';
import type { AddressInfo } from 'net';
import type { NextApiRequest, NextApiResponse } from 'next';
import proxy, { upstreamUrl } from '@/pages/api/[...path]';

interface Seen { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

let upstream: Server;
let upstreamPort = 0;
let front: Server;
let frontPort = 0;
const seen: Seen[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => { body += chunk; });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(req.url?.startsWith('/missing') ? 404 : 201, { 'content-type': 'application/json', 'x-upstream': 'yes', 'set-cookie': ['a=1', 'b=2'] });
      res.end(JSON.stringify({ echoed: body.length }));
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

function request(path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: frontPort, path, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => { body += chunk; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('/api proxy', () => {
  it('maps /api/<path>?query onto API_URL, keeping a base path', () => {
    expect(upstreamUrl('/api/front/tenant?x=1&y=%20', 'http://api:4000')?.toString()).toBe('http://api:4000/front/tenant?x=1&y=%20');
    expect(upstreamUrl('/api/files/a/b.png', 'https://api.example/v1/')?.toString()).toBe('https://api.example/v1/files/a/b.png');
    expect(upstreamUrl('/other', 'http://api:4000')).toBeNull();
  });

  it('forwards method, body and headers and streams the answer back with status and headers', async () => {
    const body = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(5000) });
    const res = await request('/api/front/user/login?next=1', {
      method: 'POST',
      body,
      headers: { host: 'souq.localhost:3000', 'content-type': 'application/json', authorization: 'Bearer t', 'x-tenant-domain': 'souq.localhost', connection: 'keep-alive' },
    });
    expect(res.status).toBe(201);
    expect(res.headers['x-upstream']).toBe('yes');
    expect(res.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(JSON.parse(res.body)).toEqual({ echoed: body.length });
    const got = seen[0]!;
    expect(got.method).toBe('POST');
    expect(got.url).toBe('/front/user/login?next=1');
    expect(got.body).toBe(body);
    expect(got.headers.host).toBe(`127.0.0.1:${upstreamPort}`);
    expect(got.headers['x-forwarded-host']).toBe('souq.localhost:3000');
    expect(got.headers['x-forwarded-for']).toContain('127.0.0.1');
    expect(got.headers.authorization).toBe('Bearer t');
    expect(got.headers['x-tenant-domain']).toBe('souq.localhost');
  });

  it('adds X-Tenant-Domain from the host for direct loads such as images', async () => {
    await request('/api/files/x.png', { headers: { host: 'www.Lao.localhost:3000' } });
    expect(seen[0]!.headers['x-tenant-domain']).toBe('lao.localhost');
  });

  it('passes upstream errors through untouched', async () => {
    const res = await request('/api/missing');
    expect(res.status).toBe(404);
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
