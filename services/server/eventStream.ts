// The live status stream through the storefront's own origin: GET /api/front/events is relayed to the API's GET
// /front/events with the bearer taken from the login cookie, exactly as the /api proxy does for every other call
// (same headers, same tenant from the host), but as a stream: no timeout on the
// whole answer (only on silence longer than two heartbeats), every chunk written on at once, and the upstream call
// ended as soon as the browser goes away.
import http, { type IncomingMessage, type ServerResponse } from 'http';
import https from 'https';
import { forwardHeaders, upstreamUrl } from '@/services/server/proxy/apiProxy';
import { apiUrl } from '@/services/http';
import { tokenFromCookieHeader } from '@/services/server/session/proxySession';

export const EVENTS_PATH = '/front/events';
/** The API sends a heartbeat every 25 s: silence longer than this means the connection is dead. */
const SILENCE_LIMIT_MS = 60_000;

function sendJson(res: ServerResponse, status: number, body: object, cookies: string[] = []): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  if (cookies.length) res.setHeader('Set-Cookie', cookies);
  res.end(JSON.stringify(body));
}

export function relayEventStream(req: IncomingMessage, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const target = upstreamUrl(req.url ?? '', apiUrl());
    const path = (req.url ?? '').split(/[?#]/)[0];
    if (req.method !== 'GET' || !target || path !== `/api${EVENTS_PATH}`) {
      res.setHeader('Allow', 'GET');
      sendJson(res, req.method !== 'GET' ? 405 : 404, {
        code: req.method !== 'GET' ? 'METHOD_NOT_ALLOWED' : 'NOT_FOUND',
        message: 'Only GET /api/front/events',
      });
      resolve();
      return;
    }
    const token = tokenFromCookieHeader(req.headers.cookie);
    // Without a login there is nothing to stream; the API would say the same.
    if (!token) {
      sendJson(res, 401, { code: 'UNAUTHORIZED', message: 'Login required' });
      resolve();
      return;
    }
    const headers = forwardHeaders(req, target, token);
    headers.accept = 'text/event-stream';
    const transport = target.protocol === 'https:' ? https : http;
    const upstream = transport.request(target, { method: 'GET', headers, timeout: SILENCE_LIMIT_MS }, (response) => {
      const status = response.statusCode ?? 502;
      if (status !== 200) {
        // An error answer (401, 429, 503…) is short JSON, passed on as it is. A 401 leaves the login cookies alone:
        // the browser's EventSource cannot tell the page, so expiring them here would leave a page that looks logged
        // in without a login; the page's own next call meets the same 401 and ends the session with its notice.
        res.writeHead(status, {
          'content-type': response.headers['content-type'] ?? 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        });
        response.pipe(res);
        response.on('end', resolve);
        response.on('error', () => (res.destroy(), resolve()));
        return;
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        // no-transform: compression (which would hold events back to fill a block) leaves the answer alone.
        'cache-control': 'no-cache, no-store, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      res.flushHeaders();
      response.on('data', (chunk: Buffer) => {
        res.write(chunk);
        (res as ServerResponse & { flush?: () => void }).flush?.();
      });
      response.on('end', () => {
        res.end();
        resolve();
      });
      response.on('error', () => {
        res.destroy();
        resolve();
      });
    });
    upstream.on('timeout', () => upstream.destroy(new Error('the API went silent')));
    upstream.on('error', (error) => {
      if (res.headersSent) {
        res.end();
      } else {
        console.warn(`[events] ${target.pathname}: ${error.message}`);
        sendJson(res, 502, { code: 'UPSTREAM_UNAVAILABLE', message: 'The API is not reachable' });
      }
      resolve();
    });
    // The browser went away (tab closed, navigation, EventSource.close()): end the upstream stream too.
    res.on('close', () => {
      upstream.destroy();
      resolve();
    });
    upstream.end();
  });
}
