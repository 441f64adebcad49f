// What a shopper may do with an order, each shown only when the server's state machine allows it
// (`order.actions`): pay (the shared pay dialog), clone (a new unpaid order with the same items re-priced) and
// close (after a confirmation). The caller refreshes what it shows from `onChanged`.
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import PlainButton from '@/components/common/PlainButton';
import PlainTextButton from '@/components/common/PlainTextButton';
import hidden from '@/components/common/visuallyHidden.module.css';
import { useFormat } from '@/components/common/useFormat';
import type { PurchaseOrder } from '@/contract';
import { useOpenedOnce } from '@/components/common/useOpenedOnce';
import { payErrorNotice } from '@/components/payments/payErrorNotice';
import { clonePurchaseOrder, closePurchaseOrder } from '@/services/orders';
import { useHttp, useNotify } from '@/stores';
import styles from './OrderActions.module.css';

// Both dialogs load when first opened.
const PayDialog = dynamic(() => import('@/components/payments/PayDialog'), { ssr: false });
const CloseOrderDialog = dynamic(() => import('./CloseOrderDialog'), { ssr: false });

export default function OrderActions({
  order,
  onChanged,
  onCloned,
  size = 'medium',
}: {
  order: PurchaseOrder;
  /** After a pay or close: the order as the server now has it when known, else null (reload it). */
  onChanged: (order: PurchaseOrder | null) => void;
  /** The new order made by clone. */
  onCloned: (order: PurchaseOrder) => void;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation(['orders', 'payments', 'common']);
  const format = useFormat();
  const http = useHttp();
  const notify = useNotify();
  const [paying, setPaying] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const [closing, setClosing] = useState(false);
  const [cloning, setCloning] = useState(false);
  const payWanted = useOpenedOnce(paying);
  const closeWanted = useOpenedOnce(confirmClose);
  const { canPay, canClone, canClose } = order.actions;
  if (!canPay && !canClone && !canClose) return null;

  const close = async () => {
    setClosing(true);
    const result = await closePurchaseOrder(http, order.id);
    setClosing(false);
    setConfirmClose(false);
    if (!result.ok) {
      notify.error(await payErrorNotice(t, format, result.error));
      onChanged(null);
      return;
    }
    notify.success(t('orders:close.done', { orderNo: order.orderNo }));
    onChanged(result.data);
  };

  const clone = async () => {
    setCloning(true);
    const result = await clonePurchaseOrder(http, order.id);
    setCloning(false);
    if (!result.ok) {
      notify.error(await payErrorNotice(t, format, result.error));
      return;
    }
    notify.success(t('orders:clone.done', { orderNo: result.data.orderNo }));
    onCloned(result.data);
  };

  // The order number completes each button's name for screen readers (a list holds many "Order again" buttons);
  // the name starts with the visible word, so speech input finds the button by what it shows (WCAG 2.5.3).
  const forOrder = <span className={hidden.visuallyHidden}> {order.orderNo}</span>;
  const small = size === 'small';

  return (
    <>
      <div className={styles.row}>
        {canClose && (
          <PlainTextButton size={size} className={styles.close} onClick={() => setConfirmClose(true)}>
            {t('orders:actions.close')}
            {forOrder}
          </PlainTextButton>
        )}
        {canClone && (
          <PlainButton
            variant="outlined"
            className={small ? styles.smallOutlined : undefined}
            onClick={() => void clone()}
            pending={cloning}
          >
            {t('orders:actions.clone')}
            {forOrder}
          </PlainButton>
        )}
        {canPay && (
          <PlainButton
            variant="contained"
            className={small ? styles.smallContained : undefined}
            onClick={() => setPaying(true)}
          >
            {t('orders:actions.pay')}
            {forOrder}
          </PlainButton>
        )}
      </div>
      {canClose && closeWanted && (
        <CloseOrderDialog
          order={order}
          open={confirmClose}
          busy={closing}
          onCancel={() => setConfirmClose(false)}
          onConfirm={() => void close()}
        />
      )}
      {canPay && payWanted && (
        <PayDialog
          open={paying}
          paymentNos={[order.paymentNo]}
          amount={order.amounts.total}
          description={t('orders:payFor', { orderNo: order.orderNo })}
          onPaid={() => onChanged(null)}
          onClose={() => setPaying(false)}
        />
      )}
    </>
  );
}
