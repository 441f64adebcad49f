// /my/purchase list: a tab per order state with its count, a search by order number, the orders a page at a
// time, and the actions each order allows. Loading keeps the old list under a progress bar; a failure offers a
// retry; an empty tab or search says so.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'next-i18next/pages';
import { PURCHASE_ORDER_STATUSES, type PurchaseOrderList } from '@/contract';
import { errorText } from '@/utils/errorText';
import OrderNoSearch from '@/components/common/form/OrderNoSearch';
import OrderCard, { orderHref } from './OrderCard';
import { ORDERS_PAGE_SIZE, type StatusTab } from './orderQuery';
import { useOrderList } from './useOrderList';
import ListPagination from '@/components/common/ListPagination';

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
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto' }}>
          {t('orders:title')}
        </Typography>
        <OrderNoSearch
          value={search}
          onChange={setSearch}
          onSubmit={submitSearch}
          label={t('orders:list.search')}
          buttonLabel={t('orders:list.searchButton')}
          widthPx={300}
        />
      </Box>

      <Tabs
        value={query.status}
        onChange={(_e, value: StatusTab) => setQuery({ ...query, status: value, page: 1 })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('orders:list.tabs')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={
              counts
                ? t('orders:list.tab', { label: t(`orders:status.${tab}`), count: counts[tab] ?? 0 })
                : t(`orders:status.${tab}`)
            }
          />
        ))}
      </Tabs>

      {state.status === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {t('common:errorState.retry')}
            </Button>
          }
        >
          {errorText(t, state.error)}
        </Alert>
      )}

      <Box sx={{ position: 'relative', minHeight: 120 }} aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && (
          <LinearProgress
            aria-label={t('orders:list.loading')}
            sx={{ position: 'absolute', insetInline: 0, top: -8 }}
          />
        )}
        {list && list.items.length > 0 && (
          <Box component="ul" aria-label={t('orders:title')} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {list.items.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                onChanged={reload}
                onCloned={(created) => void router.push(orderHref(created.id))}
              />
            ))}
          </Box>
        )}
        {list && list.items.length === 0 && state.status !== 'loading' && (
          <Box
            sx={{
              py: 8,
              px: 2,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 1,
              textAlign: 'center',
            }}
            data-testid="orders-empty"
          >
            <ReceiptLongOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
            <Typography color="textSecondary">
              {query.orderNo ? t('orders:list.noMatch', { orderNo: query.orderNo }) : t('orders:list.empty')}
            </Typography>
          </Box>
        )}
      </Box>

      <ListPagination
        pageCount={pageCount}
        page={Math.min(query.page, pageCount)}
        onPage={(page) => setQuery({ ...query, page })}
        disabled={state.status === 'loading'}
      />
    </Box>
  );
}
