// What the /api proxy does with the login, so that page scripts never hold the access token:
// - a response that issues a token (login, sign-up: any JSON answer with `accessToken`) has the token taken out
//   of the body and put into the HttpOnly token cookie, next to the readable flag and profile cookies;
// - every forwarded call gets `Authorization: Bearer` from that cookie, and only from it (an Authorization
//   header the page sent is dropped, so the cookie alone says who is calling);
// - a logout (a POST, which the proxy forwards only from a page of this site) that the API answered with success,
//   and a 401 to a call that carried a token, expire the three login cookies in the same answer, so the
//   browser's state follows the server's whatever the page does next. Nothing else ends a login here: a GET of
//   the logout address, or a logout the API refused or never saw, leaves the cookies (and the session) as they are.
import type { UserProfile } from '@/contract';
import { COOKIES, expiredSessionCookies, parseCookieHeader, type SerializeOptions } from '@/utils/cookies';
import { sessionSetCookies } from '@/utils/profileCookie';

/** Calls that end the login, when POSTed and answered with success (a failure keeps the shopper logged in). */
const LOGOUTS = new Set(['/front/user/logout', '/front/user/logout-all']);

/** Calls whose 401 means wrong credentials, not a dead session: they leave the cookies alone. */
const CREDENTIAL_CHECKS = new Set(['/front/user/login', '/front/user/signup']);

/** The access token from the request's cookies, or null. */
export function tokenFromCookieHeader(header: string | string[] | undefined): string | null {
  const raw = Array.isArray(header) ? header.join('; ') : header;
  return parseCookieHeader(raw)[COOKIES.token.name] || null;
}

export interface UpstreamOutcome {
  /** The request's method. */
  method: string | undefined;
  /** The API path (after /api, without the query). */
  path: string;
  status: number;
  /** The call carried a token cookie. */
  hadToken: boolean;
}

/** Set-Cookie values that end the login after this answer, or none. */
export function sessionEndCookies(outcome: UpstreamOutcome, options: SerializeOptions): string[] {
  const succeeded = outcome.status >= 200 && outcome.status < 300;
  if (LOGOUTS.has(outcome.path) && outcome.method?.toUpperCase() === 'POST' && succeeded)
    return expiredSessionCookies(options);
  if (outcome.status === 401 && outcome.hadToken && !CREDENTIAL_CHECKS.has(outcome.path)) {
    return expiredSessionCookies(options);
  }
  return [];
}

export interface IssuedSession {
  /** The JSON the browser gets: the answer without `accessToken`. */
  body: Record<string, unknown>;
  /** Set-Cookie values carrying the token (HttpOnly), the flag and the profile. */
  cookies: string[];
}

function isProfile(value: unknown): value is UserProfile {
  return Boolean(value) && typeof value === 'object' && typeof (value as UserProfile).email === 'string';
}

/** Seconds until `expiresAt` when the API names a time sooner than the cookies' own lifetime, else undefined. */
function lifetime(expiresAt: unknown, now: number): number | undefined {
  if (typeof expiresAt !== 'string') return undefined;
  const seconds = Math.floor((Date.parse(expiresAt) - now) / 1000);
  return Number.isFinite(seconds) && seconds > 0 && seconds < COOKIES.token.maxAge ? seconds : undefined;
}

/**
 * When `json` (a parsed API answer) issues a token: the body without it and the cookies holding it. The login
 * cookies live as long as the table says, or as long as the token when the API says it dies sooner.
 */
export function takeIssuedToken(json: unknown, options: SerializeOptions, now = Date.now()): IssuedSession | null {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
  const { accessToken, ...rest } = json as Record<string, unknown>;
  if (typeof accessToken !== 'string' || !accessToken) return null;
  const profile = isProfile(rest.profile) ? rest.profile : null;
  const maxAge = lifetime(rest.expiresAt, now);
  return { body: rest, cookies: sessionSetCookies(accessToken, profile, maxAge ? { ...options, maxAge } : options) };
}
