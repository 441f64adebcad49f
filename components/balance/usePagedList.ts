// One page of a list the balance page shows (ledger entries, requests, refunds): loaded when the filter or page
// changes, the previous page kept under a progress bar while the next one comes, a failure kept beside it for a
// retry. Only the newest request may write, so a slow answer for an old filter never wins.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '@/contract';
import type { AppError, Result } from '@/services/result';

export type PagedState<T> =
  | { status: 'loading'; page: Page<T> | null }
  | { status: 'ready'; page: Page<T> }
  | { status: 'failed'; page: Page<T> | null; error: AppError };

/**
 * @param fetchPage loads one page; a new function (its filter changed) loads again
 * @param initial a first page rendered on the server, used for the first filter only
 */
export function usePagedList<T>(fetchPage: () => Promise<Result<Page<T>>>, initial: Page<T> | null = null) {
  const [state, setState] = useState<PagedState<T>>(() => (initial ? { status: 'ready', page: initial } : { status: 'loading', page: null }));
  const requestId = useRef(0);
  const skipFirst = useRef(initial !== null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    const id = ++requestId.current;
    let live = true;
    void Promise.resolve().then(() => {
      if (live) setState((previous) => ({ status: 'loading', page: previous.page }));
      return fetchPage();
    }).then((result) => {
      if (!live || id !== requestId.current) return;
      if (result.ok) setState({ status: 'ready', page: result.data });
      else setState((previous) => ({ status: 'failed', page: previous.page, error: result.error }));
    });
    return () => { live = false; };
  }, [fetchPage, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
