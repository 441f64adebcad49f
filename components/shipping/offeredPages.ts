// Which shipping pages (proxy shipping, in-stock items, transit) a tenant offers: each page is offered unless its
// preference is explicitly false. The page loaders answer 404 by this rule (loaders/shippingGate.ts) and the
// in-stock view offers the transit form by it, so the two cannot disagree.
import type { Tenant, TenantPreference } from '@/contract';

export type ShippingPreference = keyof Pick<TenantPreference, 'showUserWarehouse' | 'showStockin' | 'showTransit'>;

export function offersPage(tenant: Pick<Tenant, 'tenantPreference'>, preference: ShippingPreference): boolean {
  return tenant.tenantPreference[preference] !== false;
}
