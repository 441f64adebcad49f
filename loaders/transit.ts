// The loader of /my/transit: the page of transit orders the URL names (status tab and page) with the per-status
// counts, and the order whose detail the URL opens. 404 for a tenant that does not offer transit. A failure other
// than an expired login is not fatal: the page loads the list itself and offers a retry; an order that cannot be
// opened is simply not opened.
import type { TransitOrder, TransitOrderList } from '@/contract';
import { expiredLoginRedirect } from '@/services/server/session/expiredLogin';
import { parseTransitQuery, TRANSIT_PAGE_SIZE } from '@/components/transit/transitQuery';
import type { PageLoader } from '@/services/server/withPage';
import { getTransitOrder, listTransitOrders } from '@/services/transit';
import { gatedBy } from './shippingGate';

export interface TransitPageProps extends Record<string, unknown> {
  initialList: TransitOrderList | null;
  initialOrder: TransitOrder | null;
}

const loadOrders: PageLoader<TransitPageProps> = async (ctx, { http, query }) => {
  const q = parseTransitQuery(query);
  const [list, order] = await Promise.all([
    listTransitOrders(http, { status: q.status ?? undefined, pageNo: q.page, pageSize: TRANSIT_PAGE_SIZE }),
    q.order ? getTransitOrder(http, q.order) : Promise.resolve(null),
  ]);
  if (!list.ok && list.error.status === 401) return expiredLoginRedirect(ctx);
  if (!list.ok) console.warn(`[transit] list load failed: ${list.error.code}`);
  if (order && !order.ok) console.warn(`[transit] order ${q.order} failed: ${order.error.code}`);
  return { props: { initialList: list.ok ? list.data : null, initialOrder: order?.ok ? order.data : null } };
};

export const loadTransitPage = gatedBy('showTransit', loadOrders);
