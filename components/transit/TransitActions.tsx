// What the shopper can do with a transit order now, as the server says (`actions`): pay the weighed fee and the
// services (listed line by line in the shared pay dialog), confirm receipt, or close before payment (the parcels go back to stock). Each answer
// from the server goes to `onChanged`, which shows it.
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import type { TransitOrder, TransitOrderSummary } from '@/contract';
import PlainButton from '@/components/common/PlainButton';
import PlainTextButton from '@/components/common/PlainTextButton';
import { useOpenedOnce } from '@/components/common/useOpenedOnce';
import type { Result } from '@/services/result';
import { closeTransitOrder, completeTransitOrder, getTransitOrder } from '@/services/transit';
import { useHttp } from '@/stores/http';
import { useNotify } from '@/stores/notify';
import { errorText } from '@/utils/errorText';
import styles from './TransitActions.module.css';

// The pay dialog (balance, pay password, its own error texts) loads when the shopper first pays, the
// confirmation when first asked for.
const PayDialog = dynamic(() => import('@/components/payments/PayDialog'), { ssr: false });
const ConfirmDialog = dynamic(() => import('@/components/shipping/ConfirmDialog'), { ssr: false });

type Confirm = 'complete' | 'close' | null;

export default function TransitActions({
  order,
  onChanged,
  size = 'small',
}: {
  order: TransitOrderSummary;
  onChanged: (order: TransitOrder) => void;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation(['shipping', 'common']);
  const http = useHttp();
  const notify = useNotify();
  const [paying, setPaying] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);
  const confirmWanted = useOpenedOnce(confirm !== null);
  const { canPay, canClose, canComplete } = order.actions;

  const act = async (run: () => Promise<Result<TransitOrder>>, done: string) => {
    setBusy(true);
    const result = await run();
    setBusy(false);
    setConfirm(null);
    if (!result.ok) {
      notify.error(errorText(t, result.error));
      // The order moved on meanwhile (e.g. the warehouse weighed it): show where it is now.
      if (result.error.code === 'TRANSIT_ORDER_STATE') {
        const fresh = await getTransitOrder(http, order.id);
        if (fresh.ok) onChanged(fresh.data);
      }
      return;
    }
    notify.success(done);
    onChanged(result.data);
  };

  // The pay dialog itself tells the shopper the payment went through: here the order is only read again.
  const afterPaid = async () => {
    setPaying(false);
    const fresh = await getTransitOrder(http, order.id);
    if (fresh.ok) onChanged(fresh.data);
  };

  if (!canPay && !canClose && !canComplete) return null;
  return (
    <div className={styles.actions}>
      {canPay && order.paymentNo && order.amountDue !== null && (
        <PlainButton size={size} onClick={() => setPaying(true)}>
          {t('shipping:transit.pay')}
        </PlainButton>
      )}
      {canComplete && (
        <PlainButton color="success" size={size} onClick={() => setConfirm('complete')}>
          {t('shipping:transit.complete')}
        </PlainButton>
      )}
      {canClose && (
        <PlainTextButton color="error" size={size} onClick={() => setConfirm('close')}>
          {t('shipping:transit.close')}
        </PlainTextButton>
      )}
      {paying && order.paymentNo && order.fee !== null && order.amountDue !== null && (
        <PayDialog
          open
          paymentNos={[order.paymentNo]}
          amount={order.amountDue}
          description={t('shipping:transit.payDescription', { order: order.orderNo })}
          breakdown={
            order.services.length === 0
              ? undefined
              : [
                  { label: t('shipping:transit.feeTitle'), amount: order.fee },
                  ...order.services.map((s) => ({ label: t(`shipping:services.name.${s.service}`), amount: s.fee })),
                ]
          }
          onPaid={() => void afterPaid()}
          onClose={() => setPaying(false)}
        />
      )}
      {confirmWanted && (
        <ConfirmDialog
          open={confirm !== null}
          title={confirm === 'complete' ? t('shipping:transit.completeTitle') : t('shipping:transit.closeTitle')}
          text={confirm === 'complete' ? t('shipping:transit.completeText') : t('shipping:transit.closeText')}
          confirmLabel={confirm === 'complete' ? t('shipping:transit.complete') : t('shipping:transit.close')}
          cancelLabel={t('shipping:cancel')}
          busy={busy}
          danger={confirm === 'close'}
          onCancel={() => setConfirm(null)}
          onConfirm={() =>
            void (confirm === 'complete'
              ? act(() => completeTransitOrder(http, order.id), t('shipping:transit.completed'))
              : act(() => closeTransitOrder(http, order.id), t('shipping:transit.closed')))
          }
        />
      )}
    </div>
  );
}
