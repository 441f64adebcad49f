// The server-side loader of /my/pending-payments: the unpaid payments of the type and order number the URL names.
// A failure other than an expired login is shown in the page with a retry.
import type { UnpaidPayments } from '@/contract';
import { expiredLoginRedirect } from '@/services/server/session/expiredLogin';
import { parsePendingQuery, unpaidRequest } from '@/components/payments/pendingQuery';
import { getUnpaidPayments } from '@/services/payments';
import type { PageLoader } from '@/services/server/withPage';

export interface PendingPaymentsPageProps extends Record<string, unknown> {
  initialUnpaid: UnpaidPayments | null;
}

export const loadPendingPaymentsPage: PageLoader<PendingPaymentsPageProps> = async (ctx, { http, query }) => {
  const result = await getUnpaidPayments(http, unpaidRequest(parsePendingQuery(query)));
  if (result.ok) return { props: { initialUnpaid: result.data } };
  if (result.error.status === 401) return expiredLoginRedirect(ctx);
  console.warn(`[pending-payments] load failed: ${result.error.code}`);
  return { props: { initialUnpaid: null } };
};
