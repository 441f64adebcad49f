// The browser side of live status against a fake EventSource: one connection per tab however many views listen,
// each change to the views of its kind, one reload for a burst, a reconnect with backoff that asks for what came
// after the last event seen (and makes the views reload), a pause when the tab stays hidden, closed at logout.
import { act, renderHook } from '@testing-library/react';
import type { LiveEvent } from '@/contract';
import { endingSessionOnPurpose, resetUnauthorizedGuard } from '@/services/http';
import { useLiveConnection, useLiveRefresh } from '@/stores/liveEvents';
import { announceLive, useLiveAnnouncement } from '@/stores/liveAnnouncement';
import { onUnauthorized } from '@/stores/session/events';
import { writeCookie, removeCookie } from '@/utils/cookies';

class FakeEventSource {
  static all: FakeEventSource[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Array<(m: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (m: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, id: string, data: object = {}) {
    for (const l of this.listeners.get(type) ?? [])
      l(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }
}

const open = () => FakeEventSource.all.filter((s) => !s.closed);
const change = (id: number, kind: LiveEvent['kind'], status: string): LiveEvent => ({
  id,
  kind,
  subjectId: `s${id}`,
  subjectNo: `NO${id}`,
  status,
  at: new Date().toISOString(),
});

let hidden = false;
beforeAll(() => {
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
});
beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.all = [];
  hidden = false;
  // The stream runs while logged in: the flag the proxy clears when it expires the login.
  writeCookie('loggedIn', '1');
  resetUnauthorizedGuard();
});
afterEach(() => jest.useRealTimers());

test('one stream for every view; changes reach the views of their kind, a burst reloads once and is announced', () => {
  const orders = jest.fn();
  const parcels = jest.fn();
  const connection = renderHook(({ loggedIn }) => useLiveConnection(loggedIn), { initialProps: { loggedIn: true } });
  const announced = renderHook(() => useLiveAnnouncement());
  renderHook(() => useLiveRefresh(['ORDER'], orders, (e) => `Order ${e.subjectNo}: ${e.status}`));
  renderHook(() => useLiveRefresh(['PARCEL'], parcels));
  expect(open()).toHaveLength(1);
  const source = open()[0]!;
  expect(source.url).toBe('/api/front/events');

  act(() => {
    source.emit('ready', '10');
    source.emit('change', '11', change(11, 'ORDER', 'PAID'));
    source.emit('change', '12', change(12, 'ORDER', 'PURCHASING'));
    jest.advanceTimersByTime(400);
  });
  expect(orders).toHaveBeenCalledTimes(1);
  expect(parcels).not.toHaveBeenCalled();
  expect(announced.result.current).toBe('Order NO12: PURCHASING');

  connection.rerender({ loggedIn: false });
  expect(open()).toHaveLength(0);
});

test('reconnects with backoff after a failure, asking for what came after the last event, and the views reload', () => {
  // The jitter's middle: waits of 0.75 s, 0.75 s (reset by the ready), then 1.5 s.
  jest.spyOn(Math, 'random').mockReturnValue(0.5);
  const orders = jest.fn();
  renderHook(() => useLiveConnection(true));
  renderHook(() => useLiveRefresh(['ORDER'], orders));
  const first = open()[0]!;
  act(() => {
    first.emit('ready', '20');
    first.emit('change', '21', change(21, 'ORDER', 'PAID'));
    jest.advanceTimersByTime(400);
  });
  orders.mockClear();
  act(() => first.onerror?.());
  expect(first.closed).toBe(true);
  expect(open()).toHaveLength(0);
  act(() => void jest.advanceTimersByTime(1_000));
  const second = open()[0]!;
  expect(second.url).toBe('/api/front/events?after=21');
  act(() => {
    second.emit('ready', '21');
    jest.advanceTimersByTime(400);
  });
  expect(orders).toHaveBeenCalledTimes(1);
  // Failing again waits longer each time (up to a minute).
  act(() => second.onerror?.());
  act(() => void jest.advanceTimersByTime(900));
  act(() => open()[0]?.onerror?.());
  const before = FakeEventSource.all.length;
  act(() => void jest.advanceTimersByTime(900));
  expect(FakeEventSource.all.length).toBe(before);
  act(() => void jest.advanceTimersByTime(700));
  expect(FakeEventSource.all.length).toBe(before + 1);
  jest.restoreAllMocks();
});

test('lets go of the stream when the tab stays hidden and catches up when it shows again', () => {
  renderHook(() => useLiveConnection(true));
  const first = open()[0]!;
  act(() => first.emit('ready', '30'));
  hidden = true;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(59_000);
  });
  expect(first.closed).toBe(false);
  act(() => void jest.advanceTimersByTime(2_000));
  expect(first.closed).toBe(true);
  hidden = false;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  expect(open()[0]?.url).toBe('/api/front/events?after=30');
});

test('the same sentence twice is announced twice', () => {
  const announced = renderHook(() => useLiveAnnouncement());
  act(() => {
    announceLive('Paid');
    jest.advanceTimersByTime(200);
  });
  expect(announced.result.current).toBe('Paid');
  act(() => announceLive('Paid'));
  expect(announced.result.current).toBe('');
  act(() => void jest.advanceTimersByTime(200));
  expect(announced.result.current).toBe('Paid');
});

test('a refused stream whose login is gone is the session expiring: told once, not retried; a logout is not', () => {
  const expired = jest.fn();
  const stopListening = onUnauthorized(expired);
  const first = renderHook(() => useLiveConnection(true));
  const refused = open()[0]!;
  // The proxy answered the stream 401 and expired the login cookies.
  removeCookie('loggedIn');
  act(() => refused.onerror?.());
  expect(expired).toHaveBeenCalledTimes(1);
  act(() => void jest.advanceTimersByTime(120_000));
  expect(open()).toHaveLength(0);
  first.unmount();

  // A stream cut by the shopper's own logout (the session ended on purpose first) says nothing.
  resetUnauthorizedGuard();
  writeCookie('loggedIn', '1');
  const second = renderHook(() => useLiveConnection(true));
  const cut = open()[0]!;
  endingSessionOnPurpose();
  removeCookie('loggedIn');
  act(() => cut.onerror?.());
  expect(expired).toHaveBeenCalledTimes(1);
  second.unmount();
  stopListening();
});

test('no stream leaves while a logout is under way, so its refusal is never taken for an expiry', () => {
  const expired = jest.fn();
  const stopListening = onUnauthorized(expired);
  // The shopper pressed log out: the flag is gone, and the page still renders as logged in until the API answers.
  endingSessionOnPurpose();
  removeCookie('loggedIn');
  const view = renderHook(() => useLiveConnection(true));
  expect(open()).toHaveLength(0);
  act(() => void jest.advanceTimersByTime(120_000));
  expect(open()).toHaveLength(0);
  expect(expired).not.toHaveBeenCalled();
  view.unmount();
  stopListening();
});
