// The door cost panel's answer: the cost on the cheapest line, its days and weights, a link to compare the lines and
// the landed cost. Shown only once the browser has asked the server (the server render knows no country yet), so
// it loads then, not with the page.
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { DoorCost } from '@/contract';
import { useFormat } from '@/components/common/useFormat';
import MoneyText from '@/components/payments/MoneyText';
import { isolate } from '@/utils/bidi';
import LandedCostBreakdown from './LandedCostBreakdown';
import { withMuiScope } from '@/theme/MuiScope';

function DoorCostResult({
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
    return (
      <Typography variant="body2" color="textSecondary">
        {t('door.unknownWeight')}
      </Typography>
    );
  }
  const compare = compareHref && (
    <Link component={NextLink} href={compareHref} variant="body2" data-testid="door-cost-compare">
      {t('door.compare')}
    </Link>
  );
  const line = cost.line;
  if (!line?.fee) {
    // A line that serves the country but refuses the box (too heavy, too long) is one fewer pieces may fit.
    const boxRefused = cost.lines.some((l) => l.refusal !== null && l.refusal !== 'COUNTRY_NOT_SERVED');
    return (
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <Typography variant="body2" color="error" data-testid="door-cost-no-line">
          {t(boxRefused ? 'door.noLineForBox' : 'door.noLine', { country: countryName })}
        </Typography>
        {compare}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
        <Typography>{t('door.summary', { country: countryName })}</Typography>
        <MoneyText amount={line.fee.total} strong testId="door-cost-fee" />
      </Box>
      <Typography variant="body2" color="textSecondary" data-testid="door-cost-line">
        {t('door.by', {
          line: isolate(line.transitOptionName),
          min: line.deliveryDays.min,
          max: line.deliveryDays.max,
        })}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('door.weight', {
          charged: isolate(format.weight(line.weights.chargeableGrams)),
          goods: isolate(format.weight(cost.goodsGrams)),
          box: isolate(format.size(cost.box)),
        })}
      </Typography>
      {cost.unweighedItems > 0 && (
        <Typography variant="body2">{t('door.someUnknown', { count: cost.unweighedItems })}</Typography>
      )}
      <Typography variant="caption" color="textSecondary">
        {t('door.note')}
      </Typography>
      {compare}
      {cost.landed ? (
        <LandedCostBreakdown landed={cost.landed} lineName={line.transitOptionName} countryName={countryName} />
      ) : (
        !variantsChosen && (
          <Typography variant="body2" color="textSecondary">
            {t('landed.chooseVariant')}
          </Typography>
        )
      )}
    </Box>
  );
}

export default withMuiScope(DoorCostResult);
