// The landed cost, line by line as the server priced it, each line saying what it is: goods, the agent's fees
// (paid at checkout), international shipping (paid once the warehouse weighs the parcel), import charges under
// the country's rule (or why they are left out), the total, the rule's date and a short disclaimer.
// `CostBreakdown` is the frame any landed total uses (the transit form lists its declared goods and services in
// it), so the import charges, the rule's date and the disclaimer read the same everywhere.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { ImportCharges, ImportRule, LandedCost } from '@/contract';
import MoneyText, { cnyText } from '@/components/payments/MoneyText';
import { isolate } from '@/utils/bidi';

/** One priced line: what it is, why it is charged, and the server's amount. */
export interface CostLine {
  key: string;
  label: string;
  hint?: string;
  amount: number;
  testId?: string;
}

function Row({
  label,
  hint,
  amount,
  strong = false,
  testId,
}: {
  label: string;
  hint?: string;
  amount: number | null;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 1.5,
        py: 0.5,
        borderTop: strong ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500 }}>
          {label}
        </Typography>
        {hint && (
          <Typography variant="caption" color="textSecondary" component="p">
            {hint}
          </Typography>
        )}
      </Box>
      {amount !== null && (
        <MoneyText
          amount={amount}
          strong={strong}
          testId={testId}
          style={{ justifyContent: 'flex-end', textAlign: 'end' }}
        />
      )}
    </Box>
  );
}

export function CostBreakdown({
  lines,
  importCharges,
  rule,
  total,
  countryName,
  testId = 'landed-cost',
}: {
  lines: readonly CostLine[];
  importCharges: ImportCharges | null;
  rule: ImportRule | null;
  total: number;
  countryName: string;
  testId?: string;
}) {
  const { t } = useTranslation('cost');
  const format = useFormat();
  const titleId = useId();
  let chargesHint: string;
  if (!importCharges || !rule) chargesHint = t('landed.noRule', { country: countryName });
  else {
    const duty =
      importCharges.dutyFree && rule.dutyFreeThreshold !== null
        ? t('landed.dutyFree', { threshold: isolate(cnyText(format, rule.dutyFreeThreshold)) })
        : t('landed.dutyRate', { rate: rule.dutyRatePercent });
    chargesHint =
      importCharges.fixedFee > 0
        ? `${duty}, ${t('landed.fixedFee', { fee: isolate(cnyText(format, importCharges.fixedFee)) })}`
        : duty;
  }
  return (
    <Box component="section" aria-labelledby={titleId} data-testid={testId} sx={{ mt: 1, width: '100%' }}>
      <Typography id={titleId} component="h3" variant="subtitle2">
        {t('landed.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {lines.map((line) => (
          <Row key={line.key} label={line.label} hint={line.hint} amount={line.amount} testId={line.testId} />
        ))}
        <Row
          label={t('landed.importCharges')}
          hint={chargesHint}
          amount={importCharges ? importCharges.total : null}
          testId="landed-import"
        />
        <Row label={t('landed.title')} amount={total} strong testId="landed-total" />
      </Box>
      {rule && (
        <Typography variant="caption" color="textSecondary" component="p" data-testid="landed-rule">
          {t('landed.ruleDate', { country: countryName, date: rule.effectiveFrom })}
        </Typography>
      )}
      <Typography variant="caption" color="textSecondary" component="p">
        {t('landed.disclaimer')}
      </Typography>
    </Box>
  );
}

export default function LandedCostBreakdown({
  landed,
  lineName,
  countryName,
}: {
  landed: LandedCost;
  lineName: string;
  countryName: string;
}) {
  const { t } = useTranslation('cost');
  const lines: CostLine[] = [
    { key: 'goods', label: t('landed.goods'), hint: t('landed.goodsHint'), amount: landed.goods },
    {
      key: 'domestic',
      label: t('landed.domesticShipping'),
      hint: t('landed.feesHint'),
      amount: landed.domesticShipping,
    },
    { key: 'service', label: t('landed.serviceFee'), hint: t('landed.feesHint'), amount: landed.serviceFee },
    {
      key: 'shipping',
      label: t('landed.shipping'),
      hint: t('landed.shippingHint', { line: isolate(lineName) }),
      amount: landed.shipping,
    },
  ];
  return (
    <CostBreakdown
      lines={lines}
      importCharges={landed.importCharges}
      rule={landed.rule}
      total={landed.total}
      countryName={countryName}
    />
  );
}
