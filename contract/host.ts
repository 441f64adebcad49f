// The ONE host normaliser, used by the storefront (which tenant a request is for, which cookies it sets) and by
// the API (which tenant row a host names), so a host resolves on both sides or on neither:
// - lower case, trailing dot and port removed; bracketed IPv6 loses its brackets: `[::1]:3000` → `::1`;
// - a leading `www.` is dropped (`www.shop.example` and `shop.example` are one site), also on `*.localhost`;
// - anything that is not a plausible host name or IP address gives null.

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,62})?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62})?)*$/;
const IPV6 = /^[0-9a-f:.]+$/;

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
