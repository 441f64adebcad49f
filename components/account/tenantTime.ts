// Dates on the account pages read in the tenant's timezone (tenant.timezoneOffset hours, possibly fractional
// such as +5.75), the same zone as the header clock, whatever zone the shopper's device is in.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** "2026-05-12 14:03" in the tenant's zone; '' for an unreadable date. */
export function formatTenantTime(iso: string, offsetHours: number, format = 'YYYY-MM-DD HH:mm'): string {
  const value = dayjs.utc(iso);
  if (!value.isValid()) return '';
  const minutes = Number.isFinite(offsetHours) ? Math.round(offsetHours * 60) : 0;
  return value.utcOffset(minutes).format(format);
}
