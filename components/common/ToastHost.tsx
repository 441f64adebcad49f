// notistack's provider with the storefront's toast settings, loaded with the first toast
// (components/common/Notifications.tsx). `toasts` are the texts not shown yet; each is shown once, then
// reported back through `onShown`.
import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import { NOTIFY_AUTO_HIDE_MS, type QueuedToast } from '@/stores/notify';

interface ToastHostProps {
  toasts: readonly QueuedToast[];
  onShown: (ids: readonly number[]) => void;
}

function Enqueue({ toasts, onShown }: ToastHostProps) {
  const { enqueueSnackbar } = useSnackbar();
  // Effects may run twice for the same list (React's strict mode): a toast is shown once all the same.
  const shown = useRef(new Set<number>());
  useEffect(() => {
    if (toasts.length === 0) return;
    for (const toast of toasts) {
      if (shown.current.has(toast.id)) continue;
      shown.current.add(toast.id);
      enqueueSnackbar(toast.text, { variant: toast.variant });
    }
    onShown(toasts.map((toast) => toast.id));
  }, [toasts, enqueueSnackbar, onShown]);
  return null;
}

export default function ToastHost(props: ToastHostProps) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={NOTIFY_AUTO_HIDE_MS}
      maxSnack={3}
      preventDuplicate
    >
      <Enqueue {...props} />
    </SnackbarProvider>
  );
}
