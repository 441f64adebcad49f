// The per-response security headers of a page: a Content-Security-Policy with a fresh nonce and the tenant's
// third-party hosts (services/server/request/csp.ts) and, over HTTPS, Strict-Transport-Security. withPage sets them as soon as the
// tenant is known; _document reads the nonce back from the response to put it on every <script> it writes, and
// sets tenant-less ones itself for the pages that do not go through withPage (error pages). The headers that never
// change (X-Frame-Options, nosniff, Referrer-Policy, Permissions-Policy) come from next.config.js.
//
// For a shared HTML cache: the header set here is the one place a response's nonce is chosen. A cache that
// answers from memory reads the nonce of this response's header (or sets the stored header with a fresh one)
// and writes it over the stored render's nonce in the HTML (`renewNonce`), so no two responses share a nonce.
import type { IncomingMessage, ServerResponse } from 'http';
import type { Tenant } from '@/contract';
import {
  contentSecurityPolicy,
  createNonce,
  nonceOf,
  tenantSources,
  type CspSources,
} from '@/services/server/request/csp';
import { tenantScripts } from '@/utils/tenantScripts';
import { requestIsHttps } from './pageCookies';

export const CSP_HEADER = 'Content-Security-Policy';
/** One year, this host only: a tenant's other subdomains (a blog, a mail host) are not ours to pin to HTTPS. */
export const HSTS = 'max-age=31536000';

type Req = Pick<IncomingMessage, 'headers' | 'socket'>;
type Res = Pick<ServerResponse, 'getHeader' | 'setHeader' | 'headersSent'>;

/** The hosts a tenant's pages need beyond our origin. */
export function pageSources(tenant: Tenant | null, env: NodeJS.ProcessEnv = process.env): CspSources {
  const scripts = tenant ? tenantScripts(tenant) : { analyticsId: null, widgets: [] };
  return tenantSources({
    analytics: scripts.analyticsId !== null,
    widgets: scripts.widgets.map((widget) => widget.src),
    logo: tenant?.logoImage ?? null,
    fileOrigin: env.CDN_ORIGIN ?? null,
  });
}

/** Sets this response's Content-Security-Policy with a fresh nonce (and HSTS over HTTPS); returns the nonce. */
export function setPageSecurityHeaders(
  req: Req,
  res: Res,
  tenant: Tenant | null,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const nonce = createNonce();
  if (!res.headersSent) {
    const https = requestIsHttps(req);
    res.setHeader(
      CSP_HEADER,
      contentSecurityPolicy({
        nonce,
        sources: pageSources(tenant, env),
        development: env.NODE_ENV === 'development',
        https,
      }),
    );
    if (https) res.setHeader('Strict-Transport-Security', HSTS);
  }
  return nonce;
}

/** The nonce of this response's policy; a page that has none yet gets a tenant-less one. */
export function responseNonce(req: Req, res: Res, env: NodeJS.ProcessEnv = process.env): string {
  const current = res.getHeader(CSP_HEADER);
  return nonceOf(typeof current === 'string' ? current : null) ?? setPageSecurityHeaders(req, res, null, env);
}
