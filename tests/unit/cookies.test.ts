import type { UserProfile } from '@/contract';
import {
  clearSessionCookies,
  COOKIES,
  expireCookie,
  expiredSessionCookies,
  parseCookieHeader,
  preferencesFromMap,
  readCookie,
  readPreferenceCookies,
  readSessionCookies,
  serializeCookie,
  writeCookie,
} from '@/utils/cookies';
import {
  decryptProfile,
  encryptProfile,
  readProfileCookie,
  sessionFromMap,
  sessionSetCookies,
  updateProfileCookie,
} from '@/utils/profileCookie';

const DAY = 86_400;
const profile: UserProfile = {
  id: 'u1',
  name: 'Aïcha دعاء',
  email: 'demo@souq.test',
  secondEmail: null,
  phoneNumber: null,
  language: 'ar',
  unreadNotificationCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function clearAll() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('cookie table', () => {
  it('gives login cookies 3 months, tenant and language 1 year, preferences 3 years', () => {
    expect(COOKIES.loggedIn.maxAge).toBe(90 * DAY);
    expect(COOKIES.profile.maxAge).toBe(90 * DAY);
    expect(COOKIES.token.maxAge).toBe(90 * DAY);
    expect(COOKIES.tenantId.maxAge).toBe(365 * DAY);
    expect(COOKIES.tenantHost.maxAge).toBe(365 * DAY);
    expect(COOKIES.locale.maxAge).toBe(365 * DAY);
    expect(COOKIES.scheme.maxAge).toBe(3 * 365 * DAY);
    expect(COOKIES.direction.maxAge).toBe(3 * 365 * DAY);
  });

  it('uses Next.js own NEXT_LOCALE name and unique names', () => {
    expect(COOKIES.locale.name).toBe('NEXT_LOCALE');
    const names = Object.values(COOKIES).map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('server helpers', () => {
  it('parses a Cookie header, decoding values and ignoring junk', () => {
    expect(parseCookieHeader('a=1; NEXT_LOCALE=zh-CN; b="q%20r"; junk; =x; a=2')).toEqual({
      a: '1',
      NEXT_LOCALE: 'zh-CN',
      b: 'q r',
    });
    expect(parseCookieHeader(undefined)).toEqual({});
    expect(parseCookieHeader('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
  });

  it('builds Set-Cookie strings with the table lifetime, Lax and Secure only on https', () => {
    const plain = serializeCookie('locale', 'ar');
    expect(plain).toMatch(/^NEXT_LOCALE=ar; Path=\/; Max-Age=31536000; SameSite=Lax; Expires=/);
    expect(plain).not.toContain('Secure');
    expect(serializeCookie('scheme', 'dark', { secure: true })).toMatch(/Max-Age=94608000; SameSite=Lax; .*; Secure$/);
    expect(expireCookie('token')).toMatch(/^ps_token=; Path=\/; Max-Age=0; .*Expires=Thu, 01 Jan 1970/);
  });

  it('keeps the token HttpOnly and the flag and profile readable by the UI', () => {
    const [token, flag, encrypted] = sessionSetCookies('tok', profile, { secure: true });
    expect(token).toMatch(/^ps_token=tok; Path=\/; Max-Age=7776000; SameSite=Lax; Expires=.*; HttpOnly; Secure$/);
    expect(flag).toMatch(/^ps_logged_in=1; /);
    expect(flag).not.toContain('HttpOnly');
    expect(encrypted).toMatch(/^ps_profile=/);
    expect(encrypted).not.toContain('HttpOnly');
    expect(decryptProfile(decodeURIComponent(encrypted!.split(';')[0]!.slice('ps_profile='.length)))).toEqual(profile);
    expect(
      Object.entries(COOKIES)
        .filter(([, c]) => c.httpOnly)
        .map(([key]) => key),
    ).toEqual(['token']);
  });

  it('expires the three login cookies together', () => {
    const expired = expiredSessionCookies({ secure: false });
    expect(expired.map((c) => c.split('=')[0])).toEqual(['ps_token', 'ps_logged_in', 'ps_profile']);
    expect(expired.every((c) => c.includes('Max-Age=0'))).toBe(true);
    expect(expired[0]).toContain('HttpOnly');
  });

  it('reads a session only when both the flag and the token are present', () => {
    const map = {
      [COOKIES.loggedIn.name]: '1',
      [COOKIES.token.name]: 'tok',
      [COOKIES.profile.name]: encryptProfile(profile),
    };
    expect(sessionFromMap(map)).toEqual({ loggedIn: true, token: 'tok', profile });
    expect(sessionFromMap({ [COOKIES.loggedIn.name]: '1' })).toEqual({ loggedIn: false, token: null, profile: null });
    expect(sessionFromMap({ [COOKIES.token.name]: 'tok' }).loggedIn).toBe(false);
  });

  it('defaults preferences to light and ltr and ignores unknown values', () => {
    expect(preferencesFromMap({})).toEqual({
      scheme: 'light',
      schemeChosen: false,
      schemeKnown: false,
      direction: 'ltr',
    });
    expect(preferencesFromMap({ ps_color_scheme: 'dark', ps_direction: 'rtl' })).toEqual({
      scheme: 'dark',
      schemeChosen: true,
      schemeKnown: true,
      direction: 'rtl',
    });
    expect(preferencesFromMap({ ps_color_scheme: 'purple', ps_direction: 'up' })).toEqual({
      scheme: 'light',
      schemeChosen: false,
      schemeKnown: false,
      direction: 'ltr',
    });
  });

  it("follows the device's scheme until the shopper chooses one: the client hint, else the last reported setting", () => {
    expect(preferencesFromMap({}, 'dark')).toEqual({
      scheme: 'dark',
      schemeChosen: false,
      schemeKnown: true,
      direction: 'ltr',
    });
    expect(preferencesFromMap({ ps_device_scheme: 'dark' })).toEqual({
      scheme: 'dark',
      schemeChosen: false,
      schemeKnown: true,
      direction: 'ltr',
    });
    expect(preferencesFromMap({ ps_device_scheme: 'dark' }, 'light').scheme).toBe('light');
    expect(preferencesFromMap({ ps_color_scheme: 'light', ps_device_scheme: 'dark' }, 'dark')).toEqual({
      scheme: 'light',
      schemeChosen: true,
      schemeKnown: true,
      direction: 'ltr',
    });
  });
});

describe('profile obfuscation', () => {
  it('round-trips the profile and does not store it as plain text', () => {
    const cipher = encryptProfile(profile);
    expect(cipher).not.toContain('demo@souq.test');
    expect(decryptProfile(cipher)).toEqual(profile);
  });

  it('returns null for garbage instead of throwing', () => {
    expect(decryptProfile('not-a-cipher')).toBeNull();
    expect(decryptProfile('')).toBeNull();
    expect(decryptProfile(null)).toBeNull();
  });
});

describe('browser helpers', () => {
  beforeEach(clearAll);

  it('reads the login from the flag and profile only, and never writes the token from a script', () => {
    writeCookie('loggedIn', '1');
    updateProfileCookie(profile);
    writeCookie('token', 'from-a-script');
    expect(readCookie('token')).toBeNull();
    expect(readSessionCookies()).toEqual({ loggedIn: true });
    expect(readProfileCookie()).toEqual(profile);
    clearSessionCookies();
    expect(readSessionCookies()).toEqual({ loggedIn: false });
    expect(readProfileCookie()).toBeNull();
  });

  it('clears a script-readable token cookie left from before it became HttpOnly', () => {
    document.cookie = 'ps_token=legacy; path=/';
    clearSessionCookies();
    expect(readCookie('token')).toBeNull();
  });

  it('reads preferences written in the browser', () => {
    writeCookie('scheme', 'dark');
    writeCookie('direction', 'rtl');
    expect(readPreferenceCookies()).toEqual({
      scheme: 'dark',
      schemeChosen: true,
      schemeKnown: true,
      direction: 'rtl',
    });
  });
});
