/*
 * The status bar's clock: the time in the tenant's timezone, labelled with its UTC offset.
 * Offsets are hours and may be fractional (Nepal is +5.75, India +5.5), so the label carries minutes when needed:
 * 5.75 → "UTC+5:45", -3.5 → "UTC-3:30", -5 → "UTC-5", 0 → "UTC+0".
 * Everything is computed from the epoch, never from the browser's own zone, so the server and every shopper see
 * the same tenant time.
 */
import { formatLocale, intlLocale } from './format';

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

export interface LocalClock {
  date: string;
  time: string;
}

/**
 * Lao writes the date day first and the time with colons, but browsers carry no Lao data, and the stand-in its
 * numbers use (Indonesian) writes times with dots: its clock is written as British English writes it, which
 * matches Lao in both.
 */
const CLOCK_STAND_INS: Readonly<Record<string, string>> = { lo: 'en-GB' };

const clockFormats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/** The date and time formats of a locale, made once each (Intl objects are costly to create). */
function clockFormatsFor(locale: string | undefined) {
  const own = formatLocale(locale);
  const tag = CLOCK_STAND_INS[intlLocale(locale)] ?? own;
  let formats = clockFormats.get(tag);
  if (!formats) {
    // The shifted instant is read as UTC, so the browser's own zone never enters; 24-hour time, seconds shown.
    formats = {
      date: new Intl.DateTimeFormat(tag, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }),
      time: new Intl.DateTimeFormat(tag, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC',
      }),
    };
    clockFormats.set(tag, formats);
  }
  return formats;
}

/**
 * The tenant's date and time at `now` as the page's language writes them: its digits, its order of day, month and
 * year and its separators ("12/05/2026" in French, "2026/05/12" in Chinese, Thai years in the Buddhist era).
 */
export function formatLocalClock(now: Date | number, offsetHours: number, locale: string | undefined): LocalClock {
  const epoch = typeof now === 'number' ? now : now.getTime();
  const shifted = new Date(epoch + offsetMinutes(offsetHours) * MINUTE_MS);
  const formats = clockFormatsFor(locale);
  return { date: formats.date.format(shifted), time: formats.time.format(shifted) };
}
