import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { formatTenantTime, parseInstant } from '@/utils/tenantTime';

dayjs.extend(utc);

// What the pages showed with dayjs (utcOffset takes minutes; offsets under 17 minutes do not occur).
function withDayjs(iso: string, offsetHours: number, format = 'YYYY-MM-DD HH:mm'): string {
  const value = dayjs.utc(iso);
  return value.isValid() ? value.utcOffset(Math.round(offsetHours * 60)).format(format) : '';
}

describe('formatTenantTime', () => {
  const instants = [
    '2026-05-12T14:03:00.000Z', '2026-12-31T23:59:59.999Z', '2026-01-01T00:00:00Z', '2024-02-29T12:30:00Z',
    '2026-03-01T00:10:00+08:00', '2026-03-01T23:50:00-05:30', '2026-07-04T10:00:00', '2026-07-04', '1999-12-31T16:00:00.5Z',
  ];
  const offsets = [0, 8, -5, 5.75, 5.5, -9.5, 14, -12, 3];

  it('shows what dayjs showed, for every instant and tenant offset', () => {
    for (const iso of instants) {
      for (const offset of offsets) {
        expect([iso, offset, formatTenantTime(iso, offset)]).toEqual([iso, offset, withDayjs(iso, offset)]);
        expect(formatTenantTime(iso, offset, 'YYYY-MM-DD')).toBe(withDayjs(iso, offset, 'YYYY-MM-DD'));
      }
    }
  });

  it('shows nothing for an unreadable date and treats a missing offset as UTC', () => {
    expect(formatTenantTime('', 8)).toBe('');
    expect(formatTenantTime('yesterday', 8)).toBe('');
    expect(formatTenantTime('2026-05-12T14:03:00Z', Number.NaN)).toBe('2026-05-12 14:03');
  });

  it('reads ISO instants with and without a zone', () => {
    expect(parseInstant('2026-05-12T14:03:00Z')).toBe(Date.UTC(2026, 4, 12, 14, 3));
    expect(parseInstant('2026-05-12T22:03:00+08:00')).toBe(Date.UTC(2026, 4, 12, 14, 3));
    expect(parseInstant('2026-05-12 14:03')).toBe(Date.UTC(2026, 4, 12, 14, 3));
    expect(parseInstant('12/05/2026')).toBeNull();
  });
});
