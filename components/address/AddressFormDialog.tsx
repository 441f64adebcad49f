// Add or edit one delivery or billing address in a dialog (full screen on phones). Client rules first
// (addressRules.ts), each message under its field; then the API's answer, whose field reasons land under the same
// fields. Choosing a country loads its region tree; choosing a region level drops the deeper choices, and a city
// level fills an empty city field with its name.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FormDialog from '@/components/common/FormDialog';
import { useTranslation } from 'next-i18next/pages';
import {
  ADDRESS_LIMITS,
  type BillingAddress,
  type SellerKind,
  type SupportedCountry,
  type UserAddress,
} from '@/contract';
import { usePending } from '@/components/account/usePending';
import type { AppError, Result } from '@/services/result';
import { actionErrorText } from '@/utils/errorText';
import { validateAddressValues, type AddressField, type AddressValues } from './addressRules';
import { addressErrorText } from './addressText';
import { isCompletePath } from './districtLevels';
import RegionPicker from './RegionPicker';
import { useDistricts } from './useAddressReference';
import { withMuiScope } from '@/theme/MuiScope';

export type AddressKind = 'address' | 'billing';

export type AddressFormValues = AddressValues & { defaultAddress: boolean };

const FIELDS: readonly AddressField[] = [
  'recipient',
  'phone',
  'country',
  'regionCodes',
  'city',
  'street',
  'postcode',
  'companyName',
  'taxNumber',
];
/** API field names that mean one of ours. */
const API_FIELD_ALIASES: Record<string, AddressField> = { region: 'regionCodes', regions: 'regionCodes' };

function initialValues(
  address: UserAddress | BillingAddress | null,
  countries: readonly SupportedCountry[],
  kind: AddressKind,
): AddressFormValues {
  const billing = address && 'sellerKind' in address ? address : null;
  return {
    recipient: address?.recipient ?? '',
    phone: address?.phone ?? '',
    country: address?.country ?? (countries.length === 1 ? (countries[0]?.code ?? '') : ''),
    regionCodes: address?.regionCodes ?? [],
    city: address?.city ?? '',
    street: address?.street ?? '',
    postcode: address?.postcode ?? '',
    defaultAddress: address?.defaultAddress ?? false,
    ...(kind === 'billing'
      ? {
          sellerKind: billing?.sellerKind ?? 'INDIVIDUAL',
          companyName: billing?.companyName ?? '',
          taxNumber: billing?.taxNumber ?? '',
        }
      : {}),
  };
}

function AddressFormDialog({
  kind,
  address,
  countries,
  open,
  onClose,
  onSave,
  onSaved,
}: {
  kind: AddressKind;
  /** The address being edited, or null to add one. */
  address: UserAddress | BillingAddress | null;
  countries: readonly SupportedCountry[];
  open: boolean;
  onClose: () => void;
  onSave: (values: AddressFormValues) => Promise<Result<unknown>>;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['address', 'common']);
  const { pending, run } = usePending();
  const [values, setValues] = useState<AddressFormValues>(() => initialValues(address, countries, kind));
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const districts = useDistricts(values.country || null);
  const idPrefix = `${kind}-${address?.id ?? 'new'}`;
  const title = t(
    address
      ? `address:${kind === 'address' ? 'addresses' : 'billing'}.editTitle`
      : `address:${kind === 'address' ? 'addresses' : 'billing'}.addTitle`,
  );

  // An edit clears that field's error and the form message, which describe what was sent, not what is typed now.
  const set = <K extends keyof AddressFormValues>(name: K, value: AddressFormValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name as AddressField]) setErrors((e) => ({ ...e, [name]: undefined }));
    setMessage(null);
  };
  const text = (name: AddressField & keyof AddressFormValues) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: addressErrorText(t, name, errors[name]),
  });
  const hint = (name: AddressField, fallback: string) => addressErrorText(t, name, errors[name]) ?? fallback;

  const regionComplete = districts.load.status !== 'ready' || isCompletePath(districts.load.data, values.regionCodes);
  const phoneCode = countries.find((c) => c.code === values.country)?.phoneCode ?? '+1';

  const showApiError = (error: AppError) => {
    const fields: Partial<Record<AddressField, string>> = {};
    let unmatched = false;
    for (const [name, code] of Object.entries(error.fields ?? {})) {
      const field = API_FIELD_ALIASES[name] ?? name;
      if ((FIELDS as readonly string[]).includes(field)) fields[field as AddressField] = code;
      else unmatched = true;
    }
    setErrors(fields);
    setMessage(
      Object.keys(fields).length === 0 || unmatched
        ? actionErrorText(t, 'common:failed.saveAddress', error)
        : t('address:error.FIX_BELOW'),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddressValues(values, regionComplete);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage(t('address:error.FIX_BELOW'));
      const first = FIELDS.find((f) => found[f]);
      if (first) document.getElementById(`${idPrefix}-${first === 'regionCodes' ? 'region-0' : first}`)?.focus();
      return;
    }
    setMessage(null);
    void run(async () => {
      const result = await onSave(values);
      if (result.ok) onSaved();
      else showApiError(result.error);
    });
  };

  const sellerKind = values.sellerKind;
  return (
    <FormDialog
      id={idPrefix}
      open={open}
      onClose={onClose}
      pending={pending}
      title={title}
      onSubmit={submit}
      cancelLabel={t('address:cancel')}
      submitLabel={t('address:save')}
    >
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      {kind === 'billing' && sellerKind && (
        <>
          <div>
            <Typography variant="body2" color="textSecondary" component="p" id={`${idPrefix}-kind`} sx={{ mb: 0.5 }}>
              {t('address:billing.kind')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={sellerKind}
              aria-labelledby={`${idPrefix}-kind`}
              onChange={(_e, value: SellerKind | null) => {
                if (value) set('sellerKind', value);
              }}
            >
              <ToggleButton value="INDIVIDUAL">{t('address:billing.kindIndividual')}</ToggleButton>
              <ToggleButton value="COMPANY">{t('address:billing.kindCompany')}</ToggleButton>
            </ToggleButtonGroup>
          </div>
          {sellerKind === 'COMPANY' && (
            <>
              <TextField
                {...text('companyName')}
                label={t('address:billing.companyName')}
                required
                fullWidth
                autoComplete="organization"
                slotProps={{ htmlInput: { maxLength: ADDRESS_LIMITS.companyName } }}
              />
              <TextField
                {...text('taxNumber')}
                label={t('address:billing.taxNumber')}
                required
                fullWidth
                helperText={hint('taxNumber', t('address:billing.taxNumberHint'))}
                slotProps={{ htmlInput: { maxLength: ADDRESS_LIMITS.taxNumber, dir: 'ltr' } }}
              />
            </>
          )}
        </>
      )}
      <TextField
        {...text('recipient')}
        label={t('address:field.recipient')}
        required
        fullWidth
        autoComplete="name"
        helperText={hint('recipient', t('address:field.recipientHint'))}
        slotProps={{ htmlInput: { maxLength: ADDRESS_LIMITS.recipient } }}
      />
      <TextField
        {...text('phone')}
        label={t('address:field.phone')}
        required
        fullWidth
        type="tel"
        autoComplete="tel"
        helperText={hint('phone', t('address:field.phoneHint', { example: `${phoneCode} 555 0100` }))}
        slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr', maxLength: ADDRESS_LIMITS.phone } }}
      />
      <TextField
        {...text('country')}
        select
        label={t('address:field.country')}
        required
        fullWidth
        onChange={(event) => {
          setValues((v) => ({ ...v, country: event.target.value, regionCodes: [] }));
          setErrors((e) => ({ ...e, country: undefined, regionCodes: undefined }));
          setMessage(null);
        }}
      >
        {countries.map((country) => (
          <MenuItem key={country.code} value={country.code}>
            {country.name}
          </MenuItem>
        ))}
      </TextField>
      {values.country && (
        <RegionPicker
          idPrefix={idPrefix}
          tree={districts.load}
          codes={values.regionCodes}
          onRetry={districts.retry}
          error={addressErrorText(t, 'regionCodes', errors.regionCodes)}
          onChange={(codes, picked, depth) => {
            setValues((v) => ({
              ...v,
              regionCodes: codes,
              city: depth === 1 && !v.city.trim() ? picked.name : v.city,
            }));
            setErrors((e) => ({ ...e, regionCodes: undefined, ...(depth === 1 ? { city: undefined } : {}) }));
            setMessage(null);
          }}
        />
      )}
      <TextField
        {...text('city')}
        label={t('address:field.city')}
        required
        fullWidth
        autoComplete="address-level2"
        slotProps={{ htmlInput: { maxLength: ADDRESS_LIMITS.city } }}
      />
      <TextField
        {...text('street')}
        label={t('address:field.street')}
        required
        fullWidth
        multiline
        minRows={2}
        autoComplete="street-address"
        helperText={hint('street', t('address:field.streetHint'))}
        slotProps={{ htmlInput: { maxLength: ADDRESS_LIMITS.street } }}
      />
      <TextField
        {...text('postcode')}
        label={t('address:field.postcode')}
        fullWidth
        autoComplete="postal-code"
        helperText={hint('postcode', t('address:field.postcodeHint'))}
        slotProps={{ htmlInput: { maxLength: ADDRESS_LIMITS.postcode, dir: 'ltr' } }}
      />
      {!address?.defaultAddress && (
        <FormControlLabel
          control={
            <Checkbox checked={values.defaultAddress} onChange={(e) => set('defaultAddress', e.target.checked)} />
          }
          label={t('address:field.default')}
        />
      )}
    </FormDialog>
  );
}

// Loaded on demand, possibly on a page drawn without MUI: it brings its own scope.
export default withMuiScope(AddressFormDialog);
