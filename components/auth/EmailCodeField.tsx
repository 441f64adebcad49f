// The email code input with its "Send code" button beside it and the line saying what the last send did, as
// sign-up, forgotten password and the change of login email show it.
import { EMAIL_CODE_LENGTH } from '@/contract';
import TextInput, { type TextInputProps } from '@/components/common/form/TextInput';
import CodeStatus from './CodeStatus';
import SendCodeButton from './SendCodeButton';
import type { SendState } from './useEmailCode';
import styles from './EmailCodeField.module.css';

export default function EmailCodeField({
  label,
  field,
  emailCode,
  onSend,
  sendDisabled,
}: {
  label: string;
  /** The input's binding (name, value, onChange, error, helperText), e.g. `form.field('verificationCode')`. */
  field: Pick<TextInputProps, 'name' | 'value' | 'onChange' | 'error' | 'helperText'>;
  emailCode: { state: SendState; remaining: number };
  onSend: () => void;
  sendDisabled: boolean;
}) {
  return (
    <>
      <div className={styles.row}>
        <TextInput
          label={label}
          autoComplete="one-time-code"
          {...field}
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: EMAIL_CODE_LENGTH, dir: 'ltr' } }}
        />
        <SendCodeButton
          onClick={onSend}
          disabled={sendDisabled}
          sending={emailCode.state.status === 'sending'}
          remaining={emailCode.remaining}
        />
      </div>
      <CodeStatus state={emailCode.state} remaining={emailCode.remaining} />
    </>
  );
}
