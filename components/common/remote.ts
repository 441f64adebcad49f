// A value the browser holds from the server: not asked for (idle), on its way, there, or failed with the API's
// error (its kind and code, which `utils/errorText.ts` turns into text). Loading and failed keep the data shown
// before, so a list stays under its progress bar while the next page comes and beside the error of a retry.
// Pure: the moves between states, used by `useRemote` and tested on their own.
import type { AppError, Result } from '@/services/result';

export type Remote<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'failed'; data: T | null; error: AppError };

/** Nothing asked for yet, or the question was withdrawn (a closed dialog, an empty selection). */
export type Idle = { status: 'idle'; data: null };

export type RemoteOrIdle<T> = Remote<T> | Idle;

export const idle: Idle = { status: 'idle', data: null };

/** The first state: the server's answer when the page came with one, else loading (or idle when asked). */
export function initialRemote<T>(initial: T | null | undefined, startIdle = false): RemoteOrIdle<T> {
  if (initial !== null && initial !== undefined) return { status: 'ready', data: initial };
  return startIdle ? idle : { status: 'loading', data: null };
}

/** A request went out: what was shown stays shown. */
export function loadingFrom<T>(previous: RemoteOrIdle<T>): Remote<T> {
  return previous.status === 'loading' ? previous : { status: 'loading', data: previous.data };
}

/**
 * The answer arrived. A failure keeps the data shown before unless `keepDataOnFailure` is false (a price that
 * failed must not stay on screen as if it still held).
 */
export function settle<T>(previous: RemoteOrIdle<T>, result: Result<T>, keepDataOnFailure = true): Remote<T> {
  if (result.ok) return { status: 'ready', data: result.data };
  return { status: 'failed', data: keepDataOnFailure ? previous.data : null, error: result.error };
}

/** Changes the data shown (a message marked read) without a new request; nothing to change, nothing changes. */
export function updateData<T>(previous: RemoteOrIdle<T>, change: (data: T) => T): RemoteOrIdle<T> {
  if (previous.data === null) return previous;
  return { ...previous, data: change(previous.data) } as RemoteOrIdle<T>;
}
