import { afterNextPaint } from '@/utils/afterNextPaint';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the work in a task after the next frame, not in the handler that asked for it', () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('work'));
    requestAnimationFrame(() => order.push('frame'));
    expect(order).toEqual([]);
    jest.advanceTimersToNextFrame();
    expect(order).toEqual(['frame']);
    jest.runOnlyPendingTimers();
    expect(order).toEqual(['frame', 'work']);
  });

  it('does nothing once cancelled, before or after the frame', () => {
    const work = jest.fn();
    afterNextPaint(work)();
    jest.advanceTimersToNextFrame();
    jest.runOnlyPendingTimers();
    const cancelLater = afterNextPaint(work);
    jest.advanceTimersToNextFrame();
    cancelLater();
    jest.runOnlyPendingTimers();
    expect(work).not.toHaveBeenCalled();
  });
});
