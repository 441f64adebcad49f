// The selection's summary: how many lines are selected and what they cost (CNY and the tenant's currency).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ExchangeInfo } from '@/contract';
import { PriceText } from '@/components/product/PriceText';
import type { SelectionSummary } from './cartTotals';

export default function CartSummary({ summary, exchange }: { summary: SelectionSummary; exchange: ExchangeInfo }) {
  const { t } = useTranslation('cart');
  return (
    <Box
      component="section"
      aria-label={t('summary.label')}
      data-testid="cart-summary"
      sx={{
        position: 'sticky', insetBlockEnd: 0, zIndex: 1, mt: 2, p: 2, borderRadius: 1, border: 1,
        borderColor: 'divider', bgcolor: 'background.paper',
        display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1,
      }}
    >
      <Typography variant="body1" data-testid="cart-selected-count">
        {t('summary.selected', { count: summary.lines })}
      </Typography>
      <Box sx={{ textAlign: 'end' }}>
        <Typography variant="caption" color="text.secondary" component="p">{t('summary.total')}</Typography>
        <PriceText min={summary.total} max={summary.total} exchange={exchange} size="small" />
      </Box>
    </Box>
  );
}
