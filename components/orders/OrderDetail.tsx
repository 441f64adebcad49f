// /my/purchase?id=…: one order with its items by shop, the amounts (paid and refunded too), the warehouse the
// goods go to, the steps so far, and the actions its state allows. After a pay or close it is read again from the
// server; a clone opens the new order.
import { useCallback, useEffect } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import LoadingSpinner from '@/components/account/LoadingSpinner';
import PlainAlert from '@/components/common/PlainAlert';
import PlainIcon from '@/components/common/PlainIcon';
import PlainTextButton from '@/components/common/PlainTextButton';
import { ARROW_BACK } from '@/components/common/plainIconPaths';
import RetryAlert from '@/components/common/RetryAlert';
import { useFormat } from '@/components/common/useFormat';
import { useRemote } from '@/components/common/useRemote';
import type { PurchaseOrder, PurchaseOrderStatus } from '@/contract';
import { getPurchaseOrder } from '@/services/orders';
import { ok, type Result } from '@/services/result';
import { useHttp, useTenant } from '@/stores';
import { useLiveRefresh } from '@/stores/liveEvents';
import AmountsBreakdown from './AmountsBreakdown';
import OrderActions from './OrderActions';
import { orderHref } from './OrderCard';
import OrderItems from './OrderItems';
import OrderStatusChip from './OrderStatusChip';
import OrderTimeline from './OrderTimeline';
import text from './orderText.module.css';
import styles from './OrderDetail.module.css';

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
    <PlainTextButton
      href="/my/purchase"
      className={styles.back}
      startIcon={<PlainIcon d={ARROW_BACK} className={styles.backIcon} />}
    >
      {t('orders:detail.back')}
    </PlainTextButton>
  );

  if (load.status !== 'ready' || !load.data.order) {
    return (
      <div className={styles.page}>
        {back}
        {load.status === 'loading' && (
          <div className={styles.loading}>
            <LoadingSpinner label={t('orders:list.loading')} />
          </div>
        )}
        {load.status === 'ready' && <PlainAlert severity="warning">{t('orders:detail.missing')}</PlainAlert>}
        {load.status === 'failed' && <RetryAlert error={load.error} onRetry={() => void reload()} />}
      </div>
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
    <div className={styles.page}>
      {back}
      <div className={styles.header}>
        <div className={styles.heading}>
          <h1 className={`${text.heading} ${text.wrap}`}>
            {t('orders:detail.title')}{' '}
            <bdi dir="ltr" data-testid="order-no">
              {order.orderNo}
            </bdi>
          </h1>
          <div className={styles.state}>
            <OrderStatusChip status={order.status} />
            <p className={`${text.bodySmall} ${text.secondary}`}>
              {t('orders:detail.created', { time: format.dateTime(order.createdAt, tenant.timezoneOffset) })}
            </p>
          </div>
        </div>
        <OrderActions
          order={order}
          onChanged={(changed) => (changed ? show({ order: changed }) : void reload())}
          onCloned={(created) => void router.push(orderHref(created.id))}
        />
      </div>
      <div className={styles.columns}>
        <div className={styles.column}>
          <h2 className={`${text.subheading} ${styles.itemsTitle}`}>{t('orders:detail.items')}</h2>
          <OrderItems shops={order.shops} />
          {order.remark && (
            <p className={`${text.bodySmall} ${text.wrap} ${styles.remark}`}>
              {t('orders:detail.remark', { remark: order.remark })}
            </p>
          )}
        </div>
        <div className={styles.side}>
          <section aria-labelledby="order-amounts" className={`${text.card} ${styles.block}`}>
            <h2 id="order-amounts" className={`${text.subheading} ${styles.blockTitle}`}>
              {t('orders:amounts.label')}
            </h2>
            <AmountsBreakdown amounts={order.amounts} extra={extra} />
          </section>
          <section aria-labelledby="order-warehouse" className={`${text.card} ${styles.block}`}>
            <h2 id="order-warehouse" className={`${text.subheading} ${styles.warehouseTitle}`}>
              {t('orders:detail.warehouse')}
            </h2>
            <p className={`${text.bodySmall} ${styles.warehouseName}`}>{order.tenantWarehouse.name}</p>
            <p className={`${text.bodySmall} ${text.secondary} ${text.wrap}`}>{order.tenantWarehouse.address}</p>
          </section>
          <section aria-labelledby="order-timeline" className={`${text.card} ${styles.block}`}>
            <h2 id="order-timeline" className={`${text.subheading} ${styles.timelineTitle}`}>
              {t('orders:detail.timeline')}
            </h2>
            <OrderTimeline entries={order.timeline} />
          </section>
        </div>
      </div>
    </div>
  );
}
