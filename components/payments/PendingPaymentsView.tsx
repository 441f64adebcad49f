// /my/pending-payments: everything the shopper still owes (purchase orders and transit fees), filtered by type
// or order number, ticked one by one or all at once, and paid together in the shared pay dialog (batch pay, all
// or nothing). After paying, the list is read again from the server. Plain elements under a static stylesheet
// (PendingPaymentsView.module.css); the pay dialog loads, with MUI, when the shopper opens it.
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import RetryAlert from '@/components/common/RetryAlert';
import { useFormat } from '@/components/common/useFormat';
import type { Payment, UnpaidPayments } from '@/contract';
import { getUnpaidPayments } from '@/services/payments';
import { useHttp, useTenant } from '@/stores';
import { useLiveRefresh } from '@/stores/liveEvents';
import OrderNoSearch from '@/components/common/form/OrderNoSearch';
import PlainButton from '@/components/common/PlainButton';
import PlainCheckbox from '@/components/common/PlainCheckbox';
import PlainChip from '@/components/common/PlainChip';
import PlainIcon from '@/components/common/PlainIcon';
import PlainLinearProgress from '@/components/common/PlainLinearProgress';
import PlainLink from '@/components/common/PlainLink';
import PlainToggleGroup from '@/components/common/PlainToggleGroup';
import text from '@/components/account/accountText.module.css';
import { useOpenedOnce } from '@/components/common/useOpenedOnce';
import { useRemote } from '@/components/common/useRemote';
import MoneyText from './MoneyText';
import {
  parsePendingQuery,
  pendingQueryParams,
  unpaidRequest,
  type PaymentTypeFilter,
  type PendingQuery,
} from './pendingQuery';
import { PAYMENTS_OUTLINED } from './pendingIconPaths';
import { selectionTotal } from './selectionTotal';
import styles from './PendingPaymentsView.module.css';

// The pay dialog loads when first opened.
const PayDialog = dynamic(() => import('./PayDialog'), { ssr: false });

/** Where the order behind a payment is shown. */
function orderLink(payment: Payment): string {
  return payment.orderType === 'PURCHASE'
    ? `/my/purchase?orderNo=${encodeURIComponent(payment.orderNo)}`
    : `/my/transit?orderNo=${encodeURIComponent(payment.orderNo)}`;
}

export default function PendingPaymentsView({ initialUnpaid }: { initialUnpaid: UnpaidPayments | null }) {
  const { t } = useTranslation(['payments', 'common']);
  const format = useFormat();
  const http = useHttp();
  const router = useRouter();
  const tenant = useTenant();
  const [query, setQueryState] = useState<PendingQuery>(() => parsePendingQuery(router.query));
  const [search, setSearch] = useState(query.orderNo);
  const { state: load, run } = useRemote<UnpaidPayments>({ initial: initialUnpaid });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [paying, setPaying] = useState(false);
  const payWanted = useOpenedOnce(paying);

  const fetchList = useCallback(
    (next: PendingQuery) =>
      run(async (isLatest) => {
        const result = await getUnpaidPayments(http, unpaidRequest(next));
        // A payment that left the list (paid or cancelled elsewhere) leaves the selection with the same answer.
        if (result.ok && isLatest()) {
          const present = new Set(result.data.items.map((p) => p.paymentNo));
          setSelected((previous) => new Set([...previous].filter((no) => present.has(no))));
        }
        return result;
      }),
    [http, run],
  );

  // The server could not load the list: try from the browser.
  const initialLoad = useRef(initialUnpaid === null);
  useEffect(() => {
    if (!initialLoad.current) return;
    initialLoad.current = false;
    void fetchList(parsePendingQuery(router.query));
  }, [fetchList, router.query]);

  const LIVE_TEXT = {
    UNPAID: 'pending.liveNew',
    PAID: 'pending.livePaid',
    CANCELLED: 'pending.liveCancelled',
  } as const;
  useLiveRefresh(
    ['PAYMENT'],
    () => fetchList(query),
    (e) =>
      e.status in LIVE_TEXT ? t(LIVE_TEXT[e.status as keyof typeof LIVE_TEXT], { paymentNo: e.subjectNo }) : null,
  );

  const setQuery = (next: PendingQuery) => {
    setQueryState(next);
    void router.replace({ pathname: router.pathname, query: pendingQueryParams(next) }, undefined, {
      shallow: true,
      scroll: false,
    });
    void fetchList(next);
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, orderNo: search.trim() });
  };

  const items = load.data?.items ?? [];
  const allSelected = items.length > 0 && items.every((p) => selected.has(p.paymentNo));
  const someSelected = items.some((p) => selected.has(p.paymentNo));
  const chosen = items.filter((p) => selected.has(p.paymentNo));
  const total = selectionTotal(items, selected);
  const toggle = (paymentNo: string, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(paymentNo);
      else next.delete(paymentNo);
      return next;
    });

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div className={styles.heading}>
          <h1 className={text.pageTitle}>{t('payments:title')}</h1>
          {load.data && (
            <div className={styles.owed}>
              {t('payments:pending.owed', { count: load.data.total })}
              <MoneyText amount={load.data.totalAmount} testId="unpaid-total" />
            </div>
          )}
        </div>
        <PlainToggleGroup<PaymentTypeFilter>
          size="small"
          value={query.type}
          onChange={(type) => setQuery({ ...query, type })}
          label={t('payments:pending.type')}
          options={[
            { value: 'ALL', label: t('payments:pending.all') },
            { value: 'PURCHASE', label: t('payments:orderType.PURCHASE') },
            { value: 'TRANSIT', label: t('payments:orderType.TRANSIT') },
          ]}
        />
        <OrderNoSearch
          value={search}
          onChange={setSearch}
          onSubmit={submitSearch}
          label={t('payments:pending.orderNo')}
          buttonLabel={t('payments:pending.search')}
          widthPx={260}
        />
      </div>

      {load.status === 'failed' && (
        <RetryAlert error={load.error} onRetry={() => void fetchList(query)} className={styles.failed} />
      )}

      <div className={styles.box} aria-busy={load.status === 'loading'}>
        {load.status === 'loading' && (
          <PlainLinearProgress label={t('payments:pending.loading')} className={styles.progress} />
        )}
        {items.length > 0 && (
          <>
            <div className={styles.selectAll}>
              <PlainCheckbox
                label={t('payments:pending.selectAll')}
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                onChange={(e) => setSelected(e.target.checked ? new Set(items.map((p) => p.paymentNo)) : new Set())}
              />
            </div>
            <ul aria-label={t('payments:title')} className={styles.list}>
              {items.map((payment) => (
                <li key={payment.paymentNo} data-testid="unpaid-payment" className={styles.row}>
                  <PlainCheckbox
                    size="small"
                    className={styles.rowCheckbox}
                    checked={selected.has(payment.paymentNo)}
                    onChange={(e) => toggle(payment.paymentNo, e.target.checked)}
                    aria-label={t('payments:pending.select', { orderNo: payment.orderNo })}
                  />
                  <div className={styles.order}>
                    <div className={styles.orderHead}>
                      <PlainLink href={orderLink(payment)} underline="hover" className={styles.orderNo}>
                        <bdi dir="ltr">{payment.orderNo}</bdi>
                      </PlainLink>
                      <PlainChip variant="outlined" label={t(`payments:orderType.${payment.orderType}`)} />
                    </div>
                    <span className={styles.caption}>
                      <bdi>{format.dateTime(payment.createdAt, tenant.timezoneOffset)}</bdi>
                    </span>
                  </div>
                  <MoneyText amount={payment.amount} strong style={{ marginInlineStart: 'auto' }} />
                </li>
              ))}
            </ul>
          </>
        )}
        {items.length === 0 && load.status === 'ready' && (
          <div className={styles.empty} data-testid="unpaid-empty">
            <PlainIcon d={PAYMENTS_OUTLINED} size="inherit" className={styles.emptyIcon} />
            <p className={styles.emptyText}>
              {query.orderNo || query.type !== 'ALL' ? t('payments:pending.noMatch') : t('payments:pending.empty')}
            </p>
          </div>
        )}
        {items.length === 0 && load.status !== 'ready' && <div className={styles.pending} />}
      </div>

      {items.length > 0 && (
        <section aria-label={t('payments:pending.summary')} data-testid="batch-summary" className={styles.summary}>
          <div className={styles.summaryText}>
            <p className={text.note}>{t('payments:pending.selected', { count: chosen.length })}</p>
            <MoneyText amount={total} strong testId="batch-total" />
          </div>
          <PlainButton
            size="large"
            disabled={chosen.length === 0}
            onClick={() => setPaying(true)}
            className={styles.pay}
          >
            {t('payments:pending.pay')}
          </PlainButton>
        </section>
      )}

      {payWanted && (
        <PayDialog
          open={paying}
          paymentNos={chosen.map((p) => p.paymentNo)}
          amount={total}
          description={t('payments:pending.describe', { count: chosen.length })}
          onPaid={() => {
            setSelected(new Set());
            void fetchList(query);
          }}
          onClose={() => setPaying(false)}
        />
      )}
    </div>
  );
}
