// The toast host: top-right, closing after 3600 ms. useNotify() (stores/notify.ts) queues a text here; the
// first one loads notistack (components/common/ToastHost.tsx), which shows it and every later one. Pages that
// never toast never download it. The host renders after the page (toasts are fixed-position), where
// notistack's provider rendered them before.
import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { NotifyContext, type Notify, type NotifyVariant, type QueuedToast } from '@/stores/notify';

type Host = ComponentType<{ toasts: readonly QueuedToast[]; onShown: (ids: readonly number[]) => void }>;

export default function Notifications({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly QueuedToast[]>([]);
  const [host, setHost] = useState<{ Host: Host } | null>(null);

  // One stable object for the provider's lifetime (consumers list it in their effects' dependencies).
  const [notify] = useState<Notify>(() => {
    let lastId = 0;
    let loading = false;
    const show = (variant: NotifyVariant) => (text: string) => {
      lastId += 1;
      const toast = { id: lastId, text, variant };
      setToasts((queued) => [...queued, toast]);
      if (loading) return;
      loading = true;
      import('./ToastHost').then(
        ({ default: Host }) => setHost({ Host }),
        () => {
          // Not downloaded (offline): the next toast tries again.
          loading = false;
        },
      );
    };
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  });

  const onShown = useCallback((ids: readonly number[]) => {
    setToasts((queued) => queued.filter((toast) => !ids.includes(toast.id)));
  }, []);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {host && <host.Host toasts={toasts} onShown={onShown} />}
    </NotifyContext.Provider>
  );
}
