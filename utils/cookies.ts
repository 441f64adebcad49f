// The ONE module that owns cookies: every name, lifetime and flag lives in the table below, with read/write
// helpers for the browser (js-cookie) and the server (Cookie / Set-Cookie headers). Lifetimes:
// login 3 months; tenant id, tenant host and language 1 year; display preferences 3 years.
//
// The access token is HttpOnly: only the storefront's server (page loaders and the /api proxy, which attaches it
// as the bearer header) ever reads it, so no script on the page (ours or a tenant's analytics or chat widget)
// can take it away. The proxy sets it when the API issues a token and expires it on logout and on a 401. The
// logged-in flag and the profile stay readable: the UI renders from them.
//
// The profile cookie's encryption lives in utils/profileCookie.ts, with the server's session reading and
// writing: it needs crypto-js, which the browser loads only when it has to read or write the profile.
import Cookies from 'js-cookie';
import type { UserProfile } from '@/contract';

const DAY = 24 * 60 * 60;

/** Cookie name and lifetime in seconds. */
/** Cookie name, lifetime in seconds, and whether scripts may read it (all are SameSite=Lax, Secure on https). */
export const COOKIES = {
  loggedIn: { name: 'ps_logged_in', maxAge: 90 * DAY, httpOnly: false },
  profile: { name: 'ps_profile', maxAge: 90 * DAY, httpOnly: false },
  token: { name: 'ps_token', maxAge: 90 * DAY, httpOnly: true },
  tenantId: { name: 'ps_tenant_id', maxAge: 365 * DAY, httpOnly: false },
  tenantHost: { name: 'ps_tenant_host', maxAge: 365 * DAY, httpOnly: false },
  locale: { name: 'NEXT_LOCALE', maxAge: 365 * DAY, httpOnly: false },
  scheme: { name: 'ps_color_scheme', maxAge: 3 * 365 * DAY, httpOnly: false },
  // The device's light/dark setting as the browser last saw it, for servers reached without the client hint
  // (services/server/request/colorScheme.ts); the shopper's own choice above always wins.
  deviceScheme: { name: 'ps_device_scheme', maxAge: 3 * 365 * DAY, httpOnly: false },
  direction: { name: 'ps_direction', maxAge: 3 * 365 * DAY, httpOnly: false },
} as const;

export type CookieKey = keyof typeof COOKIES;
export type ColorScheme = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

/** The session as the server sees it (the token included). */
export interface SessionCookies {
  loggedIn: boolean;
  token: string | null;
  profile: UserProfile | null;
}

/** The session as page scripts see it without decrypting the profile: the token cookie is out of their reach. */
export interface BrowserSessionCookies {
  loggedIn: boolean;
}

export interface PreferenceCookies {
  /** The scheme to draw: the shopper's choice, else the device's, else light when neither is known yet. */
  scheme: ColorScheme;
  /** Whether the shopper chose the scheme; until then it follows the device's setting. */
  schemeChosen: boolean;
  /**
   * Whether `scheme` is the shopper's or the device's, not the light guess: a browser's first request carries
   * neither a cookie nor the client hint, and its page follows the device in CSS until a script reads it.
   */
  schemeKnown: boolean;
  direction: Direction;
}

export const DEFAULT_PREFERENCES: PreferenceCookies = {
  scheme: 'light',
  schemeChosen: false,
  schemeKnown: false,
  direction: 'ltr',
};

function schemeOrNull(value: string | null | undefined): ColorScheme | null {
  return value === 'dark' || value === 'light' ? value : null;
}

function parseDirection(value: string | null | undefined): Direction {
  return value === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * The display preferences: the scheme the shopper chose, else the device's (`deviceScheme`, from the request's
 * client hint, else as the browser last reported it in a cookie), else light, marked as not known.
 */
export function preferencesFromMap(
  map: Record<string, string | undefined>,
  deviceScheme: ColorScheme | null = null,
): PreferenceCookies {
  const chosen = schemeOrNull(map[COOKIES.scheme.name]);
  const device = deviceScheme ?? schemeOrNull(map[COOKIES.deviceScheme.name]);
  const known = chosen ?? device;
  return {
    scheme: known ?? DEFAULT_PREFERENCES.scheme,
    schemeChosen: chosen !== null,
    schemeKnown: known !== null,
    direction: parseDirection(map[COOKIES.direction.name]),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Server side: parse the Cookie header, build Set-Cookie strings.

export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

export interface SerializeOptions {
  secure?: boolean;
  maxAge?: number;
}

/** A Set-Cookie value for one of the table's cookies (path /, SameSite=Lax, the table's HttpOnly, Secure on https). */
export function serializeCookie(key: CookieKey, value: string, options: SerializeOptions = {}): string {
  const { name, maxAge, httpOnly } = COOKIES[key];
  const age = options.maxAge ?? maxAge;
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${age}`, 'SameSite=Lax'];
  if (age > 0) parts.push(`Expires=${new Date(Date.now() + age * 1000).toUTCString()}`);
  else parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function expireCookie(key: CookieKey, options: SerializeOptions = {}): string {
  return serializeCookie(key, '', { ...options, maxAge: 0 });
}

/** Set-Cookie values that end the login: token, flag and profile. */
export function expiredSessionCookies(options: SerializeOptions = {}): string[] {
  return [expireCookie('token', options), expireCookie('loggedIn', options), expireCookie('profile', options)];
}

// ---------------------------------------------------------------------------------------------------------------
// Browser side.

function isHttps(): boolean {
  return typeof window !== 'undefined' && window.location.protocol === 'https:';
}

export function readCookie(key: CookieKey): string | null {
  if (typeof document === 'undefined') return null;
  return Cookies.get(COOKIES[key].name) ?? null;
}

export function writeCookie(key: CookieKey, value: string): void {
  // An HttpOnly cookie is the server's alone: a script-written copy would be readable by every script again.
  if (typeof document === 'undefined' || COOKIES[key].httpOnly) return;
  const { name, maxAge } = COOKIES[key];
  Cookies.set(name, value, {
    path: '/',
    expires: new Date(Date.now() + maxAge * 1000),
    sameSite: 'Lax',
    secure: isHttps(),
  });
}

export function removeCookie(key: CookieKey): void {
  if (typeof document === 'undefined') return;
  Cookies.remove(COOKIES[key].name, { path: '/' });
}

function browserMap(): Record<string, string | undefined> {
  return typeof document === 'undefined' ? {} : Cookies.get();
}

/** The login as page scripts can know it: the flag, which the server clears with the token. */
export function readSessionCookies(): BrowserSessionCookies {
  return { loggedIn: readCookie('loggedIn') === '1' };
}

/**
 * Forgets the login in this browser at once (the server expires the HttpOnly token with the same answer that
 * ends the session). A token cookie written by scripts before it became HttpOnly is removed here too.
 */
export function clearSessionCookies(): void {
  removeCookie('loggedIn');
  removeCookie('profile');
  removeCookie('token');
}

export function readPreferenceCookies(): PreferenceCookies {
  return preferencesFromMap(browserMap());
}
