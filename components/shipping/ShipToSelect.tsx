// The "ship to" country chooser of the door cost and the consolidation advice: the tenant's countries, disabled
// until they have loaded. The browser's own select: it sits on the product and cart pages' first screen.
import type { SupportedCountry } from '@/contract';
import NativeSelectInput from '@/components/common/form/NativeSelectInput';
import styles from './ShipToSelect.module.css';

export default function ShipToSelect({
  id,
  label,
  countries,
  country,
  onChoose,
}: {
  id?: string;
  label: string;
  countries: readonly SupportedCountry[];
  country: string | null;
  onChoose: (code: string) => void;
}) {
  return (
    <NativeSelectInput
      size="small"
      id={id}
      label={label}
      value={countries.length && country ? country : ''}
      options={countries.map((c) => ({ value: c.code, label: c.name }))}
      onChange={onChoose}
      disabled={countries.length === 0}
      className={styles.select}
    />
  );
}
