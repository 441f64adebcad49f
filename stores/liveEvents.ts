// Live status in the browser: one EventSource per tab on /api/front/events while the shopper is logged in
// (components/common/LiveConnection.tsx turns it on and off with the session), shared by every subscriber of the page.
// - After a failure it reconnects with backoff (1 s doubling to a minute, with jitter), asking for what it
//   missed after the last event id it saw; the server sends that from its table.
// - A tab hidden for more than a minute lets go of its connection; when it shows again it reconnects and
//   catches up the same way.
// - Subscribers hear each change of the kinds they name, and `resync` when a reconnect may have missed more than
//   the catch-up holds (they reload their data then).
import { useEffect, useRef } from 'react';
import type { LiveEvent, LiveEventKind } from '@/contract';
import { claimUnauthorized, currentSessionEpoch } from '@/services/http';
import { readSessionCookies } from '@/utils/cookies';
import { announceUnauthorized } from './session/events';
import { announceLive } from './liveAnnouncement';

export const LIVE_EVENTS_URL = '/api/front/events';
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 60_000;
const HIDDEN_PAUSE_MS = 60_000;

interface Subscriber {
  kinds: readonly LiveEventKind[];
  onEvent(event: LiveEvent): void;
  onResync(): void;
}

class LiveConnection {
  private source: EventSource | null = null;
  private lastId: string | null = null;
  private wanted = false;
  private connectedBefore = false;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private hiddenTimer: ReturnType<typeof setTimeout> | null = null;
  readonly subscribers = new Set<Subscriber>();

  start(): void {
    if (this.wanted || typeof window === 'undefined' || typeof EventSource === 'undefined') return;
    this.wanted = true;
    document.addEventListener('visibilitychange', this.onVisibility);
    this.open();
  }

  /** Logged out: close, and forget where the stream was (the next login starts afresh). */
  stop(): void {
    if (!this.wanted) return;
    this.wanted = false;
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.close();
    this.lastId = null;
    this.connectedBefore = false;
    this.attempts = 0;
  }

  private open(): void {
    if (!this.wanted || this.source) return;
    // Without the login flag the proxy refuses the stream. The flag goes first when the shopper logs out, while the
    // page still renders as logged in: a stream opened then would come back 401 in the new session epoch and be
    // taken for an expiry, sending a shopper who logged out to the login page.
    if (!readSessionCookies().loggedIn) return;
    const url = this.lastId ? `${LIVE_EVENTS_URL}?after=${encodeURIComponent(this.lastId)}` : LIVE_EVENTS_URL;
    const source = new EventSource(url);
    this.source = source;
    const openedInEpoch = currentSessionEpoch();
    source.addEventListener('change', (message) => {
      const event = parseEvent((message as MessageEvent<string>).data);
      if (message.lastEventId) this.lastId = message.lastEventId;
      if (!event) return;
      for (const s of [...this.subscribers]) if (s.kinds.includes(event.kind)) s.onEvent(event);
    });
    source.addEventListener('ready', (message) => {
      if (message.lastEventId) this.lastId = message.lastEventId;
      this.attempts = 0;
      const reconnected = this.connectedBefore;
      this.connectedBefore = true;
      if (reconnected) for (const s of [...this.subscribers]) s.onResync();
    });
    // Any failure (a dropped connection, a 401, 429 or 502): our own backoff rather than the browser's fixed retry.
    // A refused stream whose login cookies are gone was a 401: the proxy expired the login, as it does for any call.
    // That is the session expiring (not a logout, which moves the epoch first), told like a call's 401: the stream
    // may be the first request to see it, and a call leaving after it would leave without the login.
    source.onerror = () => {
      if (this.source !== source) return;
      this.close();
      if (!readSessionCookies().loggedIn) {
        if (openedInEpoch === currentSessionEpoch() && claimUnauthorized()) announceUnauthorized();
        return;
      }
      this.scheduleRetry();
    };
  }

  private close(): void {
    this.source?.close();
    this.source = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.hiddenTimer) clearTimeout(this.hiddenTimer);
    this.retryTimer = null;
    this.hiddenTimer = null;
  }

  private scheduleRetry(): void {
    if (!this.wanted) return;
    const base = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** this.attempts);
    this.attempts++;
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = null;
        if (document.visibilityState === 'hidden') return; // reopened when the tab shows again
        this.open();
      },
      base / 2 + Math.random() * (base / 2),
    );
  }

  private readonly onVisibility = (): void => {
    if (document.visibilityState === 'hidden') {
      if (this.hiddenTimer) clearTimeout(this.hiddenTimer);
      this.hiddenTimer = setTimeout(() => {
        this.hiddenTimer = null;
        this.source?.close();
        this.source = null;
      }, HIDDEN_PAUSE_MS);
      return;
    }
    if (this.hiddenTimer) clearTimeout(this.hiddenTimer);
    this.hiddenTimer = null;
    if (!this.source && !this.retryTimer) {
      this.attempts = 0;
      this.open();
    }
  };
}

function parseEvent(data: string): LiveEvent | null {
  try {
    const event = JSON.parse(data) as LiveEvent;
    return typeof event?.kind === 'string' && typeof event.status === 'string' ? event : null;
  } catch {
    return null;
  }
}

const connection = new LiveConnection();

/** Keeps the tab's stream open while `loggedIn` (used once, by the layout's LiveStatus). */
export function useLiveConnection(loggedIn: boolean): void {
  useEffect(() => {
    if (!loggedIn) return undefined;
    connection.start();
    return () => connection.stop();
  }, [loggedIn]);
}

/** Calls `onEvent` for each change of the named kinds, `onResync` after a reconnect (latest callbacks). */
export function useLiveEvents(
  kinds: readonly LiveEventKind[],
  onEvent: (event: LiveEvent) => void,
  onResync?: () => void,
): void {
  const latest = useRef({ onEvent, onResync });
  useEffect(() => {
    latest.current = { onEvent, onResync };
  });
  const key = kinds.join(',');
  useEffect(() => {
    const subscriber: Subscriber = {
      kinds: key.split(',') as LiveEventKind[],
      onEvent: (event) => latest.current.onEvent(event),
      onResync: () => latest.current.onResync?.(),
    };
    connection.subscribers.add(subscriber);
    return () => void connection.subscribers.delete(subscriber);
  }, [key]);
}

const REFRESH_DELAY_MS = 300;

/**
 * For a list or detail view: reloads (once for a burst of changes) when a change of the named kinds arrives (and
 * concerns it, when `concerns` is given) or after a reconnect, and announces each such change with
 * `describe(event)` (null: say nothing).
 */
export function useLiveRefresh(
  kinds: readonly LiveEventKind[],
  refresh: () => unknown,
  describe?: (event: LiveEvent) => string | null,
  concerns?: (event: LiveEvent) => boolean,
): void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const later = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void refresh();
    }, REFRESH_DELAY_MS);
  };
  useLiveEvents(
    kinds,
    (event) => {
      if (concerns && !concerns(event)) return;
      later();
      const text = describe?.(event);
      if (text) announceLive(text);
    },
    later,
  );
}
