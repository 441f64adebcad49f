// Subscribes to the router's navigation events: `onStart` when a route change begins (with the target URL and
// whether it is shallow), `onEnd` when it completes or fails. The handlers may change every render; the
// subscription stays for the router's lifetime and always calls the latest ones.
import { useEffect, useEffectEvent } from 'react';
import { useRouter } from 'next/router';

export interface RouteChangeHandlers {
  onStart?: (url: string, options: { shallow: boolean }) => void;
  onEnd?: () => void;
}

export function useRouteChange({ onStart, onEnd }: RouteChangeHandlers): void {
  const { events } = useRouter();
  const start = useEffectEvent((url: string, options: { shallow: boolean }) => onStart?.(url, options));
  const end = useEffectEvent(() => onEnd?.());
  useEffect(() => {
    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', end);
    events.on('routeChangeError', end);
    return () => {
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', end);
      events.off('routeChangeError', end);
    };
  }, [events]);
}
