// Times on the shopper's pages read in the tenant's timezone (tenant.timezoneOffset hours, possibly fractional
// such as +5.75), the same zone as the header clock, whatever zone the shopper's device is in. This reads the
// instant the API sent; utils/format.ts writes it in the page's language.

/** An ISO-8601 date or date-time; one without a zone is UTC. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Milliseconds since the epoch, or null for text that is not an ISO date. */
export function parseInstant(iso: string): number | null {
  const match = ISO.exec(iso.trim());
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0', zone = 'Z'] = match;
  const utc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    Number(fraction.slice(0, 3).padEnd(3, '0')),
  );
  if (zone.toUpperCase() === 'Z') return utc;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return utc - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0)) * 60_000;
}
