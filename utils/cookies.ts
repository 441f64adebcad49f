// The ONE module that owns cookies: every name, lifetime and flag lives in the table below, with read/write
// helpers for the browser (js-cookie) and the server (Cookie / Set-Cookie headers). Lifetimes follow the spec:
// login 3 months; tenant id, tenant host and language 1 year; display preferences 3 years.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import Cookies from 'js-cookie';
import type { UserProfile } from '@/contract';

const DAY = 24 * 60 * 60;

/** Cookie name and lifetime in seconds. */
export const COOKIES = {
  loggedIn: { name: 'ps_logged_in', maxAge: 90 * DAY },
  profile: { name: 'ps_profile', maxAge: 90 * DAY },
  token: { name: 'ps_token', maxAge: 90 * DAY },
  tenantId: { name: 'ps_tenant_id', maxAge: 365 * DAY },
  tenantHost: { name: 'ps_tenant_host', maxAge: 365 * DAY },
  locale: { name: 'NEXT_LOCALE', maxAge: 365 * DAY },
  scheme: { name: 'ps_color_scheme', maxAge: 3 * 365 * DAY },
  direction: { name: 'ps_direction', maxAge: 3 * 365 * DAY },
} as const;

export type CookieKey = keyof typeof COOKIES;
export type ColorScheme = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

export interface SessionCookies {
  loggedIn: boolean;
  token: string | null;
  profile: UserProfile | null;
}

export interface PreferenceCookies {
  scheme: ColorScheme;
  direction: Direction;
}

export const DEFAULT_PREFERENCES: PreferenceCookies = { scheme: 'light', direction: 'ltr' };

// The profile cookie holds display data only (name, email, language, unread count) so the header can render
// before any call. AES with a key compiled into the app is obfuscation, not secrecy: anyone holding the bundle
// can decrypt it. Nothing that grants access lives in it; the token cookie is what the API trusts.
const PROFILE_KEY = 'ps-storefront-profile-v1';

export function encryptProfile(profile: UserProfile): string {
  return AES.encrypt(JSON.stringify(profile), PROFILE_KEY).toString();
}

export function decryptProfile(value: string | null | undefined): UserProfile | null {
  if (!value) return null;
  try {
    const text = AES.decrypt(value, PROFILE_KEY).toString(Utf8);
    if (!text) return null;
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as UserProfile) : null;
  } catch {
    return null;
  }
}

function parseScheme(value: string | null | undefined): ColorScheme {
  return value === 'dark' ? 'dark' : 'light';
}

function parseDirection(value: string | null | undefined): Direction {
  return value === 'rtl' ? 'rtl' : 'ltr';
}

/** Session as read from a name → value map (server or browser). A flag without a token is not a login. */
export function sessionFromMap(map: Record<string, string | undefined>): SessionCookies {
  const token = map[COOKIES.token.name] || null;
  const loggedIn = map[COOKIES.loggedIn.name] === '1' && token !== null;
  return { loggedIn, token: loggedIn ? token : null, profile: loggedIn ? decryptProfile(map[COOKIES.profile.name]) : null };
}

export function preferencesFromMap(map: Record<string, string | undefined>): PreferenceCookies {
  return { scheme: parseScheme(map[COOKIES.scheme.name]), direction: parseDirection(map[COOKIES.direction.name]) };
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

export interface SerializeOptions { secure?: boolean; maxAge?: number }

/** A Set-Cookie value for one of the table's cookies (path /, SameSite=Lax, Secure on https). */
export function serializeCookie(key: CookieKey, value: string, options: SerializeOptions = {}): string {
  const { name, maxAge } = COOKIES[key];
  const age = options.maxAge ?? maxAge;
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${age}`, 'SameSite=Lax'];
  if (age > 0) parts.push(`Expires=${new Date(Date.now() + age * 1000).toUTCString()}`);
  else parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function expireCookie(key: CookieKey, options: SerializeOptions = {}): string {
  return serializeCookie(key, '', { ...options, maxAge: 0 });
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
  if (typeof document === 'undefined') return;
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

export function readSessionCookies(): SessionCookies {
  return sessionFromMap(browserMap());
}

export function writeSessionCookies(token: string, profile: UserProfile): void {
  writeCookie('token', token);
  writeCookie('profile', encryptProfile(profile));
  writeCookie('loggedIn', '1');
}

export function updateProfileCookie(profile: UserProfile): void {
  writeCookie('profile', encryptProfile(profile));
}

export function clearSessionCookies(): void {
  removeCookie('loggedIn');
  removeCookie('profile');
  removeCookie('token');
}

export function readPreferenceCookies(): PreferenceCookies {
  return preferencesFromMap(browserMap());
}
