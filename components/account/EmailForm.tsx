// Change the login email: new address, a code sent to it (POST send-email-code, 60 s between sends), and the
// login password → PUT /front/user/email. The session's profile is refreshed afterwards so the header and the
// profile cookie carry the new address.
import type { FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { EMAIL_CODE_LENGTH, type UserProfile } from '@/contract';
import EmailCodeField from '@/components/auth/EmailCodeField';
import PasswordField from '@/components/auth/PasswordField';
import { useEmailCode } from '@/components/auth/useEmailCode';
import ContactField from '@/components/common/form/ContactField';
import FormStack from '@/components/common/form/FormStack';
import SubmitButton from '@/components/common/form/SubmitButton';
import { useFormState } from '@/components/common/form/useFormState';
import { changeEmail } from '@/services/user';
import { useHttp } from '@/stores/http';
import { useNotify } from '@/stores/notify';
import { useSession } from '@/stores/session';
import {
  normaliseEmail,
  validateEmail,
  validateEmailCode,
  validateRequired,
} from '@/components/common/form/validation';
import SectionCard from './SectionCard';
import { usePending } from './usePending';

type Field = 'email' | 'verificationCode' | 'loginPassword';
const FIELDS: readonly Field[] = ['email', 'verificationCode', 'loginPassword'];
const EMPTY: Record<Field, string> = { email: '', verificationCode: '', loginPassword: '' };

/** A valid address that is not already the login email (the API's SAME_AS_CURRENT, caught before a round trip). */
function validateNewEmail(value: string, current: string): string | null {
  return validateEmail(value) ?? (normaliseEmail(value) === normaliseEmail(current) ? 'SAME_AS_CURRENT' : null);
}

export default function EmailForm({
  profile,
  onSaved,
}: {
  profile: UserProfile;
  onSaved: (profile: UserProfile) => void;
}) {
  const { t } = useTranslation(['account', 'auth', 'common']);
  const http = useHttp();
  const notify = useNotify();
  const { refreshProfile } = useSession();
  const emailCode = useEmailCode(http);
  const { pending, run } = usePending();
  const form = useFormState(t, FIELDS, EMPTY);
  const { values, setValues, setErrors, message } = form;

  const sendCode = () => {
    const error = validateNewEmail(values.email, profile.email);
    if (error) {
      setErrors((e) => ({ ...e, email: error }));
      return;
    }
    void emailCode.send(values.email.trim());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate({
      email: validateNewEmail(values.email, profile.email),
      verificationCode: validateEmailCode(values.verificationCode),
      loginPassword: validateRequired(values.loginPassword),
    });
    if (!valid) return;
    void run(async () => {
      const result = await changeEmail(http, {
        email: values.email.trim(),
        verificationCode: values.verificationCode.trim(),
        loginPassword: values.loginPassword,
      });
      if (!result.ok) {
        form.showApiError(result.error, 'common:failed.changeEmail');
        return;
      }
      setValues(EMPTY);
      emailCode.reset();
      onSaved(result.data);
      await refreshProfile();
      notify.success(t('account:email.saved', { email: result.data.email }));
    });
  };

  return (
    <SectionCard id="account-email" title={t('account:email.title')} description={t('account:email.description')}>
      <FormStack label={t('account:email.title')} onSubmit={submit} message={message}>
        <ContactField
          kind="email"
          label={t('account:email.new')}
          autoComplete="email"
          {...form.field('email', { hint: t('account:email.current', { email: profile.email }) })}
          required
        />
        <EmailCodeField
          label={t('account:email.code')}
          field={form.field('verificationCode', { hint: t('account:email.codeHint', { length: EMAIL_CODE_LENGTH }) })}
          emailCode={emailCode}
          onSend={sendCode}
          sendDisabled={pending}
        />
        <PasswordField
          label={t('account:email.password')}
          autoComplete="current-password"
          {...form.field('loginPassword')}
          required
          fullWidth
        />
        <SubmitButton pending={pending}>{t('account:email.submit')}</SubmitButton>
      </FormStack>
    </SectionCard>
  );
}
