import { clockParts, formatClock, formatUtcOffset } from '@/utils/clock';

describe('formatUtcOffset', () => {
  it.each([
    [5.75, 'UTC+5:45'],
    [5.5, 'UTC+5:30'],
    [-5, 'UTC-5'],
    [-3.5, 'UTC-3:30'],
    [0, 'UTC+0'],
    [8, 'UTC+8'],
    [14, 'UTC+14'],
    [-0.5, 'UTC-0:30'],
  ])('%p → %s', (offset, label) => {
    expect(formatUtcOffset(offset)).toBe(label);
  });

  it('rounds float noise to whole minutes', () => {
    expect(formatUtcOffset(5.7499999)).toBe('UTC+5:45');
  });

  it('treats a missing offset as UTC', () => {
    expect(formatUtcOffset(Number.NaN)).toBe('UTC+0');
  });
});

describe('clock in the tenant zone', () => {
  const noonUtc = Date.UTC(2026, 0, 31, 12, 0, 5);

  it('shifts by fractional hours', () => {
    expect(formatClock(noonUtc, 5.75)).toBe('2026-01-31 17:45:05');
  });

  it('crosses the date line backwards', () => {
    expect(formatClock(Date.UTC(2026, 0, 1, 2, 30, 0), -5)).toBe('2025-12-31 21:30:00');
  });

  it('crosses a month forwards', () => {
    expect(clockParts(Date.UTC(2026, 0, 31, 20, 0, 0), 8)).toEqual({
      year: 2026, month: 2, day: 1, hours: 4, minutes: 0, seconds: 0,
    });
  });

  it('does not depend on the machine zone (accepts a Date)', () => {
    expect(formatClock(new Date(noonUtc), 0)).toBe('2026-01-31 12:00:05');
  });
});
