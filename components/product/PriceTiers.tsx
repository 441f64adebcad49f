// Wholesale price tiers (SPU_PRICE_RANGE), sorted by startQuantity, the tier for the current quantity marked.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { PriceTier } from '@/contract';
import { useFormat } from '@/components/common/useFormat';
import { BASE_CURRENCY } from '@/utils/currency';
import { sortTiers, tierIndexFor } from './priceTier';

export default function PriceTiers({ tiers, quantity }: { tiers: readonly PriceTier[]; quantity: number }) {
  const { t } = useTranslation('product');
  const format = useFormat();
  const sorted = sortTiers(tiers);
  if (sorted.length === 0) return null;
  const active = tierIndexFor(sorted, quantity);
  return (
    <Box component="section" aria-label={t('price.tiers')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
        {t('price.tiers')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {sorted.map((tier, i) => {
          const current = i === active;
          return (
            <Box
              component="li"
              key={tier.startQuantity}
              aria-current={current ? 'true' : undefined}
              data-testid="price-tier"
              sx={{
                px: 1.5,
                py: 0.75,
                borderRadius: 1,
                border: 1,
                minWidth: 96,
                borderColor: current ? 'primary.main' : 'divider',
                // The paper under the current tier: the theme keeps primary text readable on it (a grey
                // selection tint over the price box took it below 4.5:1).
                bgcolor: current ? 'background.paper' : 'transparent',
              }}
            >
              <Typography
                variant="subtitle2"
                component="p"
                sx={{ fontWeight: 700, color: current ? 'primary.main' : 'text.primary' }}
              >
                <bdi>{format.money(tier.price, BASE_CURRENCY)}</bdi>
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {t('price.tierFrom', { count: tier.startQuantity })}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
