// A transit order's status as a coloured chip: waiting on the warehouse (packing), waiting on the shopper
// (payment, receipt), on its way, done, closed. An order with trial packing says while packing that it is being
// packed for the exact fee.
import { useTranslation } from 'next-i18next/pages';
import type { TransitOrderStatus } from '@/contract';
import PlainChip, { type PlainChipColor } from '@/components/common/PlainChip';

const COLORS: Record<TransitOrderStatus, PlainChipColor> = {
  PACKING: 'info',
  AWAITING_PAYMENT: 'warning',
  PAID: 'primary',
  SHIPPED: 'primary',
  DELIVERED: 'secondary',
  COMPLETED: 'success',
  CLOSED: 'default',
};

export default function TransitStatusChip({
  status,
  trialPacking = false,
}: {
  status: TransitOrderStatus;
  trialPacking?: boolean;
}) {
  const { t } = useTranslation('shipping');
  const label = status === 'PACKING' && trialPacking ? t('transit.trialPackingStatus') : t(`transit.status.${status}`);
  return <PlainChip color={COLORS[status]} label={label} data-testid="transit-status" />;
}
