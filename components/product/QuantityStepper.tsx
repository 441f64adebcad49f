// Quantity with − / + buttons and a number field, kept between `min` (the product minimum) and `max` (the
// chosen SKU's stock, when known). Typing is free; the value settles into range when the field loses focus.
// Plain elements styled by a static stylesheet: no IconButton, InputBase or style work in the first load.
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import PlainIcon from '@/components/common/PlainIcon';
import PlainIconButton from '@/components/common/PlainIconButton';
import { toAsciiDigits } from '@/utils/typedNumber';
import { ADD, REMOVE } from './quantityIconPaths';
import styles from './QuantityStepper.module.css';

/**
 * The whole quantity a shopper typed, in their keyboard's digits, or null when the text is not one: a decimal
 * point, a sign or an exponent is refused rather than dropped, so "2.5" never becomes 25.
 */
export function parseTypedQuantity(text: string): number | null {
  const digits = toAsciiDigits(text.trim());
  return /^[0-9]+$/.test(digits) ? Number(digits) : null;
}

export function clampQuantity(value: number, min: number, max: number | null): number {
  const whole = Number.isFinite(value) ? Math.floor(value) : min;
  const upper = max === null ? Number.MAX_SAFE_INTEGER : Math.max(0, max);
  return Math.max(Math.min(min, upper), Math.min(upper, whole));
}

export default function QuantityStepper({
  value,
  min,
  max,
  onChange,
  label,
  disabled = false,
}: {
  value: number;
  min: number;
  max: number | null;
  onChange: (quantity: number) => void;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('product');
  const [text, setText] = useState(String(value));
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    setText(String(value));
  }
  // The field shows what it settled to even when that is the quantity already chosen (a cleared field, then blur).
  const settle = (n: number) => {
    const next = clampQuantity(n, min, max);
    setText(String(next));
    onChange(next);
  };
  // A cleared field settles to the minimum; text that is not a whole number leaves the quantity as it was.
  const settleTyped = () => {
    const typed = text.trim() === '' ? min : parseTypedQuantity(text);
    if (typed === null) setText(String(value));
    else settle(typed);
  };
  return (
    <div className={styles.stepper}>
      <PlainIconButton
        size="small"
        aria-label={t('quantity.decrease')}
        disabled={disabled || value <= min}
        onClick={() => settle(value - 1)}
      >
        <PlainIcon d={REMOVE} size="small" />
      </PlainIconButton>
      <input
        type="text"
        inputMode="numeric"
        className={styles.field}
        aria-label={label}
        value={text}
        disabled={disabled}
        maxLength={9}
        onChange={(e) => setText(e.target.value)}
        onBlur={settleTyped}
        onKeyDown={(e) => {
          if (e.key === 'Enter') settleTyped();
        }}
      />
      <PlainIconButton
        size="small"
        aria-label={t('quantity.increase')}
        disabled={disabled || (max !== null && value >= max)}
        onClick={() => settle(value + 1)}
      >
        <PlainIcon d={ADD} size="small" />
      </PlainIconButton>
    </div>
  );
}
