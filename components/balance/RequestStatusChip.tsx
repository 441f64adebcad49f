// A deposit or withdrawal request's state: waiting for the operator, approved, or rejected.
import { useTranslation } from 'next-i18next/pages';
import type { FundRequestStatus } from '@/contract';
import PlainChip from '@/components/common/PlainChip';

export default function RequestStatusChip({ status }: { status: FundRequestStatus }) {
  const { t } = useTranslation('balance');
  const color = status === 'APPROVED' ? 'success' : status === 'REJECTED' ? 'error' : 'warning';
  return (
    <PlainChip color={color} variant="outlined" label={t(`requestStatus.${status}`)} data-testid="request-status" />
  );
}
