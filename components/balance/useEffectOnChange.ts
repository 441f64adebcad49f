// Runs an async loader when it changes (its inputs changed) or when `version` is bumped (money moved elsewhere on
// the page), outside the render's own commit so its loading state never cascades synchronously.
import { useEffect } from 'react';

export function useEffectOnChange(run: () => Promise<void>, version: number): void {
  useEffect(() => {
    const timer = window.setTimeout(() => void run(), 0);
    return () => window.clearTimeout(timer);
  }, [run, version]);
}
