// Variant choice across properties: one row of value chips per property. A value whose
// combination with the other choices has no SKU, or none in stock, is disabled (sku.ts). Choosing a chosen
// value again clears it.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ProductProperty, ProductSku } from '@/contract';
import { isValueAvailable, toggleValue, type Selection } from './sku';

export interface VariantPickerProps {
  properties: readonly ProductProperty[];
  skus: readonly ProductSku[];
  selection: Selection;
  onChange: (selection: (string | null)[]) => void;
}

export default function VariantPicker({ properties, skus, selection, onChange }: VariantPickerProps) {
  const { t } = useTranslation('product');
  if (properties.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {properties.map((property, index) => {
        const chosen = property.values.find((v) => v.id === selection[index]);
        const labelId = `variant-${property.id}`;
        return (
          <Box key={property.id} role="group" aria-labelledby={labelId}>
            <Typography id={labelId} variant="body2" sx={{ mb: 0.75 }}>
              <Box component="span" sx={{ color: 'text.secondary' }}>{property.name}</Box>
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
                    aria-pressed={selected}
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
