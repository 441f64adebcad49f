// Where a shopper goes after login: `refrom` with the email (a `{email}` marker is filled
// in, otherwise `email=` is appended as a query parameter), else `redirectUrl`, else '/'. Only same-origin
// targets are accepted: anything that would leave the site (absolute URL to another host, `//host`, `/\host`,
// `javascript:`) is ignored, so the login page cannot be used as an open redirect.
import { firstValue, LOGIN_PATH } from '@/utils/request';

/** The target as a same-origin relative path, or null when it is empty or points elsewhere. */
export function safeRelativeTarget(target: string | null | undefined, origin: string): string | null {
  const raw = (target ?? '').trim();
  if (!raw) return null;
  if (raw.startsWith('//') || raw.startsWith('/\\') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

export function withEmail(target: string, email: string): string {
  const encoded = encodeURIComponent(email);
  // URL parsing may have percent-encoded the braces of the placeholder.
  const placeholder = /\{email\}|%7Bemail%7D/gi;
  if (placeholder.test(target)) return target.replace(placeholder, encoded);
  const hashAt = target.indexOf('#');
  const beforeHash = hashAt >= 0 ? target.slice(0, hashAt) : target;
  const hash = hashAt >= 0 ? target.slice(hashAt) : '';
  const joiner = beforeHash.includes('?') ? (beforeHash.endsWith('?') || beforeHash.endsWith('&') ? '' : '&') : '?';
  return `${beforeHash}${joiner}email=${encoded}${hash}`;
}

export interface LoginTargetOptions {
  redirectUrl?: string | string[] | null;
  refrom?: string | string[] | null;
}

export function loginRedirectTarget(options: LoginTargetOptions, email: string, origin: string): string {
  const refrom = safeRelativeTarget(firstValue(options.refrom), origin);
  if (refrom) return withEmail(refrom, email);
  const redirect = safeRelativeTarget(firstValue(options.redirectUrl), origin);
  if (redirect && !redirect.startsWith(LOGIN_PATH)) return redirect;
  return '/';
}
