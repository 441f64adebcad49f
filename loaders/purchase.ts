// The server-side loader of /my/purchase: one order when the URL names it (`?id=`), else the page of orders the
// URL's tab, search and page ask for. A failure other than an expired login is shown in the page with a retry.
import type { PurchaseOrder, PurchaseOrderList } from '@/contract';
import { expiredLoginRedirect } from '@/services/server/session/expiredLogin';
import { listRequest, parseOrderId, parseOrderQuery } from '@/components/orders/orderQuery';
import { getPurchaseOrder, listPurchaseOrders } from '@/services/orders';
import type { PageLoader } from '@/services/server/withPage';

export interface PurchasePageProps extends Record<string, unknown> {
  /** Set when the URL names an order. */
  orderId: string | null;
  initialOrder: PurchaseOrder | null;
  /** The order does not exist (or is another shopper's). */
  orderMissing: boolean;
  initialList: PurchaseOrderList | null;
}

export const loadPurchasePage: PageLoader<PurchasePageProps> = async (ctx, { http, query }) => {
  const orderId = parseOrderId(query);
  if (orderId) {
    const result = await getPurchaseOrder(http, orderId);
    if (result.ok) return { props: { orderId, initialOrder: result.data, orderMissing: false, initialList: null } };
    if (result.error.status === 401) return expiredLoginRedirect(ctx);
    if (result.error.status !== 404) console.warn(`[purchase] order load failed: ${result.error.code}`);
    return { props: { orderId, initialOrder: null, orderMissing: result.error.status === 404, initialList: null } };
  }
  const result = await listPurchaseOrders(http, listRequest(parseOrderQuery(query)));
  if (result.ok) return { props: { orderId: null, initialOrder: null, orderMissing: false, initialList: result.data } };
  if (result.error.status === 401) return expiredLoginRedirect(ctx);
  console.warn(`[purchase] list load failed: ${result.error.code}`);
  return { props: { orderId: null, initialOrder: null, orderMissing: false, initialList: null } };
};
