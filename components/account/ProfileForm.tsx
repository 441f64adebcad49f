// Name, phone and backup email → PUT /front/user/profile. The login email is shown but changed in its own form
// (it needs a code and the password). Client rules from utils/validation; the API's field errors inline.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import type { UpdateProfileRequest, UserProfile } from '@/contract';
import { fieldText, splitApiError, type FieldErrors } from '@/components/auth/fieldErrors';
import { updateProfile } from '@/services/user';
import { useHttp } from '@/stores/http';
import { useNotify } from '@/stores/notify';
import { useSession } from '@/stores/session';
import { collectErrors, validateName, validatePhone, validateSecondEmail } from '@/utils/validation';
import SectionCard from './SectionCard';
import { usePending } from './usePending';

type Field = 'name' | 'phoneNumber' | 'secondEmail';
const FIELDS: readonly Field[] = ['name', 'phoneNumber', 'secondEmail'];

function valuesOf(profile: UserProfile): Record<Field, string> {
  return { name: profile.name, phoneNumber: profile.phoneNumber ?? '', secondEmail: profile.secondEmail ?? '' };
}

export default function ProfileForm({ profile, onSaved }: {
  profile: UserProfile;
  onSaved: (profile: UserProfile) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const http = useHttp();
  const notify = useNotify();
  const { refreshProfile } = useSession();
  const { pending, run } = usePending();
  const [values, setValues] = useState(() => valuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [message, setMessage] = useState<string | null>(null);

  const saved = valuesOf(profile);
  const changed = FIELDS.some((field) => values[field].trim() !== saved[field].trim());

  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors<Field>({
      name: validateName(values.name),
      phoneNumber: validatePhone(values.phoneNumber),
      secondEmail: validateSecondEmail(values.secondEmail, profile.email),
    });
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    // Empty optional fields are cleared on the server (null), not left as they were.
    const body: UpdateProfileRequest = {
      name: values.name.trim(),
      phoneNumber: values.phoneNumber.trim() || null,
      secondEmail: values.secondEmail.trim() || null,
    };
    void run(async () => {
      const result = await updateProfile(http, body);
      if (!result.ok) {
        const split = splitApiError(t, result.error, FIELDS);
        setErrors(split.fields);
        setMessage(split.message);
        return;
      }
      setValues(valuesOf(result.data));
      onSaved(result.data);
      // The header and the profile cookie show the name too.
      void refreshProfile();
      notify.success(t('account:profile.saved'));
    });
  };

  return (
    <SectionCard id="account-profile" title={t('account:profile.title')} description={t('account:profile.description')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('account:profile.title')}>
        {message && <Alert severity="error" role="alert">{message}</Alert>}
        <TextField
          label={t('account:profile.email')}
          value={profile.email}
          fullWidth
          slotProps={{ input: { readOnly: true }, htmlInput: { dir: 'ltr' } }}
          helperText={t('account:profile.emailHint')}
        />
        <TextField
          label={t('account:profile.name')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={Boolean(errors.name)}
          helperText={fieldText(t, errors.name)}
          required
          fullWidth
        />
        <TextField
          label={t('account:profile.phone')}
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          value={values.phoneNumber}
          onChange={set('phoneNumber')}
          error={Boolean(errors.phoneNumber)}
          helperText={fieldText(t, errors.phoneNumber) ?? t('account:profile.optional')}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr' } }}
        />
        <TextField
          label={t('account:profile.secondEmail')}
          name="secondEmail"
          type="email"
          autoComplete="email"
          value={values.secondEmail}
          onChange={set('secondEmail')}
          error={Boolean(errors.secondEmail)}
          helperText={fieldText(t, errors.secondEmail) ?? t('account:profile.secondEmailHint')}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'email', dir: 'ltr' } }}
        />
        <Button
          type="submit"
          variant="contained"
          loading={pending}
          disabled={pending || !changed}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {t('account:profile.save')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
