// "Cheapest way to ship these" on /my/in-stock-items: the server's advice for the parcels the shopper picked:
// which parcels go in one box, on which line, each box's estimated fee, the total and the saving against
// shipping each parcel on its own. "Use this" opens the transit form with a box's parcels and line; a box
// already sent as a transit order says so and the other boxes stay offered. The country is the shopper's
// choice, else their default address's.
import { Fragment, useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { withMuiScope } from '@/theme/MuiScope';
import { useTranslation } from 'next-i18next/pages';
import type { ConsolidationAdvice, ConsolidationGroup } from '@/contract';
import ShipToSelect from '@/components/shipping/ShipToSelect';
import { useCountries } from '@/components/address/useAddressReference';
import { useFormat } from '@/components/common/useFormat';
import MoneyText, { cnyText } from '@/components/payments/MoneyText';
import { isolate } from '@/utils/bidi';
import { errorText } from '@/utils/errorText';
import { groupKey } from './consolidationGroup';
import { useConsolidationAdvice } from './useConsolidationAdvice';
import { useDoorCountry } from './useDoorCountry';

function ConsolidationPanel({
  parcelIds,
  used,
  onUse,
  onClose,
}: {
  /** The parcels the shopper asked about (fixed while the panel is open). */
  parcelIds: readonly string[];
  /** Boxes already sent as transit orders: group key → transit order number. */
  used: Readonly<Record<string, string>>;
  onUse: (group: ConsolidationGroup) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['shipping', 'common']);
  const countries = useCountries();
  const { country, choose } = useDoorCountry();
  const { state, retry } = useConsolidationAdvice(parcelIds, country);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = countries.load.status === 'ready' ? countries.load.data : [];

  // Opened from the selection bar at the bottom: take keyboard and screen-reader focus to the advice.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="consolidation-title"
      data-testid="consolidation"
      sx={{ p: { xs: 1.5, sm: 2 }, mt: 2, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <Typography
          id="consolidation-title"
          ref={heading}
          tabIndex={-1}
          component="h2"
          variant="h6"
          sx={{ outline: 'none' }}
        >
          {t('shipping:advice.title')}
        </Typography>
        <ShipToSelect label={t('shipping:advice.shipTo')} countries={list} country={country} onChoose={choose} />
      </Box>
      <Typography variant="body2" color="textSecondary">
        {t('shipping:advice.intro')}
      </Typography>
      <Box aria-live="polite" aria-busy={state.status === 'loading'}>
        {!country && <Typography color="textSecondary">{t('shipping:advice.chooseCountry')}</Typography>}
        {country && (state.status === 'loading' || state.status === 'idle') && (
          <Skeleton variant="rounded" height={120} aria-label={t('shipping:loading')} />
        )}
        {state.status === 'failed' && (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {t('shipping:retry')}
              </Button>
            }
          >
            {t('shipping:advice.loadError')} {errorText(t, state.error)}
          </Alert>
        )}
        {state.status === 'ready' && <AdviceResult advice={state.data} used={used} onUse={onUse} />}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{t('shipping:close')}</Button>
      </Box>
    </Paper>
  );
}

function AdviceResult({
  advice,
  used,
  onUse,
}: {
  advice: ConsolidationAdvice;
  used: Readonly<Record<string, string>>;
  onUse: (group: ConsolidationGroup) => void;
}) {
  const { t } = useTranslation('shipping');
  const format = useFormat();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box component="ol" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
        {advice.groups.map((group, index) => (
          <GroupRow
            key={groupKey(group)}
            group={group}
            index={index}
            count={advice.groups.length}
            orderNo={used[groupKey(group)] ?? null}
            onUse={onUse}
          />
        ))}
      </Box>
      <Box
        data-testid="consolidation-summary"
        sx={{ display: 'grid', gap: 0.5, borderTop: 1, borderColor: 'divider', pt: 1 }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('advice.total')}</Typography>
          <MoneyText amount={advice.total} strong testId="consolidation-total" />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
          <Typography variant="body2" color="textSecondary">
            {t('advice.separate')}
          </Typography>
          <MoneyText amount={advice.separateTotal} />
        </Box>
        <Typography
          variant="body2"
          color={advice.saving > 0 ? 'success' : 'textSecondary'}
          data-testid="consolidation-saving"
          sx={{ fontWeight: advice.saving > 0 ? 600 : 400 }}
        >
          {advice.saving > 0
            ? t('advice.saving', { amount: isolate(cnyText(format, advice.saving)) })
            : t('advice.noSaving')}
        </Typography>
      </Box>
    </Box>
  );
}

function GroupRow({
  group,
  index,
  count,
  orderNo,
  onUse,
}: {
  group: ConsolidationGroup;
  index: number;
  count: number;
  orderNo: string | null;
  onUse: (group: ConsolidationGroup) => void;
}) {
  const { t } = useTranslation('shipping');
  const format = useFormat();
  const id = `consolidation-group-${index}`;
  return (
    <Box
      component="li"
      data-testid="consolidation-group"
      aria-labelledby={id}
      sx={{
        listStyle: 'none',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            columnGap: 2,
          }}
        >
          <Typography id={id} component="h3" sx={{ fontWeight: 600 }}>
            {t('advice.group', { index: index + 1, total: count })} · <bdi>{group.transitOptionName}</bdi>
          </Typography>
          <MoneyText amount={group.fee.total} strong testId="consolidation-fee" />
        </Box>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {/* Each number isolated, the separators outside: a right-to-left page keeps the list in order. */}
          {t('advice.parcels')}{' '}
          {group.parcelNos.map((no, i) => (
            <Fragment key={no}>
              {i > 0 && ', '}
              <bdi>{no}</bdi>
            </Fragment>
          ))}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <Typography variant="body2" color="textSecondary">
            {t('estimate.days', { min: group.deliveryDays.min, max: group.deliveryDays.max })}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('estimate.charged')} <bdi>{format.weight(group.weights.chargeableGrams)}</bdi>
            {group.weights.volumetricGrams > group.weights.actualGrams && <> ({t('estimate.volumetric')})</>}
          </Typography>
        </Box>
      </Box>
      {orderNo ? (
        <Typography
          variant="body2"
          color="success"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          data-testid="consolidation-used"
        >
          <CheckCircleIcon fontSize="small" aria-hidden /> {t('advice.used', { order: isolate(orderNo) })}
        </Typography>
      ) : (
        <Button variant="contained" onClick={() => onUse(group)} aria-describedby={id}>
          {t('advice.use')}
        </Button>
      )}
    </Box>
  );
}

// Loaded on demand (next/dynamic) by pages drawn without MUI: it opens its own MUI scope.
export default withMuiScope(ConsolidationPanel);
