import { act, renderHook } from '@testing-library/react';
import { useFlagAfterPaint } from '@/components/common/useFlagAfterPaint';

describe('useFlagAfterPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns on after the next frame has been painted, and off at once', () => {
    const { result, rerender } = renderHook(({ on }) => useFlagAfterPaint(on), { initialProps: { on: false } });
    expect(result.current).toBe(false);
    rerender({ on: true });
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => jest.runOnlyPendingTimers());
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(false);
  });

  it('stays off when it is turned off again before that paint', () => {
    const { result, rerender } = renderHook(({ on }) => useFlagAfterPaint(on), { initialProps: { on: true } });
    rerender({ on: false });
    act(() => {
      jest.advanceTimersToNextFrame();
      jest.runOnlyPendingTimers();
    });
    expect(result.current).toBe(false);
  });
});
