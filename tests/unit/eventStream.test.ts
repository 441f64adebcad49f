/** @jest-environment node */
// The live status relay against a real upstream HTTP server: the login cookie becomes the bearer and the host the
// tenant, each event reaches the browser as it is written (nothing waits for the answer to end), the upstream
// stream ends when the browser goes away, a 401 leaves the login cookies to the page's own calls, and no login
// means no upstream call.
import http, { type IncomingMessage, type Server, type ServerResponse } from 'http';
import type { AddressInfo } from 'net';
import { relayEventStream } from '@/services/server/eventStream';
import { COOKIES } from '@/utils/cookies';

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

let upstream: Server;
let front: Server;
let frontPort = 0;
const seen: IncomingMessage[] = [];
let streams: ServerResponse[] = [];
let upstreamClosed = 0;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    seen.push(req);
    if (req.headers.authorization !== 'Bearer tok-live') {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'UNAUTHORIZED', message: 'Login required' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('retry: 3000\n\n');
    streams.push(res);
    req.on('close', () => upstreamClosed++);
  });
  const upstreamPort = await listen(upstream);
  process.env.API_URL = `http://127.0.0.1:${upstreamPort}`;
  front = http.createServer((req, res) => void relayEventStream(req, res));
  frontPort = await listen(front);
});

afterAll(async () => {
  streams.forEach((s) => s.end());
  upstream.closeAllConnections();
  front.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
  await new Promise((resolve) => front.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  streams = [];
  upstreamClosed = 0;
});

function get(path: string, cookie?: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port: frontPort, path, headers: { host: 'shop.example', ...(cookie ? { cookie } : {}) } },
      resolve,
    );
    req.on('error', reject);
  });
}

const nextChunk = (res: http.IncomingMessage) =>
  new Promise<string>((resolve) => res.once('data', (c: Buffer) => resolve(c.toString())));
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  return check();
};

test('relays the stream with the cookie as bearer and the host as tenant, each event as it comes, and ends upstream when the browser leaves', async () => {
  const res = await get('/api/front/events?after=7', `${COOKIES.token.name}=tok-live`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  expect(res.headers['x-accel-buffering']).toBe('no');
  expect(res.headers['cache-control']).toContain('no-transform');
  expect(await nextChunk(res)).toBe('retry: 3000\n\n');
  const sent = seen[0]!;
  expect(sent.url).toBe('/front/events?after=7');
  expect(sent.headers.authorization).toBe('Bearer tok-live');
  expect(sent.headers['x-tenant-domain']).toBe('shop.example');
  expect(sent.headers.cookie).toBeUndefined();

  // An event written upstream arrives while the answer is still open.
  const chunk = nextChunk(res);
  streams[0]!.write('id: 8\nevent: change\ndata: {"id":8}\n\n');
  expect(await chunk).toBe('id: 8\nevent: change\ndata: {"id":8}\n\n');

  res.destroy();
  expect(await waitFor(() => upstreamClosed === 1)).toBe(true);
});

test("passes a 401 on without touching the login cookies (the page's own calls end the session), and calls nothing upstream without a login", async () => {
  const refused = await get('/api/front/events', `${COOKIES.token.name}=tok-dead`);
  expect(refused.statusCode).toBe(401);
  expect(refused.headers['set-cookie']).toBeUndefined();
  refused.resume();

  const anonymous = await get('/api/front/events');
  expect(anonymous.statusCode).toBe(401);
  anonymous.resume();
  expect(seen).toHaveLength(1);
});

test('answers only GET', async () => {
  const res = await new Promise<http.IncomingMessage>((resolve) => {
    http
      .request(
        {
          host: '127.0.0.1',
          port: frontPort,
          path: '/api/front/events',
          method: 'POST',
          headers: { host: 'shop.example' },
        },
        resolve,
      )
      .end();
  });
  expect(res.statusCode).toBe(405);
  res.resume();
});
