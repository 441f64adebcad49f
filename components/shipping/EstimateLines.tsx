// Every shipping line's answer for one shipment, as the server priced it: the fee (first weight plus the
// additional steps), delivery days, the weight charged (volumetric when the box is bulky) and what the line
// refuses to carry; a line that cannot take the shipment says why. With `choice` the lines are a radio group
// (the transit form); without it a plain list (the estimator). Plain elements styled by EstimateLines.module.css.
import { useTranslation } from 'next-i18next/pages';
import PlainChip from '@/components/common/PlainChip';
import PlainRadio from '@/components/common/PlainRadio';
import { useFormat } from '@/components/common/useFormat';
import type { ShippingEstimateLine } from '@/contract';
import MoneyText, { cnyText } from '@/components/payments/MoneyText';
import styles from './EstimateLines.module.css';

export interface LineChoice {
  value: string | null;
  onChange: (name: string) => void;
  /** Extra reason a line cannot be chosen here (e.g. no pickup on this line), already translated; null if it can. */
  blockedReason?: (line: ShippingEstimateLine) => string | null;
  name: string;
}

export default function EstimateLines({
  lines,
  choice,
  label,
}: {
  lines: readonly ShippingEstimateLine[];
  choice?: LineChoice;
  label: string;
}) {
  const Group = choice ? 'div' : 'ul';
  return (
    // A radio group is not a list: its rows are plain groups then, so no list item stands outside a list.
    <Group role={choice ? 'radiogroup' : undefined} aria-label={label} className={styles.lines}>
      {lines.map((line) => (
        <LineRow key={line.transitOptionName} line={line} choice={choice} />
      ))}
    </Group>
  );
}

function LineRow({ line, choice }: { line: ShippingEstimateLine; choice?: LineChoice }) {
  const { t } = useTranslation('shipping');
  const format = useFormat();
  const blocked = choice?.blockedReason?.(line) ?? null;
  const refusal =
    line.refusal === 'TOO_HEAVY'
      ? t('estimate.refusal.TOO_HEAVY', { max: format.weight(line.maxWeightGrams) })
      : line.refusal === 'OVERSIZE'
        ? t('estimate.refusal.OVERSIZE', { max: format.number(line.maxLengthCm ?? 0) })
        : line.refusal === 'COUNTRY_NOT_SERVED'
          ? t('estimate.refusal.COUNTRY_NOT_SERVED')
          : null;
  const available = line.allowed && !blocked;
  const checked = choice?.value === line.transitOptionName;
  const id = `line-${line.transitOptionName.replace(/\W+/g, '-')}`;
  const bulky = line.weights.volumetricGrams > line.weights.actualGrams;
  const Row = choice ? 'div' : 'li';
  const rowClasses = [
    styles.line,
    checked && styles.checked,
    choice && available && styles.choosable,
    !available && styles.unavailable,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Row
      data-testid="estimate-line"
      onClick={choice && available ? () => choice.onChange(line.transitOptionName) : undefined}
      className={rowClasses}
    >
      {choice && (
        <PlainRadio
          checked={checked}
          disabled={!available}
          name={choice.name}
          value={line.transitOptionName}
          onChange={() => choice.onChange(line.transitOptionName)}
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-fee`}
          size="small"
          className={styles.radio}
        />
      )}
      <div className={styles.body}>
        <div className={styles.head}>
          <p id={`${id}-name`} className={styles.name}>
            {line.transitOptionName}
          </p>
          <div id={`${id}-fee`} data-testid="estimate-fee">
            {line.fee ? <MoneyText amount={line.fee.total} strong /> : <p className={styles.refusal}>{refusal}</p>}
          </div>
        </div>
        {/* Tenant text in its own language: its direction, not the page's. */}
        <p className={styles.description} dir="auto">
          {line.description}
        </p>
        <div className={styles.facts}>
          <p className={styles.fact}>
            {t('estimate.days', { min: line.deliveryDays.min, max: line.deliveryDays.max })}
          </p>
          <p className={styles.fact}>
            {t('estimate.charged')} <bdi>{format.weight(line.weights.chargeableGrams)}</bdi>
            {bulky && <span className={styles.secondary}> ({t('estimate.volumetric')})</span>}
          </p>
          {line.selfPickupAvailable && <p className={styles.secondaryFact}>{t('estimate.pickup')}</p>}
        </div>
        {line.fee && (
          <p className={styles.breakdown}>
            {t('estimate.breakdown', {
              first: cnyText(format, line.fee.firstWeightFee),
              count: line.fee.additionalUnits,
              additional: cnyText(format, line.fee.additionalWeightFee),
            })}
          </p>
        )}
        {line.restrictions.length > 0 && (
          <div className={styles.restrictions} aria-label={t('estimate.restrictions')}>
            {line.restrictions.map((r) => (
              <PlainChip key={r} variant="outlined" label={t(`estimate.restriction.${r}`)} />
            ))}
          </div>
        )}
        {line.allowed && blocked && <p className={styles.blocked}>{blocked}</p>}
      </div>
    </Row>
  );
}
