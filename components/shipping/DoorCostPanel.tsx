// "To your door in <country>": what the goods shown (a product's chosen pieces, the cart's selected lines) would
// cost to ship home on the cheapest line, as the server priced it from the catalogue's weight per piece and the
// packed-size rule; the line used, its days and the weight charged, and a link to compare every line on the
// estimator page. The country is the shopper's choice, or their default address's.
import NextLink from 'next/link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { useTranslation } from 'next-i18next/pages';
import type { DoorCost, DoorCostItem } from '@/contract';
import ShipToSelect from '@/components/shipping/ShipToSelect';
import { useCountries, useCountryName } from '@/components/address/useAddressReference';
import { useFormat } from '@/components/common/useFormat';
import { useEnabledArticleTypes } from '@/components/layout/useEnabledArticleTypes';
import MoneyText from '@/components/payments/MoneyText';
import { useTenant } from '@/stores';
import { isolate } from '@/utils/bidi';
import { errorText } from '@/utils/errorText';
import { estimatorHref } from './estimateInput';
import LandedCostBreakdown from './LandedCostBreakdown';
import { useDoorCost } from './useDoorCost';
import { useDoorCountry } from './useDoorCountry';

export default function DoorCostPanel({ items }: { items: readonly DoorCostItem[] }) {
  const { t } = useTranslation(['cost', 'common']);
  const tenant = useTenant();
  const countries = useCountries();
  const nameOf = useCountryName();
  const { country, choose } = useDoorCountry();
  const { state, retry } = useDoorCost(country, items);
  const articleTypes = useEnabledArticleTypes(tenant.id);
  const canCompare = articleTypes?.includes('ABOUT_TRANSIT_FEE') ?? false;

  const list = countries.load.status === 'ready' ? countries.load.data : [];
  const countryName = (code: string) => isolate(nameOf(code));
  const shown = state.data;

  return (
    <Box
      component="section"
      aria-labelledby="door-cost-title"
      data-testid="door-cost"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, flexWrap: 'wrap' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LocalShippingOutlinedIcon color="action" fontSize="small" aria-hidden />
          <Typography id="door-cost-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('cost:door.title')}
          </Typography>
        </Box>
        <ShipToSelect
          id="door-cost-country"
          label={t('cost:door.shipTo')}
          countries={list}
          country={country}
          onChoose={choose}
        />
      </Box>
      <Box
        aria-live="polite"
        aria-busy={state.status === 'loading'}
        sx={{ opacity: state.status === 'loading' && shown ? 0.6 : 1 }}
      >
        {countries.load.status === 'failed' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={countries.retry}>
                {t('cost:door.retry')}
              </Button>
            }
          >
            {errorText(t, countries.load.error)}
          </Alert>
        ) : !country ? (
          <Typography variant="body2" color="textSecondary">
            {t('cost:door.chooseCountry')}
          </Typography>
        ) : items.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            {t('cost:door.noGoods')}
          </Typography>
        ) : state.status === 'failed' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {t('cost:door.retry')}
              </Button>
            }
          >
            {errorText(t, state.error)}
          </Alert>
        ) : shown ? (
          <DoorCostResult
            cost={shown}
            countryName={countryName(shown.country)}
            compareHref={canCompare ? estimatorHref(shown.country, shown.box) : null}
            variantsChosen={items.every((i) => i.productSkuId !== undefined)}
          />
        ) : (
          <Skeleton variant="text" width="60%" height={32} />
        )}
      </Box>
    </Box>
  );
}

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
    return (
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <Typography variant="body2" color="error">
          {t('door.noLine', { country: countryName })}
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
