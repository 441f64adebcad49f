// /my/transit: transit orders by status (tabs with counts), a page at a time, newest first; an order opens in a
// dialog (full screen on phones) with its parcels, weights, fee, journey and actions. The open order and the
// tab live in the URL.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { TRANSIT_ORDER_STATUSES, type TransitOrder, type TransitOrderList, type TransitOrderStatus } from '@/contract';
import { errorText } from '@/utils/errorText';
import TransitOrderCard from './TransitOrderCard';
import TransitOrderDetail from './TransitOrderDetail';
import { TRANSIT_PAGE_SIZE } from './transitQuery';
import { useTransitOrders } from './useTransitOrders';
import ListPagination from '@/components/common/ListPagination';

type Tab = TransitOrderStatus | 'ALL';
const TABS: readonly Tab[] = ['ALL', ...TRANSIT_ORDER_STATUSES];

export default function TransitView({
  initialList,
  initialOrder,
}: {
  initialList: TransitOrderList | null;
  initialOrder: TransitOrder | null;
}) {
  const { t } = useTranslation(['shipping', 'common']);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { query, setQuery, list, open, openOrder, applyOrder, reload, retryOrder } = useTransitOrders(
    initialList,
    initialOrder,
  );
  const data = list.data;
  const items = data?.items ?? [];
  const counts = data?.statusCounts;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / TRANSIT_PAGE_SIZE)) : 1;
  const tab: Tab = query.status ?? 'ALL';

  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1">
        {t('shipping:transit.title')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('shipping:transit.intro')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, value: Tab) => setQuery({ status: value === 'ALL' ? null : value, page: 1, order: query.order })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('shipping:transit.tabs')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {TABS.map((s) => (
          <Tab
            key={s}
            value={s}
            label={`${s === 'ALL' ? t('shipping:transit.all') : t(`shipping:transit.status.${s}`)}${counts ? ` (${counts[s] ?? 0})` : ''}`}
          />
        ))}
      </Tabs>

      {list.status === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {t('shipping:retry')}
            </Button>
          }
        >
          {errorText(t, list.error)}
        </Alert>
      )}
      <Box sx={{ position: 'relative' }} aria-busy={list.status === 'loading'}>
        {list.status === 'loading' && data && (
          <LinearProgress aria-label={t('shipping:loading')} sx={{ position: 'absolute', insetInline: 0, top: -8 }} />
        )}
        {!data && list.status === 'loading' && (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={120} />
            ))}
          </Box>
        )}
        {data && items.length === 0 && (
          <Box sx={{ textAlign: 'center', py: 6, px: 2 }} data-testid="transit-empty">
            <LocalShippingOutlinedIcon sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
            <Typography color="textSecondary" sx={{ mt: 1 }}>
              {tab === 'ALL' ? t('shipping:transit.empty') : t('shipping:transit.emptyStatus')}
            </Typography>
            {tab === 'ALL' && (
              <Button component={NextLink} href="/my/in-stock-items" variant="outlined" sx={{ mt: 2 }}>
                {t('shipping:transit.emptyAction')}
              </Button>
            )}
          </Box>
        )}
        {items.length > 0 && (
          <Box component="ul" aria-label={t('shipping:transit.title')} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {items.map((order) => (
              <TransitOrderCard
                key={order.id}
                order={order}
                onOpen={() => openOrder(order.id)}
                onChanged={applyOrder}
              />
            ))}
          </Box>
        )}
      </Box>
      <ListPagination
        pageCount={pageCount}
        page={Math.min(query.page, pageCount)}
        onPage={(page) => setQuery({ ...query, page })}
        disabled={list.status === 'loading'}
        label={t('shipping:transit.pages')}
      />

      <Dialog
        open={open.status !== 'idle'}
        onClose={() => openOrder(null)}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="md"
        aria-labelledby="transit-detail-title"
      >
        <DialogTitle
          id="transit-detail-title"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInlineEnd: 1 }}
        >
          <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
            {open.status === 'ready' ? (
              <>
                {t('shipping:transit.order')} <bdi dir="ltr">{open.data.orderNo}</bdi>
              </>
            ) : (
              t('shipping:transit.order')
            )}
          </Box>
          <IconButton onClick={() => openOrder(null)} aria-label={t('shipping:close')}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          {open.status === 'loading' && <Skeleton variant="rounded" height={320} aria-label={t('shipping:loading')} />}
          {open.status === 'failed' && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={retryOrder}>
                  {t('shipping:retry')}
                </Button>
              }
            >
              {errorText(t, open.error)}
            </Alert>
          )}
          {open.status === 'ready' && <TransitOrderDetail order={open.data} onChanged={applyOrder} />}
        </DialogContent>
      </Dialog>
    </Box>
  );
}
