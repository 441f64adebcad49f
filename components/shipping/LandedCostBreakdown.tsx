// The landed cost, line by line as the server priced it, each line saying what it is: goods, the agent's fees
// (paid at checkout), international shipping (paid once the warehouse weighs the parcel), import charges under
// the country's rule (or why they are left out), the total, the rule's date and a short disclaimer.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { LandedCost } from '@/contract';
import MoneyText, { cnyText } from '@/components/payments/MoneyText';
import { isolate } from '@/utils/bidi';

function Row({ label, hint, amount, strong = false, testId }: { label: string; hint?: string; amount: number | null; strong?: boolean; testId?: string }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1.5, py: 0.5, borderTop: strong ? 1 : 0, borderColor: 'divider' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500 }}>{label}</Typography>
        {hint && <Typography variant="caption" color="text.secondary" component="p">{hint}</Typography>}
      </Box>
      {amount !== null && <MoneyText amount={amount} strong={strong} testId={testId} sx={{ justifyContent: 'flex-end', textAlign: 'end' }} />}
    </Box>
  );
}

export default function LandedCostBreakdown({ landed, lineName, countryName }: { landed: LandedCost; lineName: string; countryName: string }) {
  const { t } = useTranslation('cost');
  const format = useFormat();
  const charges = landed.importCharges;
  const rule = landed.rule;
  let chargesHint: string;
  if (!charges || !rule) chargesHint = t('landed.noRule', { country: countryName });
  else {
    const duty = charges.dutyFree && rule.dutyFreeThreshold !== null
      ? t('landed.dutyFree', { threshold: isolate(cnyText(format, rule.dutyFreeThreshold)) })
      : t('landed.dutyRate', { rate: rule.dutyRatePercent });
    chargesHint = charges.fixedFee > 0 ? `${duty}, ${t('landed.fixedFee', { fee: isolate(cnyText(format, charges.fixedFee)) })}` : duty;
  }
  return (
    <Box component="section" aria-labelledby="landed-cost-title" data-testid="landed-cost" sx={{ mt: 1, width: '100%' }}>
      <Typography id="landed-cost-title" component="h3" variant="subtitle2">{t('landed.title')}</Typography>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        <Row label={t('landed.goods')} hint={t('landed.goodsHint')} amount={landed.goods} />
        <Row label={t('landed.domesticShipping')} hint={t('landed.feesHint')} amount={landed.domesticShipping} />
        <Row label={t('landed.serviceFee')} hint={t('landed.feesHint')} amount={landed.serviceFee} />
        <Row label={t('landed.shipping')} hint={t('landed.shippingHint', { line: isolate(lineName) })} amount={landed.shipping} />
        <Row label={t('landed.importCharges')} hint={chargesHint} amount={charges ? charges.total : null} testId="landed-import" />
        <Row label={t('landed.title')} amount={landed.total} strong testId="landed-total" />
      </Box>
      {rule && (
        <Typography variant="caption" color="text.secondary" component="p" data-testid="landed-rule">
          {t('landed.ruleDate', { country: countryName, date: rule.effectiveFrom })}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p">{t('landed.disclaimer')}</Typography>
    </Box>
  );
}
