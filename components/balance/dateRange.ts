// A range of whole days as the shopper picks it (YYYY-MM-DD, in the tenant's zone like every time on the site)
// turned into the API's instants: `from` is the start of the first day, `to` the start of the day after the last
// (exclusive). Either end may be open. Pure.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

export interface DayRange {
  /** 'YYYY-MM-DD' or null. */
  from: string | null;
  to: string | null;
}

export const DAY_FORMAT = 'YYYY-MM-DD';

function startOfDay(day: string, offsetHours: number): dayjs.Dayjs | null {
  const value = dayjs.utc(`${day}T00:00:00Z`);
  if (!value.isValid() || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return value.subtract(Math.round(offsetHours * 60), 'minute');
}

export function rangeParams(range: DayRange, offsetHours: number): { from?: string; to?: string } {
  const from = range.from ? startOfDay(range.from, offsetHours) : null;
  const to = range.to ? startOfDay(range.to, offsetHours)?.add(1, 'day') ?? null : null;
  return {
    ...(from ? { from: from.toISOString() } : {}),
    ...(to ? { to: to.toISOString() } : {}),
  };
}

/** The range is usable: open at either end, or the first day not after the last. */
export function isOrderedRange(range: DayRange): boolean {
  return !range.from || !range.to || range.from <= range.to;
}
