import { act, render, screen } from '@testing-library/react';
import WhenNearViewport from '@/components/common/WhenNearViewport';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

describe('WhenNearViewport', () => {
  const observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;

  beforeEach(() => {
    observers.length = 0;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      record: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean };
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.record = { callback, options, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    };
  });

  afterEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  });

  it('holds an empty place until the shopper scrolls within half a screen of it, then mounts for good', () => {
    const { container } = render(
      <WhenNearViewport>
        <p>Recently viewed</p>
      </WhenNearViewport>,
    );
    expect(screen.queryByText('Recently viewed')).not.toBeInTheDocument();
    expect(container.firstElementChild).toBeEmptyDOMElement();
    expect(observers).toHaveLength(1);
    expect(observers[0]?.options?.rootMargin).toBe('50% 0px');

    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('Recently viewed')).not.toBeInTheDocument();

    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('Recently viewed')).toBeInTheDocument();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('mounts at once where the browser cannot tell (no IntersectionObserver)', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = undefined;
    render(
      <WhenNearViewport>
        <p>Recently viewed</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('Recently viewed')).toBeInTheDocument();
  });
});
