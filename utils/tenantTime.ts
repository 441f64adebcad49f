// Times on the shopper's pages read in the tenant's timezone (tenant.timezoneOffset hours, possibly fractional
// such as +5.75), the same zone as the header clock, whatever zone the shopper's device is in. Plain
// arithmetic on UTC fields: the two formats the pages show need no date library in the browser.

/** An ISO-8601 date or date-time; one without a zone is UTC. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Milliseconds since the epoch, or null for text that is not an ISO date. */
export function parseInstant(iso: string): number | null {
  const match = ISO.exec(iso.trim());
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0', zone = 'Z'] = match;
  const utc = Date.UTC(
    Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second),
    Number(fraction.slice(0, 3).padEnd(3, '0')),
  );
  if (zone.toUpperCase() === 'Z') return utc;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return utc - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0)) * 60_000;
}

export type TenantTimeFormat = 'YYYY-MM-DD HH:mm' | 'YYYY-MM-DD';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** "2026-05-12 14:03" (or the day alone) in the tenant's zone; '' for an unreadable date. */
export function formatTenantTime(iso: string, offsetHours: number, format: TenantTimeFormat = 'YYYY-MM-DD HH:mm'): string {
  const instant = parseInstant(iso);
  if (instant === null) return '';
  const minutes = Number.isFinite(offsetHours) ? Math.round(offsetHours * 60) : 0;
  const local = new Date(instant + minutes * 60_000);
  const day = `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  return format === 'YYYY-MM-DD' ? day : `${day} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}
