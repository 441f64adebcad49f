import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/*
 * For the few API pages a browser posts to directly (the simulated pay page's confirm): the call must carry an
 * Origin naming the site it was addressed to, scheme and host both (the storefront's proxy passes the site's host
 * as X-Forwarded-Host and its scheme as X-Forwarded-Proto, which Fastify believes from the trusted hop only).
 */

export function isSiteOrigin(request: FastifyRequest): boolean {
  const raw = request.headers.origin;
  const origin = Array.isArray(raw) ? raw[0] : raw;
  if (!origin || origin === 'null') return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const host = request.host.toLowerCase().replace(/:(80|443)$/, '');
  return url.protocol === `${request.protocol}:` && url.host.toLowerCase() === host;
}

export function requireSiteOrigin(request: FastifyRequest): void {
  if (!isSiteOrigin(request)) throw new AppError(403, 'CSRF_REJECTED', 'This call must come from a page of this site');
}
