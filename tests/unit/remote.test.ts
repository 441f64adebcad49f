// The moves of a remote value: what stays shown while loading and after a failure.
import { idle, initialRemote, loadingFrom, settle, updateData, type RemoteOrIdle } from '@/components/common/remote';
import type { AppError } from '@/services/result';

const error: AppError = { kind: 'http', status: 503, code: 'HTTP_503', message: 'down', retryable: true };

describe('remote value', () => {
  it('starts ready with the server value, else loading, or idle when asked', () => {
    expect(initialRemote([1])).toEqual({ status: 'ready', data: [1] });
    expect(initialRemote<number[]>(null)).toEqual({ status: 'loading', data: null });
    expect(initialRemote<number[]>(null, true)).toBe(idle);
  });

  it('keeps the data shown while loading', () => {
    expect(loadingFrom<string>({ status: 'ready', data: 'a' })).toEqual({ status: 'loading', data: 'a' });
    expect(loadingFrom<string>({ status: 'failed', data: 'a', error })).toEqual({ status: 'loading', data: 'a' });
    expect(loadingFrom<string>(idle)).toEqual({ status: 'loading', data: null });
  });

  it('a failure keeps the data beside the error, or drops it when told', () => {
    const previous: RemoteOrIdle<string> = { status: 'loading', data: 'a' };
    expect(settle(previous, { ok: false, error })).toEqual({ status: 'failed', data: 'a', error });
    expect(settle(previous, { ok: false, error }, false)).toEqual({ status: 'failed', data: null, error });
    expect(settle(previous, { ok: true, data: 'b' })).toEqual({ status: 'ready', data: 'b' });
  });

  it('edits the data in place, and leaves a state without data alone', () => {
    expect(updateData<number>({ status: 'failed', data: 1, error }, (n) => n + 1)).toEqual({
      status: 'failed',
      data: 2,
      error,
    });
    expect(updateData<number>(idle, (n) => n + 1)).toBe(idle);
  });
});
