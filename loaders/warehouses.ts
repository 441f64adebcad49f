// The loader of /my/warehouses (proxy shipping): the shopper's receiving addresses at the China warehouses and the
// warehouses they can still add. 404 for a tenant that does not offer proxy shipping. A failure other than an
// expired login is not fatal: the page loads the lists itself and offers a retry.
import type { TenantWarehouse, UserWarehouse } from '@/contract';
import { expiredLoginRedirect } from '@/services/server/session/expiredLogin';
import type { PageLoader } from '@/services/server/withPage';
import { getTenantWarehouses, listUserWarehouses } from '@/services/shipping';
import { gatedBy } from './shippingGate';

export interface WarehousesPageProps extends Record<string, unknown> {
  initialSaved: UserWarehouse[] | null;
  initialWarehouses: TenantWarehouse[] | null;
}

const loadLists: PageLoader<WarehousesPageProps> = async (ctx, { http }) => {
  const [saved, warehouses] = await Promise.all([listUserWarehouses(http), getTenantWarehouses(http, 'CHINA')]);
  if (!saved.ok && saved.error.status === 401) return expiredLoginRedirect(ctx);
  if (!saved.ok) console.warn(`[warehouses] saved warehouses failed: ${saved.error.code}`);
  if (!warehouses.ok) console.warn(`[warehouses] tenant warehouses failed: ${warehouses.error.code}`);
  return {
    props: {
      initialSaved: saved.ok ? saved.data : null,
      initialWarehouses: warehouses.ok ? warehouses.data : null,
    },
  };
};

export const loadWarehousesPage = gatedBy('showUserWarehouse', loadLists);
