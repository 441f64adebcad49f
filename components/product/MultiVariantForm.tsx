// "Add several variants": every SKU with its price and stock and a quantity of its own; the lines with a
// quantity go to the cart in one call. For a wholesale item the tier follows the total of all lines.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { Product } from '@/contract';
import { useFormat } from '@/components/common/useFormat';
import { BASE_CURRENCY } from '@/utils/currency';
import { shownPrice } from './priceTier';
import QuantityStepper from './QuantityStepper';
import { skuLabel } from './sku';

export function multipleTotal(quantities: Record<string, number>): number {
  return Object.values(quantities).reduce((sum, n) => sum + (n > 0 ? n : 0), 0);
}

export default function MultiVariantForm({
  product,
  quantities,
  onChange,
}: {
  product: Product;
  quantities: Record<string, number>;
  onChange: (skuId: string, quantity: number) => void;
}) {
  const { t } = useTranslation('product');
  const format = useFormat();
  const total = multipleTotal(quantities);
  return (
    <Box
      component="section"
      aria-label={t('multiple.title')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 360, overflowY: 'auto' }}>
        {product.skus.map((sku) => {
          const label = skuLabel(product, sku) || product.title;
          const price = shownPrice(product, sku, Math.max(total, 1)).min;
          const soldOut = sku.stock <= 0;
          return (
            <Box
              component="li"
              key={sku.skuId}
              data-testid="multi-line"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1.5,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-child': { borderBottom: 0 },
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap title={label}>
                  {label}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  <bdi>{format.money(price, BASE_CURRENCY)}</bdi>
                  {' · '}
                  {soldOut ? t('variants.outOfStock') : t('variants.stock', { count: sku.stock })}
                </Typography>
              </Box>
              <QuantityStepper
                value={quantities[sku.skuId] ?? 0}
                min={0}
                max={Math.max(0, sku.stock)}
                disabled={soldOut}
                label={t('multiple.quantityFor', { name: label })}
                onChange={(n) => onChange(sku.skuId, n)}
              />
            </Box>
          );
        })}
      </Box>
      <Typography variant="body2" sx={{ px: 1.5, py: 1, borderTop: 1, borderColor: 'divider' }}>
        {t('multiple.total', { count: total })}
      </Typography>
    </Box>
  );
}
