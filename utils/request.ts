// Small request rules written once for the page wrapper, the /api proxy and the stores: the first
// value of a header or query parameter, whether the shopper reached us over HTTPS (for cookie flags and HSTS),
// the host the shopper typed (for same-origin checks) and the login address with a way back.

/** The first value of a header or query parameter that may repeat (`?a=1&a=2`, duplicated headers). */
export function firstValue(value: string | readonly string[] | null | undefined): string | undefined {
  const raw = typeof value === 'string' ? value : value?.[0];
  return raw ?? undefined;
}

export interface ProtocolInput {
  /** X-Forwarded-Proto as received (a TLS-terminating proxy in front sets it). */
  forwardedProto?: string | readonly string[] | null;
  /** The connection itself is TLS (a Node https server, no proxy in front). */
  encrypted?: boolean;
}

/**
 * True when the shopper's browser talks HTTPS to us. Behind a proxy the first X-Forwarded-Proto entry (the
 * client-facing hop) decides; otherwise the socket does. A client can forge the header on a plain-HTTP
 * connection, but then the only effect is a Secure cookie its own browser will not send back over HTTP.
 */
export function isHttps(input: ProtocolInput): boolean {
  const proto = firstValue(input.forwardedProto)?.split(',')[0]?.trim().toLowerCase();
  if (proto) return proto === 'https';
  return Boolean(input.encrypted);
}

/** The host (with port) the browser addressed: X-Forwarded-Host's first entry behind a proxy, else Host. */
export function requestHost(headers: {
  host?: string | readonly string[] | null;
  'x-forwarded-host'?: string | readonly string[] | null;
}): string | null {
  const forwarded = firstValue(headers['x-forwarded-host'])?.split(',')[0]?.trim();
  const host = forwarded || firstValue(headers.host)?.trim();
  return host ? host.toLowerCase() : null;
}

export const LOGIN_PATH = '/auth/login';

/**
 * The login page with a way back to `returnTo` (path + query; a fragment is dropped). On the login page itself
 * the address stays as it is, so its own redirectUrl survives.
 */
export function loginUrl(returnTo: string): string {
  const path = returnTo.split('#')[0] || '/';
  if (path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}?`)) return path;
  return `${LOGIN_PATH}?redirectUrl=${encodeURIComponent(path)}`;
}
