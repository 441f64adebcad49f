// The email the login, sign-up and reset tabs share: typed once, kept when the shopper switches tabs (AuthView
// holds it), so each tab gets the value and reports changes instead of keeping its own copy.
import { useTranslation } from 'next-i18next/pages';
import ContactField, { type ContactFieldProps } from '@/components/common/form/ContactField';

export default function AuthEmailField({
  email,
  onEmailChange,
  ...props
}: Omit<ContactFieldProps, 'kind' | 'value' | 'onChange'> & {
  email: string;
  onEmailChange: (email: string) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <ContactField
      kind="email"
      label={t('fields.email')}
      name="email"
      autoComplete="email"
      value={email}
      onChange={(event) => onEmailChange(event.target.value)}
      required
      {...props}
    />
  );
}
