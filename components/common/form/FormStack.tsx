// The frame of every sign-in and account form: the browser's own validation off (each form checks its fields and
// shows translated errors under them), the form's accessible name, and its form-level error first. A plain form
// laid out by a static stylesheet (MUI Stack's column, 16 px apart), so the account page's four forms and the
// sign-in forms cost no Emotion style work; its notes are PlainAlerts. A submit that leaves a field wrong focuses the
// first such field; a form-level error, which stands above the fields, is scrolled into view when it appears.
import type { FormEvent, ReactNode } from 'react';
import PlainAlert from '@/components/common/PlainAlert';
import { focusingFirstInvalid } from './focusFirstInvalid';
import { useScrolledIntoView } from './useScrolledIntoView';
import styles from './FormStack.module.css';

export default function FormStack({
  label,
  onSubmit,
  notice = null,
  message,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent) => void;
  /** A success note shown above everything (e.g. "password changed, log in"), or null. */
  notice?: string | null;
  /** The form-level error (an API failure no field owns), or null. */
  message: string | null;
  children: ReactNode;
}) {
  const messageRef = useScrolledIntoView<HTMLDivElement>(message);
  return (
    <form noValidate onSubmit={focusingFirstInvalid(onSubmit)} aria-label={label} className={styles.form}>
      {notice && (
        <PlainAlert severity="success" role="status">
          {notice}
        </PlainAlert>
      )}
      {message && (
        <PlainAlert ref={messageRef} severity="error" role="alert">
          {message}
        </PlainAlert>
      )}
      {children}
    </form>
  );
}
