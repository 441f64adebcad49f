// What the storefront's server reads of how the shopper reached it: over HTTPS or not (cookie flags, HSTS) and the
// host the browser addressed (same-origin checks). Server only: the browser knows both from its own location.
import { firstValue } from '@/utils/request';

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
