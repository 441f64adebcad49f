// An email address or phone number input: the right keyboard on a phone, and left-to-right even in an RTL page
// (an address or a number reads the same in every language). Full width, like every field of these forms.
import TextInput, { type TextInputProps } from './TextInput';

export type ContactFieldProps = Omit<TextInputProps, 'type' | 'slotProps'> & {
  kind: 'email' | 'tel';
  slotProps?: { formHelperText?: { role?: string; className?: string } };
};

export default function ContactField({ kind, slotProps, ...props }: ContactFieldProps) {
  return (
    <TextInput
      type={kind}
      fullWidth
      {...props}
      slotProps={{ ...slotProps, htmlInput: { inputMode: kind, dir: 'ltr' } }}
    />
  );
}
