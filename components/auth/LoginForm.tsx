// Log in with email and password, then hand the response to the session store, which stores the cookies and
// goes to redirectUrl, or to refrom with the email, or to /.
import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import { login } from '@/services/user';
import { useHttp } from '@/stores/http';
import { useSession } from '@/stores/session';
import { collectErrors, validateEmail, validateRequired } from '@/utils/validation';
import PasswordField from './PasswordField';
import { fieldText, splitApiError, type FieldErrors } from './fieldErrors';

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
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    // Logging in only checks presence: an account may predate today's password rules.
    const found = collectErrors<Field>({ email: validateEmail(email), password: validateRequired(password) });
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;

    busy.current = true;
    setPending(true);
    const result = await login(http, { email: email.trim(), password });
    if (!result.ok) {
      const split = splitApiError(t, result.error, FIELDS);
      setErrors(split.fields);
      setMessage(split.message);
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
        error={Boolean(errors.email)}
        helperText={fieldText(t, errors.email)}
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
        error={Boolean(errors.password)}
        helperText={fieldText(t, errors.password)}
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
