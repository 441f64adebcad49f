// The device's light/dark setting on the server, so the first HTML already has the scheme the shopper's device
// asks for (no flash of the wrong scheme) while the page cache still keys on what the page depends on.
//
// Chromium-based browsers send it as the `Sec-CH-Prefers-Color-Scheme` client hint once a response asks for it
// (`Accept-CH`); `Critical-CH` makes the browser retry a first request that lacked it, so even the very first page
// renders right. Other browsers report the setting through the `ps_device_scheme` cookie, which the page writes
// when it sees the device's setting (stores/preferences.tsx): from their second page on the server knows it.
import type { ColorScheme } from '@/utils/cookies';

/** The request header carrying the hint (lower case, as Node gives headers). */
export const SCHEME_HINT_HEADER = 'sec-ch-prefers-color-scheme';

/** Response headers that ask the browser for the hint, and say that a page varies with it. */
export const SCHEME_HINT_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'Accept-CH': 'Sec-CH-Prefers-Color-Scheme',
  'Critical-CH': 'Sec-CH-Prefers-Color-Scheme',
};

/** The scheme a hint names (a structured-header string, `"dark"`), or null for a missing or unknown value. */
export function schemeFromHint(value: string | string[] | undefined): ColorScheme | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().replace(/^"|"$/g, '').toLowerCase();
  return text === 'dark' || text === 'light' ? text : null;
}
