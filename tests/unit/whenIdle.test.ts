import { whenIdle } from '@/utils/whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('runs the work in an idle callback, and not once cancelled', () => {
    const callbacks: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => callbacks.push(callback);
    window.cancelIdleCallback = (handle) => void callbacks.splice(handle - 1, 1);
    const run = jest.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    callbacks[0]!({ didTimeout: false, timeRemaining: () => 10 });
    expect(run).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdle(cancelled)();
    expect(callbacks).toHaveLength(1);
  });

  it('runs it in a later task where the browser has no idle callbacks', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
