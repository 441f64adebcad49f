// An order's state as a coloured chip; the colour says whether the shopper has something to do (pay), the order
// is moving, it has arrived, or it is closed.
import { useTranslation } from 'next-i18next/pages';
import PlainChip, { type PlainChipColor } from '@/components/common/PlainChip';
import type { PurchaseOrderStatus } from '@/contract';

const COLOUR: Record<PurchaseOrderStatus, PlainChipColor> = {
  PENDING_PAYMENT: 'warning',
  PAID: 'info',
  PURCHASING: 'info',
  PURCHASED: 'info',
  SELLER_SHIPPED: 'primary',
  IN_WAREHOUSE: 'success',
  CLOSED: 'default',
};

export default function OrderStatusChip({ status }: { status: PurchaseOrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <PlainChip
      color={COLOUR[status]}
      variant={status === 'CLOSED' ? 'outlined' : 'filled'}
      label={t(`status.${status}`)}
      data-testid="order-status"
    />
  );
}
