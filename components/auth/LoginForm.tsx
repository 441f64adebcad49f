// Log in with email and password, then hand the response to the session store, which stores the cookies and
// goes to redirectUrl, or to refrom with the email, or to /.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import AuthEmailField from './AuthEmailField';
import LinkButton from './LinkButton';
import FormStack from '@/components/common/form/FormStack';
import SubmitButton from '@/components/common/form/SubmitButton';
import { useFormState } from '@/components/common/form/useFormState';
import { login } from '@/services/user';
import { useHttp } from '@/stores/http';
import { useSession } from '@/stores/session';
import { validateEmail, validateRequired } from '@/components/common/form/validation';
import PasswordField from './PasswordField';

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];

export interface LoginTarget {
  redirectUrl?: string;
  refrom?: string;
}

export default function LoginForm({
  email,
  onEmailChange,
  target,
  onForgot,
  notice,
}: {
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
  // The email belongs to the page (shared by the tabs) and the password stays local; editing either clears its
  // error and the form message.
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
      form.showApiError(result.error, 'common:failed.logIn');
      busy.current = false;
      setPending(false);
      return;
    }
    // Stay disabled while the session store navigates away: no second submit.
    await session.login(result.data, target);
  };

  return (
    <FormStack label={t('auth:tabs.login')} onSubmit={submit} notice={notice} message={message}>
      <AuthEmailField
        email={email}
        onEmailChange={(value) => {
          onEmailChange(value);
          form.clearError('email');
        }}
        {...form.feedback('email')}
      />
      <PasswordField
        label={t('auth:fields.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          form.clearError('password');
        }}
        {...form.feedback('password')}
        required
        fullWidth
      />
      <LinkButton onClick={onForgot} align="end">
        {t('auth:actions.forgot')}
      </LinkButton>
      <SubmitButton pending={pending} wide>
        {t('auth:actions.login')}
      </SubmitButton>
    </FormStack>
  );
}
