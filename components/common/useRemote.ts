// The one way a view holds server data: a `Remote` value (components/common/remote.ts) and the requests that
// fill it. Only the newest request may write, so a slow answer for an old filter, tab or selection never wins
// over the answer the shopper is waiting for.
//
// `useRemote` is driven by hand (`run` when the shopper asks for something); `useRemoteLoad` loads whenever its
// load function changes (memoise it over what it reads), optionally a moment later so a run of clicks makes
// one call.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Result } from '@/services/result';
import { idle, initialRemote, loadingFrom, settle, updateData, type RemoteOrIdle } from './remote';

/** Loads the value; `isLatest` says whether this request is still the newest (for follow-up requests). */
export type RemoteFetch<T> = (isLatest: () => boolean) => Promise<Result<T>>;

export interface RemoteOptions<T> {
  /** The server-rendered value: the state starts ready with it. */
  initial?: T | null;
  /** Without an initial value, start idle rather than loading (nothing has been asked for yet). */
  startIdle?: boolean;
  /** False: a failure drops the data shown before (default true: it stays beside the error). */
  keepDataOnFailure?: boolean;
}

export interface RunOptions {
  /** No loading state in between: what is shown stays until the answer (or its failure) replaces it. */
  silent?: boolean;
  /** A refresh the shopper did not ask for: no loading state, and a failure leaves what is shown. */
  background?: boolean;
}

export function useRemote<T>({ initial = null, startIdle = false, keepDataOnFailure = true }: RemoteOptions<T> = {}) {
  const [state, setState] = useState<RemoteOrIdle<T>>(() => initialRemote(initial, startIdle));
  const requestId = useRef(0);
  const lastFetch = useRef<RemoteFetch<T> | null>(null);

  /** Sends a request; resolves to its result when it was applied, or null when a newer one took its place. */
  const run = useCallback(
    async (
      fetch: RemoteFetch<T>,
      { silent = false, background = false }: RunOptions = {},
    ): Promise<Result<T> | null> => {
      const id = ++requestId.current;
      const isLatest = () => id === requestId.current;
      if (!background) lastFetch.current = fetch;
      if (!background && !silent) setState(loadingFrom);
      const result = await fetch(isLatest);
      if (!isLatest()) return null;
      if (background && !result.ok) return result;
      setState((previous) => settle(previous, result, keepDataOnFailure));
      return result;
    },
    [keepDataOnFailure],
  );

  /** Sends the last request again (the retry button beside an error). */
  const retry = useCallback(() => {
    if (lastFetch.current) void run(lastFetch.current);
  }, [run]);

  /** Answers still on their way are ignored from now on. */
  const cancel = useCallback(() => {
    requestId.current += 1;
  }, []);

  /** Back to idle (the dialog closed, the selection emptied); answers on their way are ignored. */
  const reset = useCallback(() => {
    requestId.current += 1;
    setState(idle);
  }, []);

  /** Shows a value the server sent another way (the answer to an action): it wins over requests on their way. */
  const show = useCallback((data: T) => {
    requestId.current += 1;
    setState({ status: 'ready', data });
  }, []);

  /** Edits the data shown without a request (a message marked read). */
  const update = useCallback((change: (data: T) => T) => setState((previous) => updateData(previous, change)), []);

  return { state, run, retry, cancel, reset, show, update };
}

export interface RemoteLoadOptions<T> extends Omit<RemoteOptions<T>, 'startIdle'> {
  /** Wait this long after the last change before asking (a run of clicks makes one call). */
  delayMs?: number;
}

/**
 * Loads with `load` now and whenever `load` changes; null means nothing to ask (idle). With `initial`, the first
 * load is skipped: the server already answered it.
 */
export function useRemoteLoad<T>(
  load: RemoteFetch<T> | null,
  { initial = null, delayMs, keepDataOnFailure }: RemoteLoadOptions<T> = {},
) {
  // Idle until asked: nothing to ask, or the question waits for its delay.
  const remote = useRemote<T>({ initial, startIdle: load === null || delayMs !== undefined, keepDataOnFailure });
  const { run, cancel, reset } = remote;
  const skipFirst = useRef(initial !== null);
  const current = useRef(load);
  useEffect(() => {
    current.current = load;
  });

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    // The question changed: an answer to the old one must not land, even while this one waits for its delay.
    cancel();
    let live = true;
    const start = () => {
      if (!live) return;
      if (load) void run(load);
      else reset();
    };
    // State changes wait for a microtask, a tick to go idle, or the delay, never inside the effect itself.
    if (load && delayMs === undefined) {
      void Promise.resolve().then(start);
      return () => {
        live = false;
      };
    }
    const timer = setTimeout(start, load ? delayMs : 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [load, delayMs, run, cancel, reset]);

  /** Loads again with the current function (a live change, the retry button). */
  const reload = useCallback(() => {
    if (current.current) void run(current.current);
  }, [run]);

  return { ...remote, reload };
}
