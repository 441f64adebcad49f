// Set-Cookie on a page response, shared by the page wrapper and the page loaders: several parts of one request
// may add cookies (locale, expired login), so each appends instead of replacing what is already there.
import type { IncomingMessage, ServerResponse } from 'http';
import { expiredSessionCookies } from '@/utils/cookies';
import { isHttps } from './protocol';

/** Whether the shopper reached this request over HTTPS (cookie flags). */
export function requestIsHttps(req: Pick<IncomingMessage, 'headers' | 'socket'>): boolean {
  return isHttps({
    forwardedProto: req.headers['x-forwarded-proto'],
    encrypted: (req.socket as { encrypted?: boolean } | undefined)?.encrypted,
  });
}

export function appendSetCookie(res: Pick<ServerResponse, 'getHeader' | 'setHeader'>, cookies: string[]): void {
  if (cookies.length === 0) return;
  const existing = res.getHeader('Set-Cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  res.setHeader('Set-Cookie', [...list, ...cookies]);
}

/** Ends the login in this browser with the page's answer (the token, flag and profile cookies). */
export function expireSessionOnPage(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
): void {
  appendSetCookie(res, expiredSessionCookies({ secure: requestIsHttps(req) }));
}
