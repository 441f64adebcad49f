// A form's submit button: spinning and disabled while the request runs, so a second click sends nothing. On the
// login page (`wide`) it spans the form; in an account section it sits at the start (full width on a phone).
import type { ReactNode } from 'react';
import PlainButton from '@/components/common/PlainButton';
import styles from './SubmitButton.module.css';

export default function SubmitButton({
  pending,
  disabled = false,
  wide = false,
  children,
}: {
  pending: boolean;
  /** Disabled for another reason than a pending request (nothing changed, the email is taken). */
  disabled?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <PlainButton
      type="submit"
      pending={pending}
      disabled={disabled}
      {...(wide ? { size: 'large' as const, fullWidth: true } : { className: styles.atStart })}
    >
      {children}
    </PlainButton>
  );
}
