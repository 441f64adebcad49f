// Forgotten password: email, code (60 s between sends), new password twice → POST forget-password, then back
// to the login tab with the email filled in and a success message.
import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import NewPasswordFields from '@/components/auth/NewPasswordFields';
import { EMAIL_CODE_LENGTH } from '@/contract';
import { forgetPassword } from '@/services/user';
import { useFormState } from '@/components/common/form/useFormState';
import { useHttp } from '@/stores/http';
import {
  validateEmail, validateEmailCode, validateNewPassword, validatePasswordConfirmation,
} from '@/utils/validation';
import EmailCodeField from './EmailCodeField';
import { useEmailCode } from './useEmailCode';

type Field = 'email' | 'verificationCode' | 'newPassword' | 'confirmPassword';
const FIELDS: readonly Field[] = ['email', 'verificationCode', 'newPassword', 'confirmPassword'];

export default function ForgotPasswordForm({ email, onEmailChange, onDone, onBack }: {
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
      form.showApiError(result.error);
      return;
    }
    onDone(t('auth:success.reset'));
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('auth:tabs.forgot')}>
      {message && <Alert severity="error" role="alert">{message}</Alert>}
      <TextField
        label={t('auth:fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          onEmailChange(event.target.value);
          form.clearError('email');
        }}
        {...form.feedback('email')}
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'email', dir: 'ltr' } }}
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
      <Button type="submit" variant="contained" size="large" loading={pending} disabled={pending} fullWidth>
        {t('auth:actions.resetPassword')}
      </Button>
      <Link component="button" type="button" variant="body2" onClick={onBack} sx={{ alignSelf: 'center' }}>
        {t('auth:actions.backToLogin')}
      </Link>
    </Stack>
  );
}
