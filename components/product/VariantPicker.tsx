// Variant choice across properties: one row of value chips per property. A value whose
// combination with the other choices has no SKU, or none in stock, is disabled (sku.ts). Choosing a chosen
// value again clears it.
// Each row is a radio group (WAI-ARIA radio pattern): one Tab stop on the chosen value (or the first choosable
// one), arrow keys move to the next or previous choosable value and choose it, in reading order for the
// page's direction.
import type { KeyboardEvent } from 'react';
import { useTheme } from '@mui/material/styles';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ProductProperty, ProductSku } from '@/contract';
import { isValueAvailable, selectValue, toggleValue, type Selection } from './sku';

export interface VariantPickerProps {
  properties: readonly ProductProperty[];
  skus: readonly ProductSku[];
  selection: Selection;
  onChange: (selection: (string | null)[]) => void;
}

export default function VariantPicker({ properties, skus, selection, onChange }: VariantPickerProps) {
  const { t } = useTranslation('product');
  const rtl = useTheme().direction === 'rtl';
  if (properties.length === 0) return null;

  const onArrow = (event: KeyboardEvent<HTMLElement>, index: number, choosable: readonly string[]) => {
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
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {properties.map((property, index) => {
        const chosen = property.values.find((v) => v.id === selection[index]);
        const labelId = `variant-${property.id}`;
        const choosable = property.values
          .filter((v) => v.id === selection[index] || isValueAvailable(skus, selection, index, v.id))
          .map((v) => v.id);
        const tabStop = chosen?.id ?? choosable[0];
        return (
          <Box
            key={property.id}
            role="radiogroup"
            aria-labelledby={labelId}
            onKeyDown={(event) => onArrow(event, index, choosable)}
          >
            <Typography id={labelId} variant="body2" sx={{ mb: 0.75 }}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {property.name}
              </Box>
              {chosen ? `: ${chosen.name}` : ''}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {property.values.map((value) => {
                const selected = value.id === selection[index];
                const available = isValueAvailable(skus, selection, index, value.id);
                return (
                  <Chip
                    key={value.id}
                    label={value.name}
                    avatar={value.image ? <Avatar src={value.image} alt="" variant="rounded" /> : undefined}
                    color={selected ? 'primary' : 'default'}
                    variant={selected ? 'filled' : 'outlined'}
                    disabled={!available && !selected}
                    onClick={() => onChange(toggleValue(selection, index, value.id))}
                    role="radio"
                    aria-checked={selected}
                    tabIndex={value.id === tabStop ? 0 : -1}
                    data-value-id={value.id}
                    aria-label={available ? value.name : t('variants.unavailable', { name: value.name })}
                    sx={{ borderRadius: 1, ...(available ? {} : { textDecoration: 'line-through' }) }}
                  />
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
