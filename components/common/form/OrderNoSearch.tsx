// A search by order number (or part of one) for the lists that offer it: my purchases and the payments to make.
// The shopper types, then submits with Enter or the search button at the end of the box. Plain elements (the
// outlined TextInput with its end adornment, PlainIconButton) under a static stylesheet: no MUI on the lists'
// first screen.
import type { CSSProperties, FormEvent } from 'react';
import { ORDER_NO_MAX_LENGTH } from '@/components/orders/orderQuery';
import PlainIcon from '../PlainIcon';
import PlainIconButton from '../PlainIconButton';
import { SEARCH } from '../plainIconPaths';
import { OutlinedFieldEndAdornment } from './OutlinedField';
import TextInput from './TextInput';
import styles from './OrderNoSearch.module.css';

export default function OrderNoSearch({
  value,
  onChange,
  onSubmit,
  label,
  buttonLabel,
  widthPx,
}: {
  value: string;
  onChange: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
  label: string;
  /** The search button's accessible name. */
  buttonLabel: string;
  /** The box's width from sm up (on phones it takes a row of its own). */
  widthPx: number;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={onSubmit}
      className={styles.form}
      style={{ '--order-search-width': `${widthPx}px` } as CSSProperties}
    >
      <TextInput
        size="small"
        fullWidth
        value={value}
        onChange={(e) => onChange(e.target.value.slice(0, ORDER_NO_MAX_LENGTH))}
        label={label}
        slotProps={{
          htmlInput: { dir: 'ltr' },
          input: {
            endAdornment: (
              <OutlinedFieldEndAdornment className={styles.adornment}>
                <PlainIconButton type="submit" edge="end" size="small" aria-label={buttonLabel}>
                  <PlainIcon d={SEARCH} size="small" />
                </PlainIconButton>
              </OutlinedFieldEndAdornment>
            ),
          },
        }}
      />
    </form>
  );
}
