// The third-party scripts a tenant has configured, decided once: the footer loads exactly these, and the page's
// Content-Security-Policy allows exactly their hosts, so the two cannot drift apart.
import type { Tenant } from '@/contract';
import { analyticsId, safeScriptUrl } from './html';

export interface TenantScripts {
  /** A well-formed Google Analytics / tag id, or null. */
  analyticsId: string | null;
  /** Chat widgets: https addresses or paths on our own origin; one address configured twice loads once. */
  widgets: { kind: 'chatbot' | 'customer-service'; src: string }[];
}

export function tenantScripts(tenant: Pick<Tenant, 'googleAnalyticsTraceId' | 'analyticsCode' | 'tenantPreference'>): TenantScripts {
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
