// Every shipping line's answer for one shipment, as the server priced it: the fee (first weight plus the
// additional steps), delivery days, the weight charged (volumetric when the box is bulky) and what the line
// refuses to carry; a line that cannot take the shipment says why. With `choice` the lines are a radio group
// (the transit form); without it a plain list (the estimator).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { ShippingEstimateLine } from '@/contract';
import MoneyText, { cnyText } from '@/components/payments/MoneyText';

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
  return (
    // A radio group is not a list: its rows are plain groups then, so no list item stands outside a list.
    <Box
      component={choice ? 'div' : 'ul'}
      role={choice ? 'radiogroup' : undefined}
      aria-label={label}
      sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {lines.map((line) => (
        <LineRow key={line.transitOptionName} line={line} choice={choice} />
      ))}
    </Box>
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
  return (
    <Box
      component={choice ? 'div' : 'li'}
      data-testid="estimate-line"
      onClick={choice && available ? () => choice.onChange(line.transitOptionName) : undefined}
      sx={{
        listStyle: 'none',
        display: 'flex',
        gap: 1,
        p: 1.5,
        border: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        borderRadius: 2,
        cursor: choice && available ? 'pointer' : 'default',
        opacity: available ? 1 : 0.7,
        bgcolor: checked ? 'action.selected' : 'transparent',
      }}
    >
      {choice && (
        <Radio
          checked={checked}
          disabled={!available}
          name={choice.name}
          value={line.transitOptionName}
          onChange={() => choice.onChange(line.transitOptionName)}
          slotProps={{ input: { 'aria-labelledby': `${id}-name`, 'aria-describedby': `${id}-fee` } }}
          sx={{ p: 0.5, alignSelf: 'flex-start' }}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            columnGap: 2,
          }}
        >
          <Typography id={`${id}-name`} sx={{ fontWeight: 600 }}>
            {line.transitOptionName}
          </Typography>
          <Box id={`${id}-fee`} data-testid="estimate-fee">
            {line.fee ? (
              <MoneyText amount={line.fee.total} strong />
            ) : (
              <Typography variant="body2" color="error">
                {refusal}
              </Typography>
            )}
          </Box>
        </Box>
        {/* Tenant text in its own language: its direction, not the page's. */}
        <Typography variant="body2" color="textSecondary" dir="auto">
          {line.description}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, mt: 0.5 }}>
          <Typography variant="body2">
            {t('estimate.days', { min: line.deliveryDays.min, max: line.deliveryDays.max })}
          </Typography>
          <Typography variant="body2">
            {t('estimate.charged')} <bdi>{format.weight(line.weights.chargeableGrams)}</bdi>
            {bulky && (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' '}
                ({t('estimate.volumetric')})
              </Box>
            )}
          </Typography>
          {line.selfPickupAvailable && (
            <Typography variant="body2" color="textSecondary">
              {t('estimate.pickup')}
            </Typography>
          )}
        </Box>
        {line.fee && (
          <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.25 }}>
            {t('estimate.breakdown', {
              first: cnyText(format, line.fee.firstWeightFee),
              count: line.fee.additionalUnits,
              additional: cnyText(format, line.fee.additionalWeightFee),
            })}
          </Typography>
        )}
        {line.restrictions.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.75 }} aria-label={t('estimate.restrictions')}>
            {line.restrictions.map((r) => (
              <Chip key={r} size="small" variant="outlined" label={t(`estimate.restriction.${r}`)} />
            ))}
          </Box>
        )}
        {line.allowed && blocked && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {blocked}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
