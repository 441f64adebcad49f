// The door cost panel's answer: the cost on the cheapest line, its days and weights, a link to compare the lines and
// the landed cost. Shown only once the browser has asked the server (the server render knows no country yet), so
// it loads then, not with the page. Plain elements on a static stylesheet: the answer comes on the product page
// and the cart of every visit, and MUI's Typography and Link would bring MUI and Emotion's style work with it.
import { useTranslation } from 'next-i18next/pages';
import type { DoorCost } from '@/contract';
import PlainLink from '@/components/common/PlainLink';
import { useFormat } from '@/components/common/useFormat';
import MoneyText from '@/components/payments/MoneyText';
import { isolate } from '@/utils/bidi';
import LandedCostBreakdown from './LandedCostBreakdown';
import styles from './DoorCostResult.module.css';
import text from './shippingText.module.css';

export default function DoorCostResult({
  cost,
  countryName,
  compareHref,
  variantsChosen,
}: {
  cost: DoorCost;
  countryName: string;
  compareHref: string | null;
  /** False while some item has no variant chosen (then there is no total to show yet). */
  variantsChosen: boolean;
}) {
  const { t } = useTranslation('cost');
  const format = useFormat();
  if (cost.goodsGrams === 0) {
    return <p className={text.secondaryNote}>{t('door.unknownWeight')}</p>;
  }
  const compare = compareHref && (
    <PlainLink href={compareHref} className={text.note} data-testid="door-cost-compare">
      {t('door.compare')}
    </PlainLink>
  );
  const line = cost.line;
  if (!line?.fee) {
    // A line that serves the country but refuses the box (too heavy, too long) is one fewer pieces may fit.
    const boxRefused = cost.lines.some((l) => l.refusal !== null && l.refusal !== 'COUNTRY_NOT_SERVED');
    return (
      <div className={styles.answer}>
        <p className={styles.refusal} data-testid="door-cost-no-line">
          {t(boxRefused ? 'door.noLineForBox' : 'door.noLine', { country: countryName })}
        </p>
        {compare}
      </div>
    );
  }
  return (
    <div className={styles.answer}>
      <div className={styles.summary}>
        <p className={text.text}>{t('door.summary', { country: countryName })}</p>
        <MoneyText amount={line.fee.total} strong testId="door-cost-fee" />
      </div>
      <p className={text.secondaryNote} data-testid="door-cost-line">
        {t('door.by', {
          line: isolate(line.transitOptionName),
          min: line.deliveryDays.min,
          max: line.deliveryDays.max,
        })}
      </p>
      <p className={text.secondaryNote}>
        {t('door.weight', {
          charged: isolate(format.weight(line.weights.chargeableGrams)),
          goods: isolate(format.weight(cost.goodsGrams)),
          box: isolate(format.size(cost.box)),
        })}
      </p>
      {cost.unweighedItems > 0 && <p className={text.note}>{t('door.someUnknown', { count: cost.unweighedItems })}</p>}
      <p className={text.caption}>{t('door.note')}</p>
      {compare}
      {cost.landed ? (
        <LandedCostBreakdown landed={cost.landed} lineName={line.transitOptionName} countryName={countryName} />
      ) : (
        !variantsChosen && <p className={text.secondaryNote}>{t('landed.chooseVariant')}</p>
      )}
    </div>
  );
}
