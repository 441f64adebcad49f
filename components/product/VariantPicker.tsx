// Variant choice across properties: one row of value chips per property. A value whose
// combination with the other choices has no SKU, or none in stock, is disabled (sku.ts). Choosing a chosen
// value again clears it.
// Each row is a radio group (WAI-ARIA radio pattern): one Tab stop on the chosen value (or the first choosable
// one), arrow keys move to the next or previous choosable value and choose it, in reading order for the
// page's direction. The values are the browser's own buttons (Enter and Space choose, disabled leaves the Tab
// order) drawn as MUI's chips by a static stylesheet: no Chip, Avatar or style work in the first load.
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { ProductProperty, ProductSku } from '@/contract';
import { isValueAvailable, selectValue, toggleValue, type Selection } from './sku';
import styles from './VariantPicker.module.css';

export interface VariantPickerProps {
  properties: readonly ProductProperty[];
  skus: readonly ProductSku[];
  selection: Selection;
  onChange: (selection: (string | null)[]) => void;
}

export default function VariantPicker({ properties, skus, selection, onChange }: VariantPickerProps) {
  const { t } = useTranslation('product');
  if (properties.length === 0) return null;

  const onArrow = (event: KeyboardEvent<HTMLElement>, index: number, choosable: readonly string[]) => {
    // The row's own direction (the page's, or a dir an ancestor sets) decides which arrow reads forward.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = ['ArrowDown', rtl ? 'ArrowLeft' : 'ArrowRight'];
    const backward = ['ArrowUp', rtl ? 'ArrowRight' : 'ArrowLeft'];
    const step = forward.includes(event.key) ? 1 : backward.includes(event.key) ? -1 : 0;
    if (step === 0 || choosable.length === 0) return;
    event.preventDefault();
    // From the value that has focus (nothing may be chosen yet), else from the chosen one.
    const focused = (event.target as HTMLElement).dataset.valueId ?? selection[index] ?? '';
    const at = choosable.indexOf(focused);
    const next = choosable[(at + step + choosable.length) % choosable.length]!;
    onChange(selectValue(selection, index, next));
    event.currentTarget.querySelector<HTMLElement>(`[data-value-id="${CSS.escape(next)}"]`)?.focus();
  };

  return (
    <div className={styles.rows}>
      {properties.map((property, index) => {
        const chosen = property.values.find((v) => v.id === selection[index]);
        const labelId = `variant-${property.id}`;
        const choosable = property.values
          .filter((v) => v.id === selection[index] || isValueAvailable(skus, selection, index, v.id))
          .map((v) => v.id);
        const tabStop = chosen?.id ?? choosable[0];
        return (
          <div
            key={property.id}
            role="radiogroup"
            aria-labelledby={labelId}
            onKeyDown={(event) => onArrow(event, index, choosable)}
          >
            <p id={labelId} className={styles.legend}>
              <span className={styles.propertyName}>{property.name}</span>
              {chosen ? `: ${chosen.name}` : ''}
            </p>
            <div className={styles.values}>
              {property.values.map((value) => {
                const selected = value.id === selection[index];
                const available = isValueAvailable(skus, selection, index, value.id);
                const disabled = !available && !selected;
                return (
                  <button
                    key={value.id}
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    disabled={disabled}
                    aria-disabled={disabled || undefined}
                    tabIndex={value.id === tabStop ? 0 : -1}
                    data-value-id={value.id}
                    aria-label={available ? value.name : t('variants.unavailable', { name: value.name })}
                    className={available ? styles.value : `${styles.value} ${styles.unavailable}`}
                    onClick={() => onChange(toggleValue(selection, index, value.id))}
                  >
                    {value.image && (
                      // A 24 px thumbnail the marketplace serves at its own size: no resizing service for it.
                      // eslint-disable-next-line @next/next/no-img-element
                      <img src={value.image} alt="" className={styles.thumb} />
                    )}
                    <span className={styles.label}>{value.name}</span>
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
