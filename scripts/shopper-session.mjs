// The cookies a browser holds after a shopper logs in, for the measuring scripts (bench, lighthouse) that load
// logged-in pages. Imports the storefront's own cookie code, so run the caller with tsx.
import { COOKIES } from '../utils/cookies.ts';
import { encryptProfile } from '../utils/profileCookie.ts';

export const DEMO_SHOPPER = { email: 'demo@globalbuy.test', password: 'Shopper2026!' };

/** Logs `email` in at the API `api` for the tenant of `tenantDomain`; resolves with a Cookie header value. */
export async function shopperCookie({ api, tenantDomain, email, password }) {
  const response = await fetch(new URL('/front/user/login', api), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-domain': tenantDomain },
    body: JSON.stringify({ email, password }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}: ${text.slice(0, 200)}`);
  const { accessToken, profile } = JSON.parse(text);
  // What the browser holds after a login (stores/session/index.tsx writes the same three cookies).
  return [
    `${COOKIES.loggedIn.name}=1`,
    `${COOKIES.token.name}=${encodeURIComponent(accessToken)}`,
    `${COOKIES.profile.name}=${encodeURIComponent(encryptProfile(profile))}`,
  ].join('; ');
}

/** A Cookie header value as the `{ name, value }` pairs browser automation sets one by one. */
export function cookiePairs(cookieHeader) {
  return cookieHeader.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}
