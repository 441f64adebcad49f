import { parseInstant } from '@/utils/tenantTime';

describe('parseInstant', () => {
  it('reads ISO instants with and without a zone', () => {
    expect(parseInstant('2026-05-12T14:03:00Z')).toBe(Date.UTC(2026, 4, 12, 14, 3));
    expect(parseInstant('2026-05-12T22:03:00+08:00')).toBe(Date.UTC(2026, 4, 12, 14, 3));
    expect(parseInstant('2026-03-01T23:50:00-05:30')).toBe(Date.UTC(2026, 2, 2, 5, 20));
    expect(parseInstant('2026-05-12 14:03')).toBe(Date.UTC(2026, 4, 12, 14, 3));
    expect(parseInstant('2026-07-04')).toBe(Date.UTC(2026, 6, 4));
    expect(parseInstant('1999-12-31T16:00:00.5Z')).toBe(Date.UTC(1999, 11, 31, 16, 0, 0, 500));
  });

  it('refuses text that is not an ISO date', () => {
    expect(parseInstant('12/05/2026')).toBeNull();
    expect(parseInstant('yesterday')).toBeNull();
    expect(parseInstant('')).toBeNull();
  });
});
