// /my/transit: transit orders by status (tabs with counts), a page at a time, newest first; an order opens in a
// dialog (full screen on phones) with its parcels, weights, fee, journey and actions. The open order and the
// tab live in the URL. The list is plain elements styled by a static stylesheet; the dialog loads when an order is
// first opened.
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { TRANSIT_ORDER_STATUSES, type TransitOrderList, type TransitOrder, type TransitOrderStatus } from '@/contract';
import PlainButton from '@/components/common/PlainButton';
import PlainIcon from '@/components/common/PlainIcon';
import PlainLinearProgress from '@/components/common/PlainLinearProgress';
import PlainScrollableTabs from '@/components/common/PlainScrollableTabs';
import RetryAlert from '@/components/common/RetryAlert';
import { useOpenedOnce } from '@/components/common/useOpenedOnce';
import TransitOrderCard from './TransitOrderCard';
import { TRANSIT_PAGE_SIZE } from './transitQuery';
import { LOCAL_SHIPPING_OUTLINED } from './transitIconPaths';
import { useTransitOrders } from './useTransitOrders';
import ListPagination from '@/components/common/ListPagination';
import styles from './TransitView.module.css';

type Tab = TransitOrderStatus | 'ALL';
const TABS: readonly Tab[] = ['ALL', ...TRANSIT_ORDER_STATUSES];

const TransitDetailDialog = dynamic(() => import('./TransitDetailDialog'), { ssr: false });

export default function TransitView({
  initialList,
  initialOrder,
}: {
  initialList: TransitOrderList | null;
  initialOrder: TransitOrder | null;
}) {
  const { t } = useTranslation(['shipping', 'common']);
  const { query, setQuery, list, open, openOrder, applyOrder, reload, retryOrder } = useTransitOrders(
    initialList,
    initialOrder,
  );
  const dialogWanted = useOpenedOnce(open.status !== 'idle');
  const data = list.data;
  const items = data?.items ?? [];
  const counts = data?.statusCounts;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / TRANSIT_PAGE_SIZE)) : 1;
  const tab: Tab = query.status ?? 'ALL';

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('shipping:transit.title')}</h1>
      <p className={styles.intro}>{t('shipping:transit.intro')}</p>
      <PlainScrollableTabs
        tabs={TABS.map((s) => ({
          value: s,
          label: `${s === 'ALL' ? t('shipping:transit.all') : t(`shipping:transit.status.${s}`)}${counts ? ` (${counts[s] ?? 0})` : ''}`,
        }))}
        value={tab}
        onChange={(value) => setQuery({ status: value === 'ALL' ? null : value, page: 1, order: query.order })}
        label={t('shipping:transit.tabs')}
        className={styles.tabs}
      />

      {list.status === 'failed' && <RetryAlert error={list.error} onRetry={reload} className={styles.failed} />}
      <div className={styles.results} aria-busy={list.status === 'loading'}>
        {list.status === 'loading' && data && (
          <PlainLinearProgress label={t('shipping:loading')} className={styles.progress} />
        )}
        {!data && list.status === 'loading' && (
          <div className={styles.placeholders}>
            {[0, 1, 2].map((i) => (
              <span key={i} className={styles.placeholder} />
            ))}
          </div>
        )}
        {data && items.length === 0 && (
          <div className={styles.empty} data-testid="transit-empty">
            <PlainIcon d={LOCAL_SHIPPING_OUTLINED} size="inherit" className={styles.emptyIcon} />
            <p className={styles.emptyText}>
              {tab === 'ALL' ? t('shipping:transit.empty') : t('shipping:transit.emptyStatus')}
            </p>
            {tab === 'ALL' && (
              <PlainButton href="/my/in-stock-items" variant="outlined" className={styles.emptyAction}>
                {t('shipping:transit.emptyAction')}
              </PlainButton>
            )}
          </div>
        )}
        {items.length > 0 && (
          <ul aria-label={t('shipping:transit.title')} className={styles.list}>
            {items.map((order) => (
              <TransitOrderCard
                key={order.id}
                order={order}
                onOpen={() => openOrder(order.id)}
                onChanged={applyOrder}
              />
            ))}
          </ul>
        )}
      </div>
      <ListPagination
        pageCount={pageCount}
        page={Math.min(query.page, pageCount)}
        onPage={(page) => setQuery({ ...query, page })}
        disabled={list.status === 'loading'}
        label={t('shipping:transit.pages')}
      />

      {dialogWanted && (
        <TransitDetailDialog open={open} onClose={() => openOrder(null)} onRetry={retryOrder} onChanged={applyOrder} />
      )}
    </div>
  );
}
