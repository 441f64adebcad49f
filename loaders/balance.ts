// The server-side loader of /my/balance: the balance and the first page of the ledger, rendered on the server.
// A failure other than an expired login is shown in the page with a retry.
import type { TransactionList, UserAccount } from '@/contract';
import { expiredLoginRedirect } from '@/services/server/session/expiredLogin';
import { TRANSACTIONS_PAGE_SIZE } from '@/components/balance/transactionsQuery';
import { getAccount, getTransactions } from '@/services/account';
import type { PageLoader } from '@/services/server/withPage';

export interface BalancePageProps extends Record<string, unknown> {
  initialAccount: UserAccount | null;
  initialTransactions: TransactionList | null;
}

export const loadBalancePage: PageLoader<BalancePageProps> = async (ctx, { http }) => {
  const [account, transactions] = await Promise.all([
    getAccount(http),
    getTransactions(http, { pageNo: 1, pageSize: TRANSACTIONS_PAGE_SIZE }),
  ]);
  if ((!account.ok && account.error.status === 401) || (!transactions.ok && transactions.error.status === 401)) {
    return expiredLoginRedirect(ctx);
  }
  if (!account.ok) console.warn(`[balance] account load failed: ${account.error.code}`);
  if (!transactions.ok) console.warn(`[balance] transactions load failed: ${transactions.error.code}`);
  return {
    props: {
      initialAccount: account.ok ? account.data : null,
      initialTransactions: transactions.ok ? transactions.data : null,
    },
  };
};
