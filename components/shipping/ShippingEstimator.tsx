// The shipping estimator: a country, a weight and (optionally) a box size → every line's fee and delivery days,
// priced by the server with the line's own volumetric rule. On the shipping-charges page, for anyone (no login).
// `initial` fills the form (a "compare lines" link from a product or the cart); with a country and a weight it is
// estimated at once.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ShippingEstimate } from '@/contract';
import { useCountries, useCountryName } from '@/components/address/useAddressReference';
import { useFormat } from '@/components/common/useFormat';
import { estimateShipping } from '@/services/shipping';
import { useHttp } from '@/stores/http';
import { errorText } from '@/utils/errorText';
import EstimateLines from './EstimateLines';
import {
  MAX_ESTIMATE_KG,
  MAX_SIDE_CM,
  parseEstimateInput,
  type EstimateError,
  type EstimateField,
  type EstimateValues,
} from './estimateInput';

const EMPTY: EstimateValues = { country: '', weightKg: '', lengthCm: '', widthCm: '', heightCm: '' };
/** API field names answered for the estimate query → ours. */
const API_FIELDS: Record<string, EstimateField> = {
  country: 'country',
  weightGrams: 'weightKg',
  lengthCm: 'lengthCm',
  widthCm: 'widthCm',
  heightCm: 'heightCm',
};

export default function ShippingEstimator({ initial }: { initial?: Partial<EstimateValues> }) {
  const { t } = useTranslation(['shipping', 'common']);
  const http = useHttp();
  const countries = useCountries();
  const nameOf = useCountryName();
  const format = useFormat();
  const [values, setValues] = useState<EstimateValues>(() => ({ ...EMPTY, ...initial }));
  const [errors, setErrors] = useState<Partial<Record<EstimateField, string>>>({});
  const [result, setResult] = useState<ShippingEstimate | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const countryList = countries.load.status === 'ready' ? countries.load.data : [];
  const message = (field: EstimateField, code: string | undefined) => {
    if (!code) return undefined;
    const max = field === 'weightKg' ? MAX_ESTIMATE_KG : MAX_SIDE_CM;
    return t(`shipping:estimate.error.${code as EstimateError}`, {
      max,
      defaultValue: t('common:errors.INVALID_FIELD'),
    });
  };
  const field = (name: EstimateField) => ({
    id: `estimate-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: message(name, errors[name]),
  });

  const estimate = async (current: EstimateValues) => {
    const parsed = parseEstimateInput(current);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(true);
    const answer = await estimateShipping(http, parsed.query);
    setPending(false);
    if (answer.ok) {
      setResult(answer.data);
      return;
    }
    const fields: Partial<Record<EstimateField, string>> = {};
    for (const [name, code] of Object.entries(answer.error.fields ?? {})) {
      const mine = API_FIELDS[name];
      if (mine) fields[mine] = code;
    }
    setErrors(fields);
    setFailure(Object.keys(fields).length ? null : errorText(t, answer.error));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void estimate(values);
  };

  // A prefilled form is estimated once, after hydration (the server renders the filled form).
  const prefilled = useRef(Boolean(initial?.country && initial.weightKg));
  useEffect(() => {
    if (!prefilled.current) return;
    prefilled.current = false;
    void estimate(values);
    // Once, with the values the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const cm = { endAdornment: <InputAdornment position="end">{format.unitName('centimeter')}</InputAdornment> };
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="estimator-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}
      data-testid="shipping-estimator"
    >
      <Typography id="estimator-title" component="h2" variant="h6">
        {t('shipping:estimate.title')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('shipping:estimate.intro')}
      </Typography>
      {countries.load.status === 'failed' && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={countries.retry}>
              {t('shipping:retry')}
            </Button>
          }
        >
          {errorText(t, countries.load.error)}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-labelledby="estimator-title"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '2fr 1fr 1fr 1fr 1fr auto' },
          alignItems: 'start',
        }}
      >
        {countries.load.status === 'loading' ? (
          <Skeleton variant="rounded" height={56} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }} />
        ) : (
          <TextField
            {...field('country')}
            select
            required
            label={t('shipping:estimate.country')}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          >
            {countryList.map((c) => (
              <MenuItem key={c.code} value={c.code}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          {...field('weightKg')}
          required
          label={t('shipping:estimate.weight')}
          slotProps={{
            htmlInput: { inputMode: 'decimal', dir: 'ltr' },
            input: { endAdornment: <InputAdornment position="end">{format.unitName('kilogram')}</InputAdornment> },
          }}
        />
        <TextField
          {...field('lengthCm')}
          label={t('shipping:estimate.length')}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' }, input: cm }}
        />
        <TextField
          {...field('widthCm')}
          label={t('shipping:estimate.width')}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' }, input: cm }}
        />
        <TextField
          {...field('heightCm')}
          label={t('shipping:estimate.height')}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' }, input: cm }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={pending}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minHeight: 56 }}
        >
          {t('shipping:estimate.submit')}
        </Button>
      </Box>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
        {t('shipping:estimate.sizeHint')}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      {result && (
        <Box sx={{ mt: 2 }} aria-live="polite">
          {result.lines.length === 0 ? (
            <Typography color="textSecondary">{t('shipping:estimate.noLines')}</Typography>
          ) : (
            <EstimateLines
              lines={result.lines}
              label={t('shipping:estimate.resultsFor', { country: nameOf(result.country) })}
            />
          )}
        </Box>
      )}
    </Paper>
  );
}
