// Kept light on purpose (no data fetching): it only
// - answers 400 to a page address carrying bytes no page accepts (NUL and other control characters, broken
//   percent-encoding), before any page code sees them;
// - remembers the tenant host (as the tenant domain the API knows) and, when DEFAULT_TENANT_ID is set, the tenant
//   id in 1-year cookies, which the browser's http client sends as X-Tenant-Domain / X-Tenant-Id;
// - sends an unprefixed URL to the locale named by NEXT_LOCALE (Next itself only does that at `/`);
// - gives every page a baseline Content-Security-Policy (no tenant hosts: withPage replaces it once the tenant is
//   known) and, over HTTPS, Strict-Transport-Security. The unchanging headers come from next.config.js.
// The tenant itself, its languages and requireAuth are handled per page by services/server/withPage.ts.
import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE, isLocale } from '@/contract';
import { COOKIES } from '@/utils/cookies';
import { contentSecurityPolicy, createNonce } from '@/utils/csp';
import { tenantDomainFromHost } from '@/utils/host';
import { hasBadBytes } from '@/utils/badBytes';
import { isHttps } from '@/utils/request';

/** One year, this host only: a tenant's other subdomains (a blog, a mail host) are not ours to pin to HTTPS. */
const HSTS = 'max-age=31536000';

export function middleware(req: NextRequest) {
  if (hasBadBytes(req.nextUrl.pathname) || hasBadBytes(req.nextUrl.search)) {
    return new NextResponse('Bad request', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const cookieLocale = req.cookies.get(COOKIES.locale.name)?.value;
  const secure = isHttps({
    forwardedProto: req.headers.get('x-forwarded-proto'),
    encrypted: req.nextUrl.protocol === 'https:',
  });

  let response: NextResponse;
  if (
    isLocale(cookieLocale) &&
    cookieLocale !== DEFAULT_LOCALE &&
    // An unprefixed URL. (Next hands middleware `/en/x` as `/x` too, so an explicit /en cannot be told apart.)
    req.nextUrl.locale === DEFAULT_LOCALE &&
    // Not a client-side navigation: the language switcher's choice must win over the cookie.
    !req.headers.get('x-nextjs-data')
  ) {
    const target = req.nextUrl.clone();
    target.locale = cookieLocale;
    response = NextResponse.redirect(target, 307);
  } else {
    response = NextResponse.next();
  }

  const options = { path: '/', sameSite: 'lax' as const, secure };
  const domain = tenantDomainFromHost({
    host: req.headers.get('host'),
    forwardedHost: req.headers.get('x-forwarded-host'),
    override: process.env.DEV_TENANT_DOMAIN,
  });
  if (domain && req.cookies.get(COOKIES.tenantHost.name)?.value !== domain) {
    response.cookies.set(COOKIES.tenantHost.name, domain, { ...options, maxAge: COOKIES.tenantHost.maxAge });
  }
  const tenantId = process.env.DEFAULT_TENANT_ID?.trim();
  const currentId = req.cookies.get(COOKIES.tenantId.name)?.value;
  if (tenantId && currentId !== tenantId) {
    response.cookies.set(COOKIES.tenantId.name, tenantId, { ...options, maxAge: COOKIES.tenantId.maxAge });
  } else if (!tenantId && currentId) {
    response.cookies.delete(COOKIES.tenantId.name);
  }
  response.headers.set('Content-Security-Policy', contentSecurityPolicy({
    nonce: createNonce(),
    development: process.env.NODE_ENV === 'development',
    https: secure,
  }));
  if (secure) response.headers.set('Strict-Transport-Security', HSTS);
  return response;
}

export const config = {
  // Node.js runtime: the variables above are read at run time, like everywhere else in the storefront.
  runtime: 'nodejs',
  // Pages only: not the API proxy, Next's own files or anything with a file extension (public files).
  matcher: ['/', '/((?!api/|api$|_next/|_vercel|.*\\.[\\w]+$).*)'],
};
