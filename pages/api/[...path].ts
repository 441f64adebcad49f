// The storefront's /api/* reaches the API at API_URL, read on every request (a rewrite would be fixed at build
// time; this way one build serves every environment). Requests and responses are streamed both ways, any method,
// any body (multipart uploads too). The browser only ever talks to its own origin.
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'http';
import https from 'https';
import type { NextApiRequest, NextApiResponse } from 'next';
import { HEADER_TENANT_DOMAIN } from '@/contract';
import { apiUrl } from '@/services/http';
import { tenantDomainFromHost } from '@/utils/host';

export const config = {
  api: { bodyParser: false, externalResolver: true, responseLimit: false },
};

/** Connection-level headers that must not be forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding',
  'upgrade', 'proxy-connection',
]);

const UPSTREAM_TIMEOUT_MS = 120_000;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
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

export function forwardHeaders(req: IncomingMessage, target: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const connectionListed = new Set(
    (first(req.headers.connection) ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
  );
  for (const [name, value] of Object.entries(req.headers as IncomingHttpHeaders)) {
    if (value === undefined || HOP_BY_HOP.has(name) || connectionListed.has(name) || name === 'host') continue;
    out[name] = value;
  }
  const originalHost = first(req.headers['x-forwarded-host']) ?? req.headers.host ?? '';
  out.host = target.host;
  if (originalHost) out['x-forwarded-host'] = originalHost;
  const client = req.socket?.remoteAddress;
  const prior = first(req.headers['x-forwarded-for']);
  if (client) out['x-forwarded-for'] = prior ? `${prior}, ${client}` : client;
  if (!req.headers['x-forwarded-proto']) {
    out['x-forwarded-proto'] = (req.socket as { encrypted?: boolean } | undefined)?.encrypted ? 'https' : 'http';
  }
  // Direct loads (an <img> of /api/files/...) carry no tenant header: derive it from the host as pages do.
  if (!req.headers[HEADER_TENANT_DOMAIN.toLowerCase()]) {
    const domain = tenantDomainFromHost({
      host: req.headers.host,
      forwardedHost: req.headers['x-forwarded-host'],
      override: process.env.DEV_TENANT_DOMAIN,
    });
    if (domain) out[HEADER_TENANT_DOMAIN.toLowerCase()] = domain;
  }
  if (!req.headers['x-tenant-id'] && process.env.DEFAULT_TENANT_ID?.trim()) {
    out['x-tenant-id'] = process.env.DEFAULT_TENANT_ID.trim();
  }
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

export default function proxy(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return new Promise((resolve) => {
    const target = upstreamUrl(req.url ?? '', apiUrl());
    if (!target) {
      sendJson(res, 404, { code: 'NOT_FOUND', message: 'Not an API path' });
      resolve();
      return;
    }
    const transport = target.protocol === 'https:' ? https : http;
    const upstream = transport.request(
      target,
      { method: req.method, headers: forwardHeaders(req, target), timeout: UPSTREAM_TIMEOUT_MS },
      (response) => {
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
        }
        res.writeHead(response.statusCode ?? 502, response.statusMessage, headers);
        response.pipe(res);
        response.on('end', resolve);
        response.on('error', () => {
          res.destroy();
          resolve();
        });
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
    upstream.on('error', (error) => {
      console.warn(`[api proxy] ${req.method} ${target.pathname}: ${error.message}`);
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
