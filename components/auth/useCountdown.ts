import { useCallback, useEffect, useRef, useState } from 'react';

/** Seconds the shopper waits between two email codes (the server enforces its own limit and says so with 429). */
export const CODE_RESEND_SECONDS = 60;

/**
 * A whole-second countdown. The remaining time is computed from a deadline, not by counting ticks, so a
 * throttled background tab still shows the right number when it wakes up.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const timer = useRef<number | null>(null);

  useEffect(() => {
    if (deadline === null) return undefined;
    timer.current = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(null);
    }, 250);
    return () => {
      if (timer.current !== null) window.clearInterval(timer.current);
    };
  }, [deadline]);

  const start = useCallback((seconds: number = CODE_RESEND_SECONDS) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);

  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remaining, running: remaining > 0, start };
}
