// Log in with email and password, then hand the response to the session store, which stores the cookies and
// goes to redirectUrl, or to refrom with the email, or to /.
import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import { useFormState } from '@/components/common/form/useFormState';
import { login } from '@/services/user';
import { useHttp } from '@/stores/http';
import { useSession } from '@/stores/session';
import { validateEmail, validateRequired } from '@/utils/validation';
import PasswordField from './PasswordField';

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];

export interface LoginTarget { redirectUrl?: string; refrom?: string }

export default function LoginForm({ email, onEmailChange, target, onForgot, notice }: {
  email: string;
  onEmailChange: (email: string) => void;
  target: LoginTarget;
  onForgot: () => void;
  /** A success message carried over from another tab (password reset). */
  notice?: string | null;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const http = useHttp();
  const session = useSession();
  const [password, setPassword] = useState('');
  // The email belongs to the page (shared by the tabs) and the password stays local; their errors stay until the
  // next submit.
  const form = useFormState(t, FIELDS);
  const { message } = form;
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    // Logging in only checks presence: an account may predate today's password rules.
    if (!form.validate({ email: validateEmail(email), password: validateRequired(password) })) return;

    busy.current = true;
    setPending(true);
    const result = await login(http, { email: email.trim(), password });
    if (!result.ok) {
      form.showApiError(result.error);
      busy.current = false;
      setPending(false);
      return;
    }
    // Stay disabled while the session store navigates away: no second submit.
    await session.login(result.data, target);
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('auth:tabs.login')}>
      {notice && <Alert severity="success" role="status">{notice}</Alert>}
      {message && <Alert severity="error" role="alert">{message}</Alert>}
      <TextField
        label={t('auth:fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        {...form.feedback('email')}
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'email', dir: 'ltr' } }}
      />
      <PasswordField
        label={t('auth:fields.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        {...form.feedback('password')}
        required
        fullWidth
      />
      <Link component="button" type="button" variant="body2" onClick={onForgot} sx={{ alignSelf: 'flex-end' }}>
        {t('auth:actions.forgot')}
      </Link>
      <Button type="submit" variant="contained" size="large" loading={pending} disabled={pending} fullWidth>
        {t('auth:actions.login')}
      </Button>
    </Stack>
  );
}
