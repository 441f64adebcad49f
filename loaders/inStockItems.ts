// The loader of /my/in-stock-items: every parcel the shopper has in the China warehouses (services/shipping's two
// calls: the total, then all of them). 404 for a tenant that does not offer in-stock items. A failure other than
// an expired login is not fatal: the page loads the parcels itself and offers a retry.
import type { StockInParcel } from '@/contract';
import { expiredLoginRedirect } from '@/services/server/session/expiredLogin';
import type { PageLoader } from '@/services/server/withPage';
import { listStockInParcels } from '@/services/shipping';
import { gatedBy } from './shippingGate';

export interface InStockPageProps extends Record<string, unknown> {
  initialParcels: StockInParcel[] | null;
}

const loadParcels: PageLoader<InStockPageProps> = async (ctx, { http }) => {
  const result = await listStockInParcels(http);
  if (result.ok) return { props: { initialParcels: result.data } };
  if (result.error.status === 401) return expiredLoginRedirect(ctx);
  console.warn(`[in-stock] parcels load failed: ${result.error.code}`);
  return { props: { initialParcels: null } };
};

export const loadInStockPage = gatedBy('showStockin', loadParcels);
