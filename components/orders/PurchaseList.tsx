// /my/purchase list: a tab per order state with its count, a search by order number, the orders a page at a
// time, and the actions each order allows. Loading keeps the old list under a progress bar; a failure offers a
// retry; an empty tab or search says so.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { PURCHASE_ORDER_STATUSES, type PurchaseOrderList } from '@/contract';
import OrderNoSearch from '@/components/common/form/OrderNoSearch';
import PlainIcon from '@/components/common/PlainIcon';
import PlainLinearProgress from '@/components/common/PlainLinearProgress';
import PlainScrollableTabs from '@/components/common/PlainScrollableTabs';
import OrderCard, { orderHref } from './OrderCard';
import { RECEIPT_LONG_OUTLINED } from './orderIconPaths';
import { ORDERS_PAGE_SIZE, type StatusTab } from './orderQuery';
import { useOrderList } from './useOrderList';
import ListPagination from '@/components/common/ListPagination';
import RetryAlert from '@/components/common/RetryAlert';
import text from './orderText.module.css';
import styles from './PurchaseList.module.css';

const TABS: readonly StatusTab[] = ['ALL', ...PURCHASE_ORDER_STATUSES];

export default function PurchaseList({ initialList }: { initialList: PurchaseOrderList | null }) {
  const { t } = useTranslation(['orders', 'common']);
  const router = useRouter();
  const { query, setQuery, state, reload } = useOrderList(initialList);
  const [search, setSearch] = useState(query.orderNo);
  const list = state.data;
  const counts = list?.statusCounts;
  const pageCount = list ? Math.max(1, Math.ceil(list.total / ORDERS_PAGE_SIZE)) : 1;

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, orderNo: search.trim(), page: 1 });
  };

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={`${text.heading} ${styles.title}`}>{t('orders:title')}</h1>
        <OrderNoSearch
          value={search}
          onChange={setSearch}
          onSubmit={submitSearch}
          label={t('orders:list.search')}
          buttonLabel={t('orders:list.searchButton')}
          widthPx={300}
        />
      </div>

      <PlainScrollableTabs
        tabs={TABS.map((tab) => ({
          value: tab,
          label: counts
            ? t('orders:list.tab', { label: t(`orders:status.${tab}`), count: counts[tab] ?? 0 })
            : t(`orders:status.${tab}`),
        }))}
        value={query.status}
        onChange={(value) => setQuery({ ...query, status: value, page: 1 })}
        label={t('orders:list.tabs')}
        className={styles.tabs}
      />

      {state.status === 'failed' && <RetryAlert error={state.error} onRetry={reload} className={styles.failed} />}

      <div className={styles.results} aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && (
          <PlainLinearProgress label={t('orders:list.loading')} className={styles.progress} />
        )}
        {list && list.items.length > 0 && (
          <ul aria-label={t('orders:title')} className={styles.list}>
            {list.items.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                onChanged={reload}
                onCloned={(created) => void router.push(orderHref(created.id))}
              />
            ))}
          </ul>
        )}
        {list && list.items.length === 0 && state.status !== 'loading' && (
          <div className={styles.empty} data-testid="orders-empty">
            <PlainIcon d={RECEIPT_LONG_OUTLINED} size="inherit" className={styles.emptyIcon} />
            <p className={`${text.body} ${text.secondary}`}>
              {query.orderNo ? t('orders:list.noMatch', { orderNo: query.orderNo }) : t('orders:list.empty')}
            </p>
          </div>
        )}
      </div>

      <ListPagination
        pageCount={pageCount}
        page={Math.min(query.page, pageCount)}
        onPage={(page) => setQuery({ ...query, page })}
        disabled={state.status === 'loading'}
      />
    </div>
  );
}
