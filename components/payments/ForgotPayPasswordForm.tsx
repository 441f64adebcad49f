// A forgotten pay password: a code mailed to the login email, then a new pay password twice
// (POST /front/user-account/pay-password). The email is the account's own and cannot be changed here.
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import EmailCodeField from '@/components/auth/EmailCodeField';
import { useEmailCode } from '@/components/auth/useEmailCode';
import { EMAIL_CODE_LENGTH } from '@/contract';
import { resetForgottenPayPassword } from '@/services/account';
import { useHttp, useSession } from '@/stores';
import { validateEmailCode } from '@/components/common/form/validation';
import { fieldText } from '@/components/common/form/fieldErrors';
import NewPayPasswordForm from './NewPayPasswordForm';
import { payErrorText } from './payErrors';

export default function ForgotPayPasswordForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['payments', 'auth', 'common']);
  const format = useFormat();
  const http = useHttp();
  const { profile } = useSession();
  const email = profile?.email ?? '';
  const emailCode = useEmailCode(http);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const checkCode = () => {
    const problem = validateEmailCode(code);
    setCodeError(problem);
    return problem === null;
  };

  const submit = async (payPassword: string) => {
    setPending(true);
    setError(null);
    const result = await resetForgottenPayPassword(http, { payPassword, emailVerificationCode: code.trim() });
    setPending(false);
    if (!result.ok) {
      const fieldCode = result.error.fields?.emailVerificationCode;
      if (fieldCode) setCodeError(fieldCode);
      else setError(payErrorText(t, format, result.error).text);
      return;
    }
    onDone();
  };

  return (
    <NewPayPasswordForm
      label={t('payments:forgot.title')}
      submitLabel={t('payments:forgot.submit')}
      pending={pending}
      error={error}
      beforeSubmit={checkCode}
      onSubmit={(payPassword) => void submit(payPassword)}
      onEdit={() => setError(null)}
      onCancel={onCancel}
      cancelLabel={t('payments:back')}
    >
      <Typography variant="body2" color="textSecondary">
        {t('payments:forgot.intro')}
      </Typography>
      <TextField
        label={t('auth:fields.email')}
        value={email}
        fullWidth
        slotProps={{ input: { readOnly: true }, htmlInput: { dir: 'ltr' } }}
      />
      <EmailCodeField
        label={t('auth:fields.code')}
        field={{
          name: 'emailVerificationCode',
          value: code,
          onChange: (event) => {
            setCode(event.target.value);
            setCodeError(null);
            setError(null);
          },
          error: Boolean(codeError),
          helperText: codeError ? fieldText(t, codeError) : t('auth:hints.code', { length: EMAIL_CODE_LENGTH }),
        }}
        emailCode={emailCode}
        onSend={() => void emailCode.send(email)}
        sendDisabled={pending || !email}
      />
    </NewPayPasswordForm>
  );
}
