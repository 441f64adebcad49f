// The storefront's /api/* proxy (pages/api/[...path].ts only wires it to the route). It reaches the API at
// API_URL, read on every request (a rewrite would be fixed at build time; this way one build serves every
// environment). The tenant override (DEV_TENANT_DOMAIN, DEFAULT_TENANT_ID) is read through runtimeConfig.ts, as
// pages read it. Requests and responses are streamed both ways, any method, any body (multipart uploads too).
// The browser only ever talks to its own origin.
//
// It is also the public face of the API, so before anything is forwarded:
// - only the storefront's own calls pass (services/server/request/apiAllowlist.ts); anything else is a 404 answered here;
// - a state-changing call must come from a page of this site (services/server/request/csrf.ts), else 403 CSRF_REJECTED; only the
//   payment provider's signed notification is exempt (it proves itself with its signature);
// - the login lives in an HttpOnly cookie that this proxy turns into the bearer header, and sets or expires
//   from the API's answers (services/server/session/proxySession.ts).
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'http';
import https from 'https';
import type { NextApiRequest, NextApiResponse } from 'next';
import { HEADER_TENANT_DOMAIN } from '@/contract';
import { apiUrl } from '@/services/http';
import { sessionEndCookies, takeIssuedToken, tokenFromCookieHeader } from '@/services/server/session/proxySession';
import { isForwardedApiPath } from '@/services/server/request/apiAllowlist';
import { isSafeMethod, isSameOriginRequest } from '@/services/server/request/csrf';
import { defaultTenantId, devTenantDomain } from '@/services/server/runtimeConfig';
import { tenantDomainFromHost } from '@/services/server/request/host';
import { isHttps } from '@/services/server/request/protocol';
import { firstValue } from '@/utils/request';

/** Connection-level headers that must not be forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
]);

const UPSTREAM_TIMEOUT_MS = 120_000;

/** The API path of a request to /api/<rest> exactly as sent (not normalised), or null when not under /api. */
export function apiPath(requestUrl: string): string | null {
  const match = /^\/api(\/[^?#]*)?(?:[?#]|$)/.exec(requestUrl);
  if (!match) return null;
  return match[1] ?? '/';
}

/** The upstream URL for a request to /api/<rest>, or null when the path is not under /api. */
export function upstreamUrl(requestUrl: string, base: string): URL | null {
  const match = /^\/api(\/[^?#]*)?(\?[^#]*)?/.exec(requestUrl);
  if (!match) return null;
  const path = match[1] ?? '/';
  const baseUrl = new URL(base);
  const basePath = baseUrl.pathname.replace(/\/+$/, '');
  const target = new URL(baseUrl.origin);
  target.pathname = `${basePath}${path}`;
  target.search = match[2] ?? '';
  return target;
}

const isTlsSocket = (req: IncomingMessage) => Boolean((req.socket as { encrypted?: boolean } | undefined)?.encrypted);

function requestIsHttps(req: IncomingMessage): boolean {
  return isHttps({ forwardedProto: req.headers['x-forwarded-proto'], encrypted: isTlsSocket(req) });
}

/**
 * The payment provider's notification comes from the provider's server, with no Origin; it carries no cookie
 * authority either (the API checks its HMAC signature and reads no login), so the same-site check does not apply.
 */
const NOT_CSRF_CHECKED = new Set(['/front/onepay/notify']);

/**
 * Headers for the API: the browser's minus hop-by-hop ones, its cookies and any Authorization it sent (the
 * bearer comes from the token cookie only), plus forwarding and tenant headers.
 */
export function forwardHeaders(
  req: IncomingMessage,
  target: URL,
  token: string | null = null,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const connectionListed = new Set(
    (firstValue(req.headers.connection) ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const dropped = new Set(['host', 'cookie', 'authorization']);
  for (const [name, value] of Object.entries(req.headers as IncomingHttpHeaders)) {
    if (value === undefined || HOP_BY_HOP.has(name) || connectionListed.has(name) || dropped.has(name)) continue;
    out[name] = value;
  }
  if (token) out.authorization = `Bearer ${token}`;
  const originalHost = firstValue(req.headers['x-forwarded-host']) ?? req.headers.host ?? '';
  out.host = target.host;
  if (originalHost) out['x-forwarded-host'] = originalHost;
  const client = req.socket?.remoteAddress;
  const prior = firstValue(req.headers['x-forwarded-for']);
  if (client) out['x-forwarded-for'] = prior ? `${prior}, ${client}` : client;
  if (!req.headers['x-forwarded-proto']) out['x-forwarded-proto'] = requestIsHttps(req) ? 'https' : 'http';
  // Direct loads (an <img> of /api/files/...) carry no tenant header: derive it from the host as pages do.
  if (!req.headers[HEADER_TENANT_DOMAIN.toLowerCase()]) {
    const domain = tenantDomainFromHost({
      host: req.headers.host,
      forwardedHost: req.headers['x-forwarded-host'],
      override: devTenantDomain(),
    });
    if (domain) out[HEADER_TENANT_DOMAIN.toLowerCase()] = domain;
  }
  const tenantId = defaultTenantId();
  if (!req.headers['x-tenant-id'] && tenantId) out['x-tenant-id'] = tenantId;
  // An answer that may carry a token is read here (see below): ask for it uncompressed.
  if (!isSafeMethod(req.method)) out['accept-encoding'] = 'identity';
  return out;
}

function sendJson(res: NextApiResponse, status: number, body: object): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

function responseHeaders(response: IncomingMessage, extraCookies: string[]): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  if (extraCookies.length > 0) {
    const upstream = response.headers['set-cookie'] ?? [];
    headers['set-cookie'] = [...upstream, ...extraCookies];
    headers['cache-control'] = 'no-store';
  }
  return headers;
}

/** Only a successful JSON answer to a state-changing call can issue a token; those are read whole. */
function mayIssueToken(req: IncomingMessage, response: IncomingMessage): boolean {
  const status = response.statusCode ?? 0;
  const type = firstValue(response.headers['content-type']) ?? '';
  return !isSafeMethod(req.method) && status >= 200 && status < 300 && /\bjson\b/i.test(type);
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}

/** Answers one request to /api/<rest>: refused here, or forwarded to the API and its answer streamed back. */
export function proxyApiRequest(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return new Promise((resolve) => {
    const path = apiPath(req.url ?? '');
    const target = upstreamUrl(req.url ?? '', apiUrl());
    if (path === null || !target || !isForwardedApiPath(path)) {
      sendJson(res, 404, { code: 'NOT_FOUND', message: 'Not an API path' });
      resolve();
      return;
    }
    if (
      !NOT_CSRF_CHECKED.has(path) &&
      !isSameOriginRequest({ method: req.method, headers: req.headers, encrypted: isTlsSocket(req) })
    ) {
      sendJson(res, 403, { code: 'CSRF_REJECTED', message: 'This call must come from a page of this site' });
      resolve();
      return;
    }
    const token = tokenFromCookieHeader(req.headers.cookie);
    const cookieOptions = { secure: requestIsHttps(req) };
    const transport = target.protocol === 'https:' ? https : http;
    const upstream = transport.request(
      target,
      { method: req.method, headers: forwardHeaders(req, target, token), timeout: UPSTREAM_TIMEOUT_MS },
      (response) => {
        const status = response.statusCode ?? 502;
        const ended = sessionEndCookies({ method: req.method, path, status, hadToken: token !== null }, cookieOptions);
        const fail = () => {
          res.destroy();
          resolve();
        };
        if (!mayIssueToken(req, response)) {
          res.writeHead(status, response.statusMessage, responseHeaders(response, ended));
          response.pipe(res);
          response.on('end', resolve);
          response.on('error', fail);
          return;
        }
        readAll(response).then((raw) => {
          const issued = takeIssuedToken(parseJson(raw), cookieOptions);
          const body = issued ? Buffer.from(JSON.stringify(issued.body)) : raw;
          const headers = responseHeaders(response, [...ended, ...(issued?.cookies ?? [])]);
          headers['content-length'] = String(body.length);
          res.writeHead(status, response.statusMessage, headers);
          res.end(body);
          resolve();
        }, fail);
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
    upstream.on('error', (error) => {
      console.warn(`[api proxy] ${req.method} ${target.pathname}: ${error.message}`);
      // A logout the API never saw ends nothing: the session is still alive there, so the login stays here too.
      sendJson(res, 502, { code: 'UPSTREAM_UNAVAILABLE', message: 'The API is not reachable' });
      resolve();
    });
    // The shopper went away: stop the upstream call too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
}
