// Why the /api proxy checks where a state-changing call comes from: the access token travels in a cookie, and a
// browser attaches cookies to any request for our host, including a form or fetch() another site makes it send.
// SameSite=Lax already keeps the cookie off cross-site POSTs from other *sites*, but not from sibling subdomains
// of the same site (every tenant under one parent domain is one "site"), and older browsers ignore it. So a call
// that changes something (any method but GET, HEAD, OPTIONS) must prove it was made by a page of this very host:
// - Origin, which browsers send with every cross-origin request and with same-origin non-GET fetches, must name
//   the scheme and host the request was addressed to (X-Forwarded-Proto / X-Forwarded-Host behind a proxy, else
//   the connection and Host): a page served over https is another origin than the same host over http;
// - without Origin (some older browsers on same-origin requests), Sec-Fetch-Site must say `same-origin`, or
//   failing that the Referer must be on the same origin;
// - with none of them the call is refused: every current browser sends at least one on such a call, so only a
//   client that hides where it comes from is turned away.
// A page on another origin cannot forge Origin, Sec-Fetch-Site or X-Forwarded-Host (fetch() may not set them,
// and a form cannot set headers at all).
import { firstValue } from '@/utils/request';
import { isHttps, requestHost } from './protocol';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfInput {
  method: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  /** The connection itself is TLS (no proxy in front to say so in X-Forwarded-Proto). */
  encrypted?: boolean;
}

/** scheme://host[:port] of an absolute http(s) URL, default ports dropped; null when it is not one. */
function urlOrigin(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.protocol}//${url.host.toLowerCase()}` : null;
  } catch {
    return null;
  }
}

/** host[:port] as the Host header has it, with a default port dropped so it compares with URL.host. */
function withoutDefaultPort(host: string): string {
  return host.replace(/:(80|443)$/, '');
}

export function isSafeMethod(method: string | undefined): boolean {
  return SAFE_METHODS.has((method ?? 'GET').toUpperCase());
}

/** True when the call may go on: a safe method, or a state-changing one made by a page of this host. */
export function isSameOriginRequest(input: CsrfInput): boolean {
  if (isSafeMethod(input.method)) return true;
  const host = requestHost(input.headers);
  if (!host) return false;
  const scheme = isHttps({ forwardedProto: input.headers['x-forwarded-proto'], encrypted: input.encrypted })
    ? 'https:'
    : 'http:';
  const expected = `${scheme}//${withoutDefaultPort(host)}`;
  const origin = firstValue(input.headers.origin);
  if (origin !== undefined) return urlOrigin(origin) === expected;
  const fetchSite = firstValue(input.headers['sec-fetch-site']);
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  return urlOrigin(firstValue(input.headers.referer)) === expected;
}
