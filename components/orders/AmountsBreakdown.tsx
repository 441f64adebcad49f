// Goods, domestic shipping to the warehouse, service fee and total, exactly as the server computed them (cart,
// buy now, order detail). Optional extra rows (paid, refunded) follow the total.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { OrderAmounts } from '@/contract';
import MoneyText from '@/components/payments/MoneyText';

export interface ExtraRow {
  label: string;
  amount: number;
  testId?: string;
}

export default function AmountsBreakdown({
  amounts,
  extra = [],
  footnote,
}: {
  amounts: OrderAmounts;
  extra?: ExtraRow[];
  footnote?: ReactNode;
}) {
  const { t } = useTranslation('orders');
  // A definition list holds only its term and value pairs (each in a div): the rule above the total is the total
  // row's border and the footnote sits after the list.
  const row = (label: string, amount: number, testId: string, strong = false) => (
    <Box
      key={testId}
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        ...(strong ? { borderTop: 1, borderColor: 'divider', pt: 0.75 } : {}),
      }}
    >
      <Typography
        component="dt"
        variant={strong ? 'subtitle1' : 'body2'}
        color={strong ? 'textPrimary' : 'textSecondary'}
        sx={{ fontWeight: strong ? 600 : 400 }}
      >
        {label}
      </Typography>
      <Typography component="dd" variant={strong ? 'subtitle1' : 'body2'} sx={{ m: 0, textAlign: 'end' }}>
        <MoneyText amount={amount} strong={strong} testId={testId} />
      </Typography>
    </Box>
  );
  return (
    <Box role="group" aria-label={t('amounts.label')} sx={{ display: 'grid', gap: 0.75 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
        {row(t('amounts.goods'), amounts.goods, 'amount-goods')}
        {row(t('amounts.domesticShipping'), amounts.domesticShipping, 'amount-shipping')}
        {row(t('amounts.serviceFee'), amounts.serviceFee, 'amount-fee')}
        {row(t('amounts.total'), amounts.total, 'amount-total', true)}
        {extra.map((r) => row(r.label, r.amount, r.testId ?? r.label))}
      </Box>
      {footnote && (
        <Typography variant="caption" color="textSecondary">
          {footnote}
        </Typography>
      )}
    </Box>
  );
}
