// A new password and its confirmation, with the shared length hint: sign-up, password reset and the account's
// password change all ask for exactly this pair.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/contract';
import { useTranslation } from 'next-i18next/pages';
import PasswordField from './PasswordField';

/** What `useFormState().field(name)` returns for one input. */
type BoundField = {
  name: string;
  value: string;
  onChange: React.ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  error: boolean;
  helperText?: string;
};

export interface NewPasswordFieldsProps<N extends string> {
  /** `useFormState().field`: binds a field; receives the length hint for the new password. */
  field: (name: N | 'confirmPassword', options?: { hint?: string }) => BoundField;
  /** Name of the new-password field in the form (the confirmation is always `confirmPassword`). */
  passwordName: N;
  passwordLabel: string;
  confirmLabel: string;
  /** Translation key of the length hint (takes min and max). */
  hintKey: 'auth:hints.password' | 'account:password.hint';
}

export default function NewPasswordFields<N extends string>({
  field,
  passwordName,
  passwordLabel,
  confirmLabel,
  hintKey,
}: NewPasswordFieldsProps<N>) {
  const { t } = useTranslation(['auth', 'account']);
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        {...field(passwordName, { hint: t(hintKey, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) })}
        required
        fullWidth
      />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        {...field('confirmPassword')}
        required
        fullWidth
      />
    </>
  );
}
