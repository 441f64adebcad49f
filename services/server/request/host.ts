// The ONE mapping from a request's host to the tenant domain the API knows. Used by withPage (tenant lookup and
// the tenant cookies) and the /api proxy (default X-Tenant-Domain). Rules:
// - X-Forwarded-Host wins over Host (behind a proxy); with several comma-separated values the first
//   (the client-facing one) counts;
// - the host itself is read by contract/host.ts's normalizeHost, the one the API uses too (lower case, no port,
//   no trailing dot, no `www.`, IPv6 without brackets);
// - a non-empty DEV_TENANT_DOMAIN replaces whatever the request said (local development against one tenant);
// - anything that is not a plausible host name or IP address gives null (the caller shows "site not found").
import { normalizeHost } from '@/contract';

export interface HostInput {
  host?: string | string[] | null;
  forwardedHost?: string | string[] | null;
  /** DEV_TENANT_DOMAIN. */
  override?: string | null;
}

function first(value: string | string[] | null | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  return (raw ?? '').split(',')[0]?.trim() ?? '';
}

export function tenantDomainFromHost(input: HostInput): string | null {
  const override = input.override?.trim();
  if (override) return normalizeHost(override);
  const forwarded = first(input.forwardedHost);
  if (forwarded) return normalizeHost(forwarded);
  const host = first(input.host);
  return host ? normalizeHost(host) : null;
}
