// The 6-digit pay password: digits only (anything else typed is dropped), masked, a numeric keypad on phones.
// Password managers are told to keep out (`autoComplete="off"`): this is not the login password.
import TextInput from '@/components/common/form/TextInput';
import { PAY_PASSWORD_LENGTH } from './payPassword';

export default function PayPasswordField({
  label,
  value,
  onChange,
  error,
  helperText,
  autoFocus,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  autoFocus?: boolean;
  name: string;
}) {
  return (
    <TextInput
      label={label}
      name={name}
      type="password"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, PAY_PASSWORD_LENGTH))}
      error={error}
      helperText={helperText}
      autoFocus={autoFocus}
      autoComplete="off"
      required
      fullWidth
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: PAY_PASSWORD_LENGTH,
          dir: 'ltr',
          style: { letterSpacing: '0.5em' },
        },
      }}
    />
  );
}
