/*
 * The status bar's clock: the time in the tenant's timezone, labelled with its UTC offset.
 * Offsets are hours and may be fractional (Nepal is +5.75, India +5.5), so the label carries minutes when needed:
 * 5.75 → "UTC+5:45", -3.5 → "UTC-3:30", -5 → "UTC-5", 0 → "UTC+0".
 * Everything is computed from the epoch, never from the browser's own zone, so the server and every shopper see
 * the same tenant time.
 */

/** Spec 9: the clock refreshes every second. */
export const CLOCK_REFRESH_MS = 1000;

const MINUTE_MS = 60_000;

/** The offset rounded to whole minutes, so float noise (e.g. 5.7499999) cannot produce "5:44". */
function offsetMinutes(offsetHours: number): number {
  return Number.isFinite(offsetHours) ? Math.round(offsetHours * 60) : 0;
}

/** "UTC+5:45", "UTC-5", "UTC+0". */
export function formatUtcOffset(offsetHours: number): string {
  const total = offsetMinutes(offsetHours);
  const sign = total < 0 ? '-' : '+';
  const abs = Math.abs(total);
  const hours = Math.floor(abs / 60);
  const minutes = abs % 60;
  return `UTC${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

export interface ClockParts {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The wall-clock parts at `now` in a zone `offsetHours` from UTC. */
export function clockParts(now: Date | number, offsetHours: number): ClockParts {
  const epoch = typeof now === 'number' ? now : now.getTime();
  const shifted = new Date(epoch + offsetMinutes(offsetHours) * MINUTE_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
    seconds: shifted.getUTCSeconds(),
  };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** "2026-05-12 14:03:07" in the tenant's zone: one format for every locale (numbers read the same everywhere). */
export function formatClock(now: Date | number, offsetHours: number): string {
  const p = clockParts(now, offsetHours);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hours)}:${pad(p.minutes)}:${pad(p.seconds)}`;
}
