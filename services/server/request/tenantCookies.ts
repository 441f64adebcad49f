// The tenant cookies of a page response: the browser's http client sends them back as X-Tenant-Domain and
// X-Tenant-Id (services/http.ts), so that API calls from the browser name the tenant the server chose even when
// that differs from the address bar (a proxy's X-Forwarded-Host, DEV_TENANT_DOMAIN). Written only when the browser
// does not hold the right value yet, so a returning visitor's response carries no Set-Cookie at all.
import { COOKIES, expireCookie, serializeCookie } from '@/utils/cookies';

export interface TenantCookieInput {
  /** The tenant domain this request resolved to (null: none, nothing to remember). */
  domain: string | null;
  /** DEFAULT_TENANT_ID when set. */
  tenantId: string | null;
  /** The request's cookies. */
  cookies: Record<string, string | undefined>;
  secure: boolean;
}

/** Set-Cookie values that bring the browser's tenant cookies up to date (none when they already are). */
export function tenantCookies({ domain, tenantId, cookies, secure }: TenantCookieInput): string[] {
  const out: string[] = [];
  if (domain && cookies[COOKIES.tenantHost.name] !== domain)
    out.push(serializeCookie('tenantHost', domain, { secure }));
  const current = cookies[COOKIES.tenantId.name];
  if (tenantId && current !== tenantId) out.push(serializeCookie('tenantId', tenantId, { secure }));
  else if (!tenantId && current) out.push(expireCookie('tenantId', { secure }));
  return out;
}
