// Small request rules both the server and the browser use: the first value of a header or query parameter and
// the login address with a way back. What only the server reads of a request (HTTPS, the host the shopper typed)
// is services/server/request/protocol.ts.

/** The first value of a header or query parameter that may repeat (`?a=1&a=2`, duplicated headers). */
export function firstValue(value: string | readonly string[] | null | undefined): string | undefined {
  const raw = typeof value === 'string' ? value : value?.[0];
  return raw ?? undefined;
}

export const LOGIN_PATH = '/auth/login';

/**
 * The login page with a way back to `returnTo` (path + query; a fragment is dropped). On the login page itself
 * the address stays as it is, so its own redirectUrl survives.
 */
export function loginUrl(returnTo: string): string {
  const path = returnTo.split('#')[0] || '/';
  if (path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}?`)) return path;
  return `${LOGIN_PATH}?redirectUrl=${encodeURIComponent(path)}`;
}
