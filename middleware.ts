// Kept light on purpose (no data fetching): it only
// - remembers the tenant host (as the tenant domain the API knows) and, when DEFAULT_TENANT_ID is set, the tenant
//   id in 1-year cookies, which the browser's http client sends as X-Tenant-Domain / X-Tenant-Id;
// - sends an unprefixed URL to the locale named by NEXT_LOCALE (Next itself only does that at `/`).
// The tenant itself, its languages and requireAuth are handled per page by services/server/withPage.ts.
import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE, isLocale } from '@/contract';
import { COOKIES } from '@/utils/cookies';
import { tenantDomainFromHost } from '@/utils/host';

export function middleware(req: NextRequest) {
  const cookieLocale = req.cookies.get(COOKIES.locale.name)?.value;
  const secure =
    (req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? req.nextUrl.protocol.replace(':', '')) === 'https';

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
  return response;
}

export const config = {
  // Node.js runtime: the variables above are read at run time, like everywhere else in the storefront.
  runtime: 'nodejs',
  // Pages only: not the API proxy, Next's own files or anything with a file extension (public files).
  matcher: ['/', '/((?!api/|api$|_next/|_vercel|.*\\.[\\w]+$).*)'],
};
