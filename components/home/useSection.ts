import { useCallback, useRef, useState } from 'react';
import type { Http } from '@/services/http';
import type { Result } from '@/services/result';
import { toSection, type Section } from './sections';

/**
 * One home section's state, starting from what the server rendered, with a retry that reloads only that section.
 * A retry in flight is not started twice.
 */
export function useSection<T>(initial: Section<T>, load: (http: Http) => Promise<Result<T>>, http: Http) {
  const [section, setSection] = useState(initial);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  // New server props (a client navigation back to /) replace the local state: React's "adjust state when a
  // prop changes" pattern, done during render rather than in an effect.
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setSection(initial);
  }

  const retry = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      setSection(toSection(await load(http)));
    } catch {
      setSection({ ok: false, retryable: true });
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, [http, load]);

  return { section, pending, retry };
}
