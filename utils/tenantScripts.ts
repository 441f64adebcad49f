// The third-party scripts a tenant has configured, decided once: the footer loads exactly these, and the page's
// Content-Security-Policy allows exactly their hosts, so the two cannot drift apart.
import type { Tenant } from '@/contract';

export interface TenantScripts {
  /** A well-formed Google Analytics / tag id, or null. */
  analyticsId: string | null;
  /** Chat widgets: https addresses or paths on our own origin; one address configured twice loads once. */
  widgets: { kind: 'chatbot' | 'customer-service'; src: string }[];
}

export function tenantScripts(
  tenant: Pick<Tenant, 'googleAnalyticsTraceId' | 'analyticsCode' | 'tenantPreference'>,
): TenantScripts {
  const chatbot = safeScriptUrl(tenant.tenantPreference.chatbotScriptUrl);
  const customerService = safeScriptUrl(tenant.tenantPreference.customerServiceScriptUrl);
  const widgets: TenantScripts['widgets'] = [];
  if (chatbot) widgets.push({ kind: 'chatbot', src: chatbot });
  if (customerService && customerService !== chatbot) widgets.push({ kind: 'customer-service', src: customerService });
  return { analyticsId: analyticsId(tenant.googleAnalyticsTraceId, tenant.analyticsCode), widgets };
}

/** The gtag loader address for an analytics id. */
export function analyticsLoaderUrl(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

/*
 * Third-party scripts named in tenant settings. They run with full access to the page, so only values of a
 * known shape get through: an analytics id that is interpolated into inline script must match the id format
 * exactly, and a script address must be https (or a path on our own origin), never javascript:, data: or http.
 */
const ANALYTICS_ID = /^(G|UA|GT)-[A-Z0-9-]+$/;

/** The first of `candidates` that is a well-formed Google Analytics / tag id, else null. */
export function analyticsId(...candidates: Array<string | null | undefined>): string | null {
  for (const candidate of candidates) {
    const value = candidate?.trim();
    if (value && ANALYTICS_ID.test(value)) return value;
  }
  return null;
}

/** `url` if it is an https address or a root-relative path on this origin ("/widgets/chat.js"), else null. */
export function safeScriptUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  // Root-relative, but not protocol-relative ("//evil.test") nor a backslash trick ("/\evil.test").
  if (/^\/(?![/\\])/.test(value)) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
