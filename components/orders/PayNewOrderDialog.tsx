// Paying an order just placed, from the cart or with "Buy now": the shared pay dialog for its payment. Paid, or
// closed to pay later, the order's page opens, once however often the dialog reports. Loaded on demand by the cart
// (whose first screen has no MUI): it brings its own MUI scope.
import { useRef } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { PurchaseOrder } from '@/contract';
import PayDialog from '@/components/payments/PayDialog';
import { withMuiScope } from '@/theme/MuiScope';
import { orderHref } from './OrderCard';

function PayNewOrderDialog({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation('orders');
  const router = useRouter();
  const leaving = useRef(false);
  const openOrder = () => {
    if (leaving.current) return;
    leaving.current = true;
    void router.push(orderHref(order.id));
  };
  return (
    <PayDialog
      open
      paymentNos={[order.paymentNo]}
      amount={order.amounts.total}
      description={t('payFor', { orderNo: order.orderNo })}
      onPaid={openOrder}
      onClose={openOrder}
    />
  );
}

export default withMuiScope(PayNewOrderDialog);
