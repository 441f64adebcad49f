// The storefront's /api proxy is the public face of the API, so it forwards only the calls the storefront itself
// makes. Everything else the API answers (operator endpoints, health and whatever is added there later) stays
// off the shopper-facing port: an unknown path is refused here and never reaches the API.
//
// The path is judged as the API will see it, so anything a server might normalise differently from us is
// refused outright: dot segments (`/front/../operator`), empty segments, backslashes, and percent-encoded
// slashes, backslashes, dots or control bytes (`%2e%2e`, `%2f`, `%00`).

/** Path prefixes the storefront calls. `prefix/**` means the path itself and anything below it. */
const FORWARDED = [
  '/front/**', // every shopper call (tenant, user, cart, product, content, orders, accounts, upload tokens)
  '/keywordSNQuery', // search suggestions
  '/categories/**',
  '/user-feedback/**',
  '/files/**', // uploaded files (image search pictures, product photos)
  '/assets/**', // the API's committed static assets (tenant logos)
  '/oss/**', // the upload bucket host the upload token names for local storage
] as const;

const SAFE_SEGMENT = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%]+$/;

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** True when every segment is plain: no dot segments, no encoded separators, dots or control bytes. */
export function isPlainPath(path: string): boolean {
  if (!path.startsWith('/')) return false;
  const segments = path.slice(1).split('/');
  return segments.every((segment) => {
    if (!SAFE_SEGMENT.test(segment)) return false;
    if (/%(2e|2f|5c|[01][0-9a-f]|7f)/i.test(segment)) return false;
    const decoded = decodedSegment(segment);
    return decoded !== null && decoded !== '.' && decoded !== '..';
  });
}

function matches(path: string, rule: string): boolean {
  if (!rule.endsWith('/**')) return path === rule;
  const base = rule.slice(0, -3);
  return path === base || path.startsWith(`${base}/`);
}

/** True when the proxy may forward `path` (the part after /api, without the query) to the API. */
export function isForwardedApiPath(path: string): boolean {
  return isPlainPath(path) && FORWARDED.some((rule) => matches(path, rule));
}
