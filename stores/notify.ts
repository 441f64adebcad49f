// Toasts (notistack): top-right, closing after 3600 ms (set once on the SnackbarProvider in _app).
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

export const NOTIFY_AUTO_HIDE_MS = 3600;

export interface Notify {
  success: (text: string) => void;
  error: (text: string) => void;
  info: (text: string) => void;
  warning: (text: string) => void;
}

export function useNotify(): Notify {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (text) => void enqueueSnackbar(text, { variant: 'success' }),
      error: (text) => void enqueueSnackbar(text, { variant: 'error' }),
      info: (text) => void enqueueSnackbar(text, { variant: 'info' }),
      warning: (text) => void enqueueSnackbar(text, { variant: 'warning' }),
    }),
    [enqueueSnackbar],
  );
}
