// The cookies that carry the shopper's profile: how the server reads the session from a request and writes the
// login cookies for a new token, and how the browser reads or rewrites the profile. Names, lifetimes and flags
// are in utils/cookies.ts.
//
// The profile is AES-encrypted with crypto-js, so this module is not part of the script a page needs to start:
// the server imports it, the browser loads it when an event needs the profile (another tab logged in, the
// profile was refreshed). The header renders the profile from page props.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import type { UserProfile } from '@/contract';
import {
  COOKIES,
  readCookie,
  serializeCookie,
  writeCookie,
  type SerializeOptions,
  type SessionCookies,
} from './cookies';

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

/** Session as the server reads it from a name → value map. A flag without a token is not a login. */
export function sessionFromMap(map: Record<string, string | undefined>): SessionCookies {
  const token = map[COOKIES.token.name] || null;
  const loggedIn = map[COOKIES.loggedIn.name] === '1' && token !== null;
  return {
    loggedIn,
    token: loggedIn ? token : null,
    profile: loggedIn ? decryptProfile(map[COOKIES.profile.name]) : null,
  };
}

/** The three login cookies for a token the API just issued (set by the server only: the token is HttpOnly). */
export function sessionSetCookies(
  token: string,
  profile: UserProfile | null,
  options: SerializeOptions = {},
): string[] {
  const out = [serializeCookie('token', token, options), serializeCookie('loggedIn', '1', options)];
  if (profile) out.push(serializeCookie('profile', encryptProfile(profile), options));
  return out;
}

/** Browser: the profile in the cookie, or null when logged out or unreadable. */
export function readProfileCookie(): UserProfile | null {
  return readCookie('loggedIn') === '1' ? decryptProfile(readCookie('profile')) : null;
}

/** Browser: keeps the cookie's profile in step with the one the API just returned. */
export function updateProfileCookie(profile: UserProfile): void {
  writeCookie('profile', encryptProfile(profile));
}
