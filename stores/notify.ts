// Toasts: top-right, closing after 3600 ms. useNotify() queues a text; the host (components/common/
// Notifications.tsx, once in _app) shows it with notistack, which it loads with the first toast.
import { createContext, useContext } from 'react';

export const NOTIFY_AUTO_HIDE_MS = 3600;

export type NotifyVariant = 'success' | 'error' | 'info' | 'warning';

/** A toast waiting for the host to show it. */
export interface QueuedToast {
  id: number;
  text: string;
  variant: NotifyVariant;
}

export interface Notify {
  success: (text: string) => void;
  error: (text: string) => void;
  info: (text: string) => void;
  warning: (text: string) => void;
}

const ignore = () => undefined;

/** Outside a host (a component rendered on its own) toasts go nowhere, as they did with notistack's context. */
export const NotifyContext = createContext<Notify>({ success: ignore, error: ignore, info: ignore, warning: ignore });

export function useNotify(): Notify {
  return useContext(NotifyContext);
}
