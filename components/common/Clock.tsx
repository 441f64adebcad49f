// A live clock in a fixed UTC offset (the tenant's), labelled "UTC±h[:mm]", ticking on each second boundary.
// The time is only known in the browser, so the server renders a same-width placeholder and the first real value
// appears right after mount: no hydration mismatch, no layout jump. It renders every second, so its elements are
// styled by a static stylesheet (Clock.module.css), not by styles serialised again on each tick.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { CLOCK_REFRESH_MS, formatLocalClock, formatUtcOffset } from '@/utils/clock';
import styles from './Clock.module.css';

export interface ClockProps {
  /** Hours from UTC, may be fractional (5.75 = UTC+5:45). */
  offsetHours: number;
  /** Hide the date on phones (< 600 px), keeping the time (default true). */
  compactOnPhone?: boolean;
  /** Accessible description of what this time is (e.g. "Store time"). */
  ariaLabel?: string;
}

/** The instant the hidden server-side placeholder shows: it has the width of any real value in the same language. */
const PLACEHOLDER_INSTANT = Date.UTC(2000, 10, 28, 20, 0, 0);

// One shared ticker for every clock on the page, aligned to the second so the display never lags by most of a
// second. The snapshot is the current whole second; the server snapshot is null (time unknown there).
const listeners = new Set<() => void>();
let timeout: ReturnType<typeof setTimeout> | null = null;
let interval: ReturnType<typeof setInterval> | null = null;

function tick() {
  listeners.forEach((listener) => listener());
}

function startTicker() {
  timeout = setTimeout(
    () => {
      timeout = null;
      tick();
      interval = setInterval(tick, CLOCK_REFRESH_MS);
    },
    CLOCK_REFRESH_MS - (Date.now() % CLOCK_REFRESH_MS),
  );
}

function stopTicker() {
  if (timeout) clearTimeout(timeout);
  if (interval) clearInterval(interval);
  timeout = null;
  interval = null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) startTicker();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stopTicker();
  };
}

const currentSecond = () => Math.floor(Date.now() / CLOCK_REFRESH_MS) * CLOCK_REFRESH_MS;
const unknownOnServer = () => null;
const notSubscribed = () => () => {};

function useNow(): number | null {
  // What the server drew stays until a transition right after mount turns the clock live. Read from the ticker at
  // once, the time would differ from the server's snapshot, and React answers that with a synchronous render at the
  // end of the effects that follow hydration, which also carries every other update those effects made.
  const [live, setLive] = useState(false);
  useEffect(() => startTransition(() => setLive(true)), []);
  return useSyncExternalStore(
    live ? subscribe : notSubscribed,
    live ? currentSecond : unknownOnServer,
    unknownOnServer,
  );
}

export default function Clock({ offsetHours, compactOnPhone = true, ariaLabel }: ClockProps) {
  const now = useNow();
  const { i18n } = useTranslation();
  // Digits, order and separators of the page's language.
  const { date, time } = formatLocalClock(now ?? PLACEHOLDER_INSTANT, now === null ? 0 : offsetHours, i18n?.language);
  const label = formatUtcOffset(offsetHours);
  return (
    <span className={styles.clock} role="timer" aria-label={ariaLabel ? `${ariaLabel} ${label}` : label}>
      <span data-testid="clock-offset">{label}</span>
      {/* The language's own date format carries its direction marks: no forced direction. */}
      <time data-testid="clock-time" className={now === null ? styles.unknown : undefined}>
        <span className={compactOnPhone ? styles.dateFromSm : undefined}>{date} </span>
        {time}
      </time>
    </span>
  );
}
