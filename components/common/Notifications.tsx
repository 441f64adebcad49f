// The toast host: top-right, closing after 3600 ms. useNotify() (stores/notify.ts) enqueues.
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { NOTIFY_AUTO_HIDE_MS } from '@/stores/notify';

export default function Notifications({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={NOTIFY_AUTO_HIDE_MS}
      maxSnack={3}
      preventDuplicate
    >
      {children}
    </SnackbarProvider>
  );
}
