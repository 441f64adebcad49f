// Forgotten password: email, code (60 s between sends), new password twice → POST forget-password, then back
// to the login tab with the email filled in and a success message.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import NewPasswordFields from '@/components/auth/NewPasswordFields';
import { EMAIL_CODE_LENGTH } from '@/contract';
import { forgetPassword } from '@/services/user';
import AuthEmailField from './AuthEmailField';
import LinkButton from './LinkButton';
import FormStack from '@/components/common/form/FormStack';
import SubmitButton from '@/components/common/form/SubmitButton';
import { useFormState } from '@/components/common/form/useFormState';
import { useHttp } from '@/stores/http';
import {
  validateEmail,
  validateEmailCode,
  validateNewPassword,
  validatePasswordConfirmation,
} from '@/components/common/form/validation';
import EmailCodeField from './EmailCodeField';
import { useEmailCode } from './useEmailCode';

type Field = 'email' | 'verificationCode' | 'newPassword' | 'confirmPassword';
const FIELDS: readonly Field[] = ['email', 'verificationCode', 'newPassword', 'confirmPassword'];

export default function ForgotPasswordForm({
  email,
  onEmailChange,
  onDone,
  onBack,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  /** Called after the password was changed, with the success text for the login tab. */
  onDone: (notice: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const http = useHttp();
  const emailCode = useEmailCode(http);
  const form = useFormState(t, FIELDS, { verificationCode: '', newPassword: '', confirmPassword: '' });
  const { values, setErrors, message } = form;
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  const sendCode = () => {
    const emailError = validateEmail(email);
    if (emailError) {
      setErrors((e) => ({ ...e, email: emailError }));
      return;
    }
    void emailCode.send(email.trim());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const valid = form.validate({
      email: validateEmail(email),
      verificationCode: validateEmailCode(values.verificationCode),
      newPassword: validateNewPassword(values.newPassword),
      confirmPassword: validatePasswordConfirmation(values.newPassword, values.confirmPassword),
    });
    if (!valid) return;

    busy.current = true;
    setPending(true);
    const result = await forgetPassword(http, {
      email: email.trim(),
      verificationCode: values.verificationCode.trim(),
      newPassword: values.newPassword,
    });
    busy.current = false;
    setPending(false);
    if (!result.ok) {
      form.showApiError(result.error, 'common:failed.resetPassword');
      return;
    }
    onDone(t('auth:success.reset'));
  };

  return (
    <FormStack label={t('auth:tabs.forgot')} onSubmit={submit} message={message}>
      <AuthEmailField
        email={email}
        onEmailChange={(value) => {
          onEmailChange(value);
          form.clearError('email');
        }}
        {...form.feedback('email')}
      />
      <EmailCodeField
        label={t('auth:fields.code')}
        field={form.field('verificationCode', { hint: t('auth:hints.code', { length: EMAIL_CODE_LENGTH }) })}
        emailCode={emailCode}
        onSend={sendCode}
        sendDisabled={pending}
      />
      <NewPasswordFields
        field={form.field}
        passwordName="newPassword"
        passwordLabel={t('auth:fields.newPassword')}
        confirmLabel={t('auth:fields.confirmPassword')}
        hintKey="auth:hints.password"
      />
      <SubmitButton pending={pending} wide>
        {t('auth:actions.resetPassword')}
      </SubmitButton>
      <LinkButton onClick={onBack} align="center">
        {t('auth:actions.backToLogin')}
      </LinkButton>
    </FormStack>
  );
}
