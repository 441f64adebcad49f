// Where the sellers send the goods: one of the tenant's warehouses in China, with its address under the choice.
// The browser's own select (components/common/form/WrappingSelectInput.tsx): the cart shows it on the first screen.
import { useTranslation } from 'next-i18next/pages';
import PlainAlert from '@/components/common/PlainAlert';
import WrappingSelectInput from '@/components/common/form/WrappingSelectInput';
import RetryAlert from '@/components/common/RetryAlert';
import styles from './WarehouseSelect.module.css';
import type { WarehousesState } from './useWarehouses';

export default function WarehouseSelect({
  state,
  value,
  onChange,
  onRetry,
  disabled,
}: {
  state: WarehousesState;
  value: string | null;
  onChange: (id: string) => void;
  onRetry: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation(['cart', 'common']);
  if (state.status === 'failed') {
    return <RetryAlert error={state.error} onRetry={onRetry} what={t('cart:warehouse.loadError')} />;
  }
  if (state.status !== 'ready') return <span className={styles.placeholder} aria-label={t('cart:warehouse.loading')} />;
  if (state.data.length === 0) return <PlainAlert severity="warning">{t('cart:warehouse.none')}</PlainAlert>;
  const chosen = state.data.find((w) => w.id === value);
  // A long name wraps instead of being cut: on a right-to-left page the cut would fall on a Latin name's start.
  return (
    <WrappingSelectInput
      size="small"
      fullWidth
      label={t('cart:warehouse.label')}
      value={chosen ? chosen.id : ''}
      options={state.data.map((w) => ({ value: w.id, label: w.name }))}
      onChange={onChange}
      disabled={disabled}
      helperText={chosen ? chosen.address : t('cart:warehouse.hint')}
    />
  );
}
