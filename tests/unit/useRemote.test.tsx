// The one hook that holds server data: the newest request wins, retry sends the last request again, a reload
// keeps what is shown, a background refresh neither flashes loading nor shows its failure, and a debounced load
// asks once for a run of changes.
import { act, renderHook } from '@testing-library/react';
import { useCallback } from 'react';
import { useRemote, useRemoteLoad } from '@/components/common/useRemote';
import type { AppError, Result } from '@/services/result';

const error: AppError = { kind: 'network', status: null, code: 'NETWORK_ERROR', message: 'offline', retryable: true };

/** A request the test answers when it wants. */
function deferred<T>() {
  let answer!: (result: Result<T>) => void;
  const promise = new Promise<Result<T>>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

describe('useRemote', () => {
  it('ignores an older answer that arrives after a newer one', async () => {
    const { result } = renderHook(() => useRemote<string>());
    const older = deferred<string>();
    const newer = deferred<string>();
    let olderApplied: unknown;
    await act(async () => {
      const first = result.current.run(() => older.promise);
      void result.current.run(() => newer.promise);
      newer.answer({ ok: true, data: 'new' });
      older.answer({ ok: true, data: 'old' });
      olderApplied = await first;
    });
    expect(olderApplied).toBeNull();
    expect(result.current.state).toEqual({ status: 'ready', data: 'new' });
  });

  it('keeps the data shown while a reload is on its way and beside its failure; retry asks again', async () => {
    const { result } = renderHook(() => useRemote<string>({ initial: 'first' }));
    const pending = deferred<string>();
    const fetch = jest.fn(() => pending.promise);
    act(() => {
      void result.current.run(fetch);
    });
    expect(result.current.state).toEqual({ status: 'loading', data: 'first' });
    await act(async () => pending.answer({ ok: false, error }));
    expect(result.current.state).toEqual({ status: 'failed', data: 'first', error });

    fetch.mockImplementation(() => Promise.resolve({ ok: true, data: 'second' }));
    await act(async () => result.current.retry());
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.current.state).toEqual({ status: 'ready', data: 'second' });
  });

  it('drops the data on failure when told to', async () => {
    const { result } = renderHook(() => useRemote<string>({ initial: 'price', keepDataOnFailure: false }));
    await act(async () => {
      await result.current.run(() => Promise.resolve({ ok: false, error }));
    });
    expect(result.current.state).toEqual({ status: 'failed', data: null, error });
  });

  it('a silent request shows no loading state, then its answer or its failure', async () => {
    const { result } = renderHook(() => useRemote<string>({ initial: 'shown' }));
    const pending = deferred<string>();
    act(() => {
      void result.current.run(() => pending.promise, { silent: true });
    });
    expect(result.current.state).toEqual({ status: 'ready', data: 'shown' });
    await act(async () => pending.answer({ ok: false, error }));
    expect(result.current.state).toEqual({ status: 'failed', data: 'shown', error });
  });

  it('a background refresh shows no loading state and keeps what is shown when it fails', async () => {
    const { result } = renderHook(() => useRemote<string>({ initial: 'shown' }));
    const pending = deferred<string>();
    act(() => {
      void result.current.run(() => pending.promise, { background: true });
    });
    expect(result.current.state).toEqual({ status: 'ready', data: 'shown' });
    await act(async () => pending.answer({ ok: false, error }));
    expect(result.current.state).toEqual({ status: 'ready', data: 'shown' });
  });

  it('after a reset or a value shown from elsewhere, an answer on its way is ignored', async () => {
    const { result } = renderHook(() => useRemote<string>({ startIdle: true }));
    expect(result.current.state).toEqual({ status: 'idle', data: null });
    const pending = deferred<string>();
    act(() => {
      void result.current.run(() => pending.promise);
    });
    act(() => result.current.reset());
    await act(async () => pending.answer({ ok: true, data: 'late' }));
    expect(result.current.state).toEqual({ status: 'idle', data: null });

    const again = deferred<string>();
    act(() => {
      void result.current.run(() => again.promise);
    });
    act(() => result.current.show('from an action'));
    await act(async () => again.answer({ ok: true, data: 'late' }));
    expect(result.current.state).toEqual({ status: 'ready', data: 'from an action' });
  });

  it('edits the shown data without a request', () => {
    const { result } = renderHook(() => useRemote<number[]>({ initial: [1, 2] }));
    act(() => result.current.update((list) => list.map((n) => n * 10)));
    expect(result.current.state).toEqual({ status: 'ready', data: [10, 20] });
  });
});

describe('useRemoteLoad', () => {
  afterEach(() => jest.useRealTimers());

  it('skips the first load when the server answered it, and loads when the question changes', async () => {
    const calls: number[] = [];
    const { result, rerender } = renderHook(
      ({ page }: { page: number }) => {
        const load = useCallback(() => {
          calls.push(page);
          return Promise.resolve<Result<string>>({ ok: true, data: `page ${page}` });
        }, [page]);
        return useRemoteLoad(load, { initial: 'page 1' });
      },
      { initialProps: { page: 1 } },
    );
    await act(async () => {});
    expect(calls).toEqual([]);
    rerender({ page: 2 });
    await act(async () => {});
    expect(calls).toEqual([2]);
    expect(result.current.state).toEqual({ status: 'ready', data: 'page 2' });
    await act(async () => result.current.reload());
    expect(calls).toEqual([2, 2]);
  });

  it('an answer for an old question that arrives last is ignored', async () => {
    const answers = new Map<number, ReturnType<typeof deferred<string>>>();
    const { result, rerender } = renderHook(
      ({ page }: { page: number }) => {
        const load = useCallback(() => {
          const d = deferred<string>();
          answers.set(page, d);
          return d.promise;
        }, [page]);
        return useRemoteLoad(load);
      },
      { initialProps: { page: 1 } },
    );
    await act(async () => {});
    rerender({ page: 2 });
    await act(async () => {});
    await act(async () => answers.get(2)!.answer({ ok: true, data: 'page 2' }));
    await act(async () => answers.get(1)!.answer({ ok: true, data: 'page 1' }));
    expect(result.current.state).toEqual({ status: 'ready', data: 'page 2' });
  });

  it('with a delay, a run of changes makes one request, and no question means idle', async () => {
    jest.useFakeTimers();
    const calls: string[] = [];
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) => {
        const load = useCallback(() => {
          calls.push(key);
          return Promise.resolve<Result<string>>({ ok: true, data: key });
        }, [key]);
        return useRemoteLoad(key ? load : null, { delayMs: 250 });
      },
      { initialProps: { key: 'a' } },
    );
    rerender({ key: 'ab' });
    act(() => {
      jest.advanceTimersByTime(100);
    });
    rerender({ key: 'abc' });
    await act(async () => {
      jest.advanceTimersByTime(250);
    });
    expect(calls).toEqual(['abc']);
    expect(result.current.state).toEqual({ status: 'ready', data: 'abc' });
    rerender({ key: '' });
    await act(async () => {
      jest.advanceTimersByTime(0);
    });
    expect(result.current.state).toEqual({ status: 'idle', data: null });
  });
});
