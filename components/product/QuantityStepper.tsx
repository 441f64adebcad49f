// Quantity with − / + buttons and a number field, kept between `min` (the product minimum) and `max` (the
// chosen SKU's stock, when known). Typing is free; the value settles into range when the field loses focus.
import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslation } from 'next-i18next/pages';

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
  const settle = (n: number) => onChange(clampQuantity(n, min, max));
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <IconButton
        size="small"
        aria-label={t('quantity.decrease')}
        disabled={disabled || value <= min}
        onClick={() => settle(value - 1)}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <InputBase
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/[^\d]/g, ''))}
        onBlur={() => settle(Number(text || min))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') settle(Number(text || min));
        }}
        inputProps={{ inputMode: 'numeric', 'aria-label': label, style: { textAlign: 'center', width: 56 } }}
      />
      <IconButton
        size="small"
        aria-label={t('quantity.increase')}
        disabled={disabled || (max !== null && value >= max)}
        onClick={() => settle(value + 1)}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
