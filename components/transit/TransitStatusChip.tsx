// A transit order's status as a coloured chip: waiting on the warehouse (packing), waiting on the shopper
// (payment, receipt), on its way, done, closed.
import Chip from '@mui/material/Chip';
import { useTranslation } from 'next-i18next/pages';
import type { TransitOrderStatus } from '@/contract';

const COLORS: Record<TransitOrderStatus, 'default' | 'info' | 'warning' | 'primary' | 'success' | 'secondary'> = {
  PACKING: 'info',
  AWAITING_PAYMENT: 'warning',
  PAID: 'primary',
  SHIPPED: 'primary',
  DELIVERED: 'secondary',
  COMPLETED: 'success',
  CLOSED: 'default',
};

export default function TransitStatusChip({ status }: { status: TransitOrderStatus }) {
  const { t } = useTranslation('shipping');
  return <Chip size="small" color={COLORS[status]} label={t(`transit.status.${status}`)} data-testid="transit-status" />;
}
