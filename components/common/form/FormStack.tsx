// The frame of every sign-in and account form: the browser's own validation off (each form checks its fields and
// shows translated errors under them), the form's accessible name, and its form-level error first.
import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

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
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={label}>
      {notice && (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      )}
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      {children}
    </Stack>
  );
}
