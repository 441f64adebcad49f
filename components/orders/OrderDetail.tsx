// /my/purchase?id=…: one order with its items by shop, the amounts (paid and refunded too), the warehouse the
// goods go to, the steps so far, and the actions its state allows. After a pay or close it is read again from the
// server; a clone opens the new order.
import { useCallback, useEffect } from 'react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import { useRemote } from '@/components/common/useRemote';
import type { PurchaseOrder, PurchaseOrderStatus } from '@/contract';
import { getPurchaseOrder } from '@/services/orders';
import { ok, type Result } from '@/services/result';
import { useHttp, useTenant } from '@/stores';
import { useLiveRefresh } from '@/stores/liveEvents';
import { errorText } from '@/utils/errorText';
import AmountsBreakdown from './AmountsBreakdown';
import OrderActions from './OrderActions';
import { orderHref } from './OrderCard';
import OrderItems from './OrderItems';
import OrderStatusChip from './OrderStatusChip';
import OrderTimeline from './OrderTimeline';

/** The order, or null when the API says there is none (404): an answer, not a failure. */
type Found = { order: PurchaseOrder | null };

function found(result: Result<PurchaseOrder>): Result<Found> {
  if (result.ok) return ok({ order: result.data });
  return result.error.status === 404 ? ok({ order: null }) : result;
}

export default function OrderDetail({
  orderId,
  initialOrder,
  orderMissing,
}: {
  orderId: string;
  initialOrder: PurchaseOrder | null;
  orderMissing: boolean;
}) {
  const { t } = useTranslation(['orders', 'common']);
  const format = useFormat();
  const http = useHttp();
  const router = useRouter();
  const tenant = useTenant();
  const theme = useTheme();
  const {
    state: load,
    run,
    show,
  } = useRemote<Found>({ initial: initialOrder || orderMissing ? { order: initialOrder } : null });

  // A shown order stays shown while it is read again; otherwise the loading state shows.
  const shown = load.status === 'ready' && load.data.order !== null;
  const reload = useCallback(async () => {
    await run(async () => found(await getPurchaseOrder(http, orderId)), { silent: shown });
  }, [http, orderId, run, shown]);
  useLiveRefresh(
    ['ORDER'],
    reload,
    (e) =>
      t('orders:list.liveChanged', {
        orderNo: e.subjectNo,
        status: t(`orders:status.${e.status as PurchaseOrderStatus}`),
      }),
    (e) => e.subjectId === orderId,
  );

  // The server could not load the order (not a missing one): try from the browser.
  useEffect(() => {
    if (initialOrder || orderMissing) return;
    void run(async () => found(await getPurchaseOrder(http, orderId)));
  }, [initialOrder, orderMissing, http, orderId, run]);

  const back = (
    <Button
      component={NextLink}
      href="/my/purchase"
      startIcon={<ArrowBackIcon sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined }} />}
      sx={{ mb: 1 }}
    >
      {t('orders:detail.back')}
    </Button>
  );

  if (load.status !== 'ready' || !load.data.order) {
    return (
      <Box sx={{ py: { xs: 2, sm: 3 } }}>
        {back}
        {load.status === 'loading' && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('orders:list.loading')} />
          </Box>
        )}
        {load.status === 'ready' && <Alert severity="warning">{t('orders:detail.missing')}</Alert>}
        {load.status === 'failed' && (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void reload()}>
                {t('common:errorState.retry')}
              </Button>
            }
          >
            {errorText(t, load.error)}
          </Alert>
        )}
      </Box>
    );
  }

  const { order } = load.data;
  const extra = [
    ...(order.paidAmount > 0
      ? [{ label: t('orders:amounts.paid'), amount: order.paidAmount, testId: 'amount-paid' }]
      : []),
    ...(order.refundedAmount > 0
      ? [{ label: t('orders:amounts.refunded'), amount: order.refundedAmount, testId: 'amount-refunded' }]
      : []),
  ];
  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      {back}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {t('orders:detail.title')}{' '}
            <bdi dir="ltr" data-testid="order-no">
              {order.orderNo}
            </bdi>
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
            <OrderStatusChip status={order.status} />
            <Typography variant="body2" color="textSecondary">
              {t('orders:detail.created', { time: format.dateTime(order.createdAt, tenant.timezoneOffset) })}
            </Typography>
          </Box>
        </Box>
        <OrderActions
          order={order}
          onChanged={(changed) => (changed ? show({ order: changed }) : void reload())}
          onCloned={(created) => void router.push(orderHref(created.id))}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('orders:detail.items')}
          </Typography>
          <OrderItems shops={order.shops} />
          {order.remark && (
            <Typography variant="body2" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
              {t('orders:detail.remark', { remark: order.remark })}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Paper variant="outlined" component="section" aria-labelledby="order-amounts" sx={{ p: 2, borderRadius: 2 }}>
            <Typography id="order-amounts" component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('orders:amounts.label')}
            </Typography>
            <AmountsBreakdown amounts={order.amounts} extra={extra} />
          </Paper>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="order-warehouse"
            sx={{ p: 2, borderRadius: 2 }}
          >
            <Typography id="order-warehouse" component="h2" variant="h6" sx={{ mb: 0.5 }}>
              {t('orders:detail.warehouse')}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {order.tenantWarehouse.name}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {order.tenantWarehouse.address}
            </Typography>
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="order-timeline" sx={{ p: 2, borderRadius: 2 }}>
            <Typography id="order-timeline" component="h2" variant="h6" sx={{ mb: 1.5 }}>
              {t('orders:detail.timeline')}
            </Typography>
            <OrderTimeline entries={order.timeline} />
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
