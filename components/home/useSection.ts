import { useCallback, useEffect, useRef, useState } from 'react';
import type { Http } from '@/services/http';
import type { Result } from '@/services/result';
import { toSection, type Section } from './sections';

/** A section's state with a load that is never started twice at once. */
function useSectionLoad<T>(initial: Section<T> | null, load: (http: Http) => Promise<Result<T>>, http: Http) {
  const [section, setSection] = useState(initial);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const reload = useCallback(async () => {
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

  return { section, setSection, pending, reload };
}

/**
 * One home section's state, starting from what the server rendered, with a retry that reloads only that section.
 * A retry in flight is not started twice.
 */
export function useSection<T>(initial: Section<T>, load: (http: Http) => Promise<Result<T>>, http: Http) {
  const { section, setSection, pending, reload } = useSectionLoad<T>(initial, load, http);

  // New server props (a client navigation back to /) replace the local state: React's "adjust state when a
  // prop changes" pattern, done during render rather than in an effect.
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setSection(initial);
  }

  return { section: section ?? initial, pending, retry: reload };
}

/**
 * A section the server did not render: loaded once `wanted` turns true (null until then), with the same retry.
 * It sits below the fold, so nothing the shopper is looking at moves when it arrives.
 */
export function useDeferredSection<T>(load: (http: Http) => Promise<Result<T>>, http: Http, wanted = true) {
  const { section, pending, reload } = useSectionLoad<T>(null, load, http);

  useEffect(() => {
    if (wanted) void reload();
  }, [reload, wanted]);

  return { section, pending, retry: reload };
}
