// The landed cost, line by line as the server priced it, each line saying what it is: goods, the agent's fees
// (paid at checkout), international shipping (paid once the warehouse weighs the parcel), import charges under
// the country's rule (or why they are left out), the total, the rule's date and a short disclaimer.
// `CostBreakdown` is the frame any landed total uses (the transit form lists its declared goods and services in
// it), so the import charges, the rule's date and the disclaimer read the same everywhere. Plain elements on a
// static stylesheet: the breakdown is part of the door cost answer on the product page and the cart.
import { useId } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { ImportCharges, ImportRule, LandedCost } from '@/contract';
import MoneyText, { cnyText } from '@/components/payments/MoneyText';
import { isolate } from '@/utils/bidi';
import styles from './LandedCostBreakdown.module.css';
import text from './shippingText.module.css';

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
    <li className={strong ? `${styles.row} ${styles.totalRow}` : styles.row}>
      <div className={styles.label}>
        <p className={strong ? styles.totalLabel : styles.lineLabel}>{label}</p>
        {hint && <p className={text.caption}>{hint}</p>}
      </div>
      {amount !== null && <MoneyText amount={amount} strong={strong} testId={testId} className={styles.amount} />}
    </li>
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
    <section aria-labelledby={titleId} data-testid={testId} className={styles.breakdown}>
      <h3 id={titleId} className={styles.title}>
        {t('landed.title')}
      </h3>
      <ul className={styles.rows}>
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
      </ul>
      {rule && (
        <p className={text.caption} data-testid="landed-rule">
          {t('landed.ruleDate', { country: countryName, date: rule.effectiveFrom })}
        </p>
      )}
      <p className={text.caption}>{t('landed.disclaimer')}</p>
    </section>
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
