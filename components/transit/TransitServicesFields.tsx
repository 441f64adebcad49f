// The services part of the transit form: the goods' declared value (what insurance covers and customs charge duty
// on) and each service the site offers, with its price terms and what it does in one sentence. A service the site
// does not offer is not shown. The amounts for these parcels come from the server's quote, shown below the form.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import { cnyText } from '@/components/payments/MoneyText';
import { MAX_DECLARED_VALUE, TRANSIT_SERVICES, type TransitServiceCode, type TransitServiceOffer } from '@/contract';
import { isolate } from '@/utils/bidi';
import { parseDeclaredValue } from './declaredValue';

export default function TransitServicesFields({
  offer,
  declaredValue,
  onDeclaredValue,
  services,
  onServices,
}: {
  offer: TransitServiceOffer;
  declaredValue: string;
  onDeclaredValue: (text: string) => void;
  services: readonly TransitServiceCode[];
  onServices: (services: TransitServiceCode[]) => void;
}) {
  const { t } = useTranslation('shipping');
  const format = useFormat();
  const money = (amount: number) => isolate(cnyText(format, amount));
  const terms: Record<TransitServiceCode, string | null> = {
    INSURANCE: offer.insurance
      ? t('services.insuranceTerms', { rate: offer.insurance.ratePercent, min: money(offer.insurance.minimumFee) })
      : null,
    REINFORCED_PACKING: offer.reinforcedPacking
      ? t('services.perParcel', { fee: money(offer.reinforcedPacking.feePerParcel) })
      : null,
    TRIAL_PACKING: offer.trialPacking ? t('services.perOrder', { fee: money(offer.trialPacking.fee) }) : null,
  };
  const offered = TRANSIT_SERVICES.filter((s) => terms[s] !== null);
  const parsed = parseDeclaredValue(declaredValue);
  let valueError: string | null = null;
  if (!parsed.ok) valueError = t('services.declaredValueInvalid', { max: format.number(MAX_DECLARED_VALUE) });
  else if (parsed.value === 0 && services.includes('INSURANCE')) valueError = t('services.insuranceNeedsValue');

  const toggle = (service: TransitServiceCode, on: boolean) =>
    onServices(TRANSIT_SERVICES.filter((s) => (s === service ? on : services.includes(s))));

  return (
    <Box
      component="section"
      aria-labelledby="transit-services"
      sx={{ display: 'grid', gap: 1 }}
      data-testid="transit-services"
    >
      <Typography id="transit-services" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('services.title')}
      </Typography>
      <TextField
        label={t('services.declaredValue')}
        value={declaredValue}
        onChange={(e) => onDeclaredValue(e.target.value)}
        error={valueError !== null}
        helperText={valueError ?? t('services.declaredValueHint')}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12, 'data-testid': 'declared-value' } }}
        sx={{ maxWidth: 360 }}
      />
      {offered.map((service) => (
        <FormControlLabel
          key={service}
          sx={{ alignItems: 'flex-start', marginInlineStart: 0 }}
          control={
            <Checkbox
              checked={services.includes(service)}
              onChange={(e) => toggle(service, e.target.checked)}
              sx={{ mt: -0.75 }}
            />
          }
          label={
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {t(`services.name.${service}`)} · <span>{terms[service]}</span>
              </Typography>
              <Typography variant="caption" color="textSecondary" component="p">
                {t(`services.covers.${service}`)}
              </Typography>
            </Box>
          }
        />
      ))}
    </Box>
  );
}
