// The device's light/dark setting on the server, so the first HTML already has the scheme the shopper's device
// asks for (no flash of the wrong scheme) while the page cache still keys on what the page depends on.
//
// Chromium-based browsers send it as the `Sec-CH-Prefers-Color-Scheme` client hint once a response asks for it
// (`Accept-CH`); other browsers report the setting through the `ps_device_scheme` cookie, which the page writes
// when it sees the device's setting (stores/preferences.tsx). Either way the server knows it from the second
// request on. The first request of a browser carries neither, and its page does not guess: the document leaves
// the scheme to the device's `prefers-color-scheme` in CSS (theme/themeStylesheet.ts). We do not send
// `Critical-CH`, which would have Chromium discard that first response and request the page again: a second
// round trip, and a second render, on every new shopper's first page.
import type { ColorScheme } from '@/utils/cookies';

/** The request header carrying the hint (lower case, as Node gives headers). */
export const SCHEME_HINT_HEADER = 'sec-ch-prefers-color-scheme';

/** Response headers that ask the browser to send the hint with its next requests. */
export const SCHEME_HINT_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'Accept-CH': 'Sec-CH-Prefers-Color-Scheme',
};

/** The scheme a hint names (a structured-header string, `"dark"`), or null for a missing or unknown value. */
export function schemeFromHint(value: string | string[] | undefined): ColorScheme | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().replace(/^"|"$/g, '').toLowerCase();
  return text === 'dark' || text === 'light' ? text : null;
}
