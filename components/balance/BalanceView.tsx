// /my/balance: the balance and its frozen part, money in and out over a range, and three tabs: every ledger entry
// (type and date filters), deposit and withdrawal requests (detail, edit while pending), and refunds. Topping up
// (transfer with a receipt, or online) and withdrawing open dialogs; after each, everything shown is read again.
import dynamic from 'next/dynamic';
import { useCallback, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import LoadingSpinner from '@/components/account/LoadingSpinner';
import PlainScrollableTabs, { type PlainScrollableTab } from '@/components/common/PlainScrollableTabs';
import type { TransactionList, UserAccount } from '@/contract';
import { getAccount } from '@/services/account';
import RetryAlert from '@/components/common/RetryAlert';
import { useRemote } from '@/components/common/useRemote';
import { useHttp, useNotify } from '@/stores';
import BalanceCard from './BalanceCard';
import RefundsPanel from './RefundsPanel';
import RequestsPanel from './RequestsPanel';
import SummaryCard from './SummaryCard';
import TransactionsPanel from './TransactionsPanel';
import { useEffectOnChange } from './useEffectOnChange';
import { useOpenedOnce } from '@/components/common/useOpenedOnce';
import text from './balanceText.module.css';
import cards from './balanceCard.module.css';
import styles from './BalanceView.module.css';

// The three money dialogs load when first opened.
const DepositDialog = dynamic(() => import('./DepositDialog'), { ssr: false });
const OnlineTopUpDialog = dynamic(() => import('./OnlineTopUpDialog'), { ssr: false });
const WithdrawDialog = dynamic(() => import('./WithdrawDialog'), { ssr: false });

type TabName = 'transactions' | 'requests' | 'refunds';
const TAB_NAMES: readonly TabName[] = ['transactions', 'requests', 'refunds'];
type DialogName = 'deposit' | 'online' | 'withdraw' | null;

export default function BalanceView({
  initialAccount,
  initialTransactions,
}: {
  initialAccount: UserAccount | null;
  initialTransactions: TransactionList | null;
}) {
  const { t } = useTranslation(['balance', 'common']);
  const http = useHttp();
  const notify = useNotify();
  const router = useRouter();
  const { state: load, run } = useRemote<UserAccount>({ initial: initialAccount });
  const [tab, setTab] = useState<TabName>('transactions');
  // A link from the pay dialog ("Top up") opens the deposit at once.
  const [dialog, setDialog] = useState<DialogName>(() => (router.query.topUp === '1' ? 'deposit' : null));
  const depositWanted = useOpenedOnce(dialog === 'deposit');
  const onlineWanted = useOpenedOnce(dialog === 'online');
  const withdrawWanted = useOpenedOnce(dialog === 'withdraw');
  // Bumped whenever money may have moved: every list and figure reads again.
  const [version, setVersion] = useState(0);

  // Read again without a loading state in between: the balance stays shown until the new one comes.
  const fetchAccount = useCallback(async () => {
    await run(() => getAccount(http), { silent: true });
  }, [http, run]);
  // The server's balance is used as it came; later versions read it again.
  const skipFirst = useRef(initialAccount !== null);
  const refreshAccount = useCallback(async () => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    await fetchAccount();
  }, [fetchAccount]);
  useEffectOnChange(refreshAccount, version);

  const moneyMoved = useCallback(() => setVersion((n) => n + 1), []);
  const onlinePaid = useCallback(() => {
    notify.success(t('balance:online.paid'));
    moneyMoved();
  }, [notify, t, moneyMoved]);

  const tabs: PlainScrollableTab<TabName>[] = TAB_NAMES.map((name) => ({
    value: name,
    label: t(`balance:tabs.${name}`),
    id: `balance-tab-${name}`,
    controls: `balance-panel-${name}`,
  }));

  return (
    <div className={styles.page}>
      <h1 className={text.title}>{t('balance:title')}</h1>
      {load.status === 'loading' && (
        <div className={styles.loading}>
          <LoadingSpinner label={t('balance:loading')} />
        </div>
      )}
      {load.status === 'failed' && <RetryAlert error={load.error} onRetry={() => void fetchAccount()} />}
      {load.status === 'ready' && (
        <BalanceCard
          account={load.data}
          onDeposit={() => setDialog('deposit')}
          onOnline={() => setDialog('online')}
          onWithdraw={() => setDialog('withdraw')}
        />
      )}
      <SummaryCard version={version} />
      <section className={cards.listCard}>
        <PlainScrollableTabs
          tabs={tabs}
          value={tab}
          onChange={setTab}
          label={t('balance:tabs.label')}
          className={styles.tabs}
        />
        <div role="tabpanel" id={`balance-panel-${tab}`} aria-labelledby={`balance-tab-${tab}`}>
          {tab === 'transactions' && (
            <TransactionsPanel initial={version === 0 ? initialTransactions : null} version={version} />
          )}
          {tab === 'requests' && <RequestsPanel version={version} onChanged={moneyMoved} />}
          {tab === 'refunds' && <RefundsPanel version={version} />}
        </div>
      </section>

      {depositWanted && (
        <DepositDialog
          open={dialog === 'deposit'}
          onClose={() => setDialog(null)}
          onDone={(request) => {
            notify.success(t('balance:deposit.done', { requestNo: request.requestNo }));
            setTab('requests');
            moneyMoved();
          }}
        />
      )}
      {onlineWanted && (
        <OnlineTopUpDialog open={dialog === 'online'} onClose={() => setDialog(null)} onPaid={onlinePaid} />
      )}
      {load.status === 'ready' && withdrawWanted && (
        <WithdrawDialog
          open={dialog === 'withdraw'}
          account={load.data}
          onClose={() => setDialog(null)}
          onDone={(request) => {
            notify.success(t('balance:withdraw.done', { requestNo: request.requestNo }));
            setTab('requests');
            moneyMoved();
          }}
        />
      )}
    </div>
  );
}
