// Links a tenant configures (home banners, footer links, social profiles) end up in an href on our origin, so
// only two kinds get through: a web address (http or https) or a path on this site ("/faq"). Anything else
// (javascript:, data:, vbscript:, mailto:, protocol-relative "//host", backslash tricks, control characters) is
// dropped: the banner shows without a link, the footer without that entry.

export interface TenantLink {
  href: string;
  /** True for a web address elsewhere; false for a path on this site. */
  external: boolean;
}

const SITE_PATH = /^\/(?![/\\])[^\\\s]*$/;

export function tenantLink(url: string | null | undefined): TenantLink | null {
  const value = url?.trim();
  if (!value || /[\u0000-\u001f\u007f]/.test(value)) return null;
  if (value.startsWith('/')) return SITE_PATH.test(value) ? { href: value, external: false } : null;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? { href: parsed.href, external: true } : null;
  } catch {
    return null;
  }
}
