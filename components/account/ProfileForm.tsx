// Name, phone and backup email → PUT /front/user/profile. The login email is shown but changed in its own form
// (it needs a code and the password). Client rules from common/form/validation.ts; the API's field errors inline.
import type { FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { UpdateProfileRequest, UserProfile } from '@/contract';
import ContactField from '@/components/common/form/ContactField';
import FormStack from '@/components/common/form/FormStack';
import TextInput from '@/components/common/form/TextInput';
import SubmitButton from '@/components/common/form/SubmitButton';
import { useFormState } from '@/components/common/form/useFormState';
import { updateProfile } from '@/services/user';
import { useHttp } from '@/stores/http';
import { useNotify } from '@/stores/notify';
import { useSession } from '@/stores/session';
import { validateName, validatePhone, validateSecondEmail } from '@/components/common/form/validation';
import SectionCard from './SectionCard';
import { usePending } from './usePending';

type Field = 'name' | 'phoneNumber' | 'secondEmail';
const FIELDS: readonly Field[] = ['name', 'phoneNumber', 'secondEmail'];

function valuesOf(profile: UserProfile): Record<Field, string> {
  return { name: profile.name, phoneNumber: profile.phoneNumber ?? '', secondEmail: profile.secondEmail ?? '' };
}

export default function ProfileForm({
  profile,
  onSaved,
}: {
  profile: UserProfile;
  onSaved: (profile: UserProfile) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const http = useHttp();
  const notify = useNotify();
  const { refreshProfile } = useSession();
  const { pending, run } = usePending();
  const form = useFormState(t, FIELDS, () => valuesOf(profile));
  const { values, setValues, message } = form;

  const saved = valuesOf(profile);
  const changed = FIELDS.some((field) => values[field].trim() !== saved[field].trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate({
      name: validateName(values.name),
      phoneNumber: validatePhone(values.phoneNumber),
      secondEmail: validateSecondEmail(values.secondEmail, profile.email),
    });
    if (!valid) return;
    // Empty optional fields are cleared on the server (null), not left as they were.
    const body: UpdateProfileRequest = {
      name: values.name.trim(),
      phoneNumber: values.phoneNumber.trim() || null,
      secondEmail: values.secondEmail.trim() || null,
    };
    void run(async () => {
      const result = await updateProfile(http, body);
      if (!result.ok) {
        form.showApiError(result.error, 'common:failed.saveProfile');
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
      <FormStack label={t('account:profile.title')} onSubmit={submit} message={message}>
        <TextInput
          label={t('account:profile.email')}
          value={profile.email}
          fullWidth
          slotProps={{ input: { readOnly: true }, htmlInput: { dir: 'ltr' } }}
          helperText={t('account:profile.emailHint')}
        />
        <TextInput label={t('account:profile.name')} autoComplete="name" {...form.field('name')} required fullWidth />
        <ContactField
          kind="tel"
          label={t('account:profile.phone')}
          autoComplete="tel"
          {...form.field('phoneNumber', { hint: t('account:profile.optional') })}
        />
        <ContactField
          kind="email"
          label={t('account:profile.secondEmail')}
          autoComplete="email"
          {...form.field('secondEmail', { hint: t('account:profile.secondEmailHint') })}
        />
        <SubmitButton pending={pending} disabled={!changed}>
          {t('account:profile.save')}
        </SubmitButton>
      </FormStack>
    </SectionCard>
  );
}
