// A range of whole days as the shopper picks it (YYYY-MM-DD, in the tenant's zone like every time on the site)
// turned into the API's instants: `from` is the start of the first day, `to` the start of the day after the last
// (exclusive). Either end may be open. Pure, and plain arithmetic: no date library in the browser.

export interface DayRange {
  /** 'YYYY-MM-DD' or null. */
  from: string | null;
  to: string | null;
}

export const DAY_FORMAT = 'YYYY-MM-DD';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant the day starts in the tenant's zone (ms), or null for text that is not a day. */
function startOfDay(day: string, offsetHours: number): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date) - Math.round(offsetHours * 60) * 60_000;
}

export function rangeParams(range: DayRange, offsetHours: number): { from?: string; to?: string } {
  const from = range.from ? startOfDay(range.from, offsetHours) : null;
  const start = range.to ? startOfDay(range.to, offsetHours) : null;
  const to = start === null ? null : start + DAY_MS;
  return {
    ...(from !== null ? { from: new Date(from).toISOString() } : {}),
    ...(to !== null ? { to: new Date(to).toISOString() } : {}),
  };
}

/** The range is usable: open at either end, or the first day not after the last. */
export function isOrderedRange(range: DayRange): boolean {
  return !range.from || !range.to || range.from <= range.to;
}

/**
 * The digits typed into a date field before its picker has loaded, shown as far as they go ("2026-1"), and the day
 * they make once there are eight of them, or null while they make none (too few, or no such day).
 */
export function typedDayText(digits: string): string {
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean).join('-');
}

export function typedDay(digits: string): string | null {
  if (!/^\d{8}$/.test(digits)) return null;
  const [year, month, date] = [Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6))];
  const day = new Date(Date.UTC(year, month - 1, date));
  const real = day.getUTCFullYear() === year && day.getUTCMonth() === month - 1 && day.getUTCDate() === date;
  return real ? typedDayText(digits) : null;
}
