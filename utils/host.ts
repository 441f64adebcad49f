// The ONE mapping from a request's host to the tenant domain the API knows. Used by middleware (cookies),
// withPage (tenant lookup) and the /api proxy (default X-Tenant-Domain). Rules:
// - X-Forwarded-Host wins over Host (behind a proxy); with several comma-separated values the first
//   (the client-facing one) counts;
// - lower case, trailing dot and port removed; `[::1]:3000` → `::1`;
// - a leading `www.` is dropped (`www.shop.example` and `shop.example` are one site), also on `*.localhost`;
// - a non-empty DEV_TENANT_DOMAIN replaces whatever the request said (local development against one tenant);
// - anything that is not a plausible host name or IP address gives null (the caller shows "site not found").

export interface HostInput {
  host?: string | string[] | null;
  forwardedHost?: string | string[] | null;
  /** DEV_TENANT_DOMAIN. */
  override?: string | null;
}

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,62})?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62})?)*$/;
const IPV6 = /^[0-9a-f:.]+$/;

function first(value: string | string[] | null | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  return (raw ?? '').split(',')[0]?.trim() ?? '';
}

/** One host header value (maybe with port) → bare lower-case host, or null when malformed. */
export function normalizeHost(value: string): string | null {
  let host = value.trim().toLowerCase();
  if (!host) return null;
  if (host.startsWith('[')) {
    // Bracketed IPv6, maybe with a port: [::1]:3000
    const end = host.indexOf(']');
    if (end < 0) return null;
    const ip = host.slice(1, end);
    const rest = host.slice(end + 1);
    if (rest && !/^:\d{1,5}$/.test(rest)) return null;
    return IPV6.test(ip) && ip.includes(':') ? ip : null;
  }
  const colons = host.split(':').length - 1;
  if (colons > 1) {
    // Bare IPv6 (no port possible without brackets).
    return IPV6.test(host) ? host : null;
  }
  if (colons === 1) {
    const [name, port] = host.split(':') as [string, string];
    if (!/^\d{1,5}$/.test(port)) return null;
    host = name;
  }
  host = host.replace(/\.$/, '');
  if (host.startsWith('www.') && host.length > 4) host = host.slice(4);
  return HOSTNAME.test(host) ? host : null;
}

export function tenantDomainFromHost(input: HostInput): string | null {
  const override = input.override?.trim();
  if (override) return normalizeHost(override);
  const forwarded = first(input.forwardedHost);
  if (forwarded) return normalizeHost(forwarded);
  const host = first(input.host);
  return host ? normalizeHost(host) : null;
}

