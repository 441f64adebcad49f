// Tenant HTML (privacy policy, terms of use) is sanitised here, on the server, once per cached tenant: the
// browser receives only clean markup, and sanitize-html (with its CSS parser) stays out of the browser bundle.
import type { Tenant } from '@/contract';
import { sanitizeTenantHtml } from '@/services/server/html';

export function sanitizeTenant(tenant: Tenant): Tenant {
  return {
    ...tenant,
    privacyPolicyHtml: sanitizeTenantHtml(tenant.privacyPolicyHtml),
    termsOfUseHtml: sanitizeTenantHtml(tenant.termsOfUseHtml),
  };
}
