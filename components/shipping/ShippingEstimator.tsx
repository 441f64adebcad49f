// The shipping estimator: a country, a weight and (optionally) a box size → every line's fee and delivery days,
// priced by the server with the line's own volumetric rule. On the shipping-charges page, for anyone (no login).
// `initial` fills the form (a "compare lines" link from a product or the cart); with a country and a weight it is
// estimated at once. Plain elements and the storefront's outlined fields, styled by ShippingEstimator.module.css.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { ShippingEstimate } from '@/contract';
import { useCountries, useCountryName } from '@/components/address/useAddressReference';
import NativeSelectInput from '@/components/common/form/NativeSelectInput';
import { OutlinedFieldEndAdornment } from '@/components/common/form/OutlinedField';
import TextInput from '@/components/common/form/TextInput';
import PlainAlert from '@/components/common/PlainAlert';
import PlainButton from '@/components/common/PlainButton';
import RetryAlert from '@/components/common/RetryAlert';
import { useFormat } from '@/components/common/useFormat';
import { estimateShipping } from '@/services/shipping';
import { useHttp } from '@/stores/http';
import { errorText } from '@/utils/errorText';
import EstimateLines from './EstimateLines';
import styles from './ShippingEstimator.module.css';
import {
  MAX_ESTIMATE_KG,
  MAX_SIDE_CM,
  parseEstimateInput,
  type EstimateError,
  type EstimateField,
  type EstimateValues,
} from './estimateInput';
import { focusingFirstInvalid } from '@/components/common/form/focusFirstInvalid';

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
  const change = (name: EstimateField, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const field = (name: EstimateField) => ({
    id: `estimate-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: message(name, errors[name]),
  });

  const estimate = async (current: EstimateValues) => {
    const parsed = parseEstimateInput(current);
    // Prices stay on screen only beside the parcel they were estimated for: a refused estimate takes them away.
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setResult(null);
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
    setResult(null);
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

  // MUI's InputAdornment at the field's end: the unit in the secondary text colour.
  const unit = (name: string) => (
    <OutlinedFieldEndAdornment className={styles.adornment}>
      <p className={styles.unit}>{name}</p>
    </OutlinedFieldEndAdornment>
  );
  const cm = { endAdornment: unit(format.unitName('centimeter')) };
  return (
    <section aria-labelledby="estimator-title" className={styles.estimator} data-testid="shipping-estimator">
      <h2 id="estimator-title" className={styles.title}>
        {t('shipping:estimate.title')}
      </h2>
      <p className={styles.intro}>{t('shipping:estimate.intro')}</p>
      {countries.load.status === 'failed' && (
        <RetryAlert error={countries.load.error} onRetry={countries.retry} className={styles.countriesFailed} />
      )}
      <form
        noValidate
        onSubmit={focusingFirstInvalid(submit)}
        aria-labelledby="estimator-title"
        className={styles.form}
      >
        {countries.load.status === 'loading' ? (
          <span className={styles.countryLoading} />
        ) : (
          <NativeSelectInput
            id="estimate-country"
            value={values.country}
            onChange={(value) => change('country', value)}
            error={Boolean(errors.country)}
            helperText={message('country', errors.country)}
            options={countryList.map((c) => ({ value: c.code, label: c.name }))}
            required
            label={t('shipping:estimate.country')}
            className={styles.wide}
          />
        )}
        <TextInput
          {...field('weightKg')}
          required
          label={t('shipping:estimate.weight')}
          slotProps={{
            htmlInput: { inputMode: 'decimal', dir: 'ltr', className: styles.measure },
            input: { endAdornment: unit(format.unitName('kilogram')) },
          }}
        />
        <TextInput
          {...field('lengthCm')}
          label={t('shipping:estimate.length')}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', className: styles.measure }, input: cm }}
        />
        <TextInput
          {...field('widthCm')}
          label={t('shipping:estimate.width')}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', className: styles.measure }, input: cm }}
        />
        <TextInput
          {...field('heightCm')}
          label={t('shipping:estimate.height')}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', className: styles.measure }, input: cm }}
        />
        <PlainButton type="submit" variant="contained" size="large" pending={pending} className={styles.submit}>
          {t('shipping:estimate.submit')}
        </PlainButton>
      </form>
      <p className={styles.sizeHint}>{t('shipping:estimate.sizeHint')}</p>
      {failure && (
        <PlainAlert severity="error" role="alert" className={styles.failure}>
          {failure}
        </PlainAlert>
      )}
      {result && (
        <div className={styles.result} aria-live="polite">
          {result.lines.length === 0 ? (
            <p className={styles.noLines}>{t('shipping:estimate.noLines')}</p>
          ) : (
            <EstimateLines
              lines={result.lines}
              label={t('shipping:estimate.resultsFor', { country: nameOf(result.country) })}
            />
          )}
        </div>
      )}
    </section>
  );
}
