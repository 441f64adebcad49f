import { clockParts, formatLocalClock, formatUtcOffset } from '@/utils/clock';

const inEnglish = (now: Date | number, offset: number) => {
  const { date, time } = formatLocalClock(now, offset, 'en');
  return `${date} ${time}`;
};

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
    expect(inEnglish(noonUtc, 5.75)).toBe('01/31/2026 17:45:05');
  });

  it('crosses the date line backwards', () => {
    expect(inEnglish(Date.UTC(2026, 0, 1, 2, 30, 0), -5)).toBe('12/31/2025 21:30:00');
  });

  it('crosses a month forwards', () => {
    expect(clockParts(Date.UTC(2026, 0, 31, 20, 0, 0), 8)).toEqual({
      year: 2026,
      month: 2,
      day: 1,
      hours: 4,
      minutes: 0,
      seconds: 0,
    });
  });

  it('does not depend on the machine zone (accepts a Date)', () => {
    expect(inEnglish(new Date(noonUtc), 0)).toBe('01/31/2026 12:00:05');
  });
});

describe('clock in the page language', () => {
  const instant = Date.UTC(2026, 4, 12, 14, 3, 7);
  const intl = (tag: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).format(instant);

  it.each(['fr', 'ar', 'zh-CN', 'th', 'ru', 'ko'])('writes the date and time as Intl writes them in %s', (locale) => {
    expect(formatLocalClock(instant, 0, locale)).toEqual({
      date: intl(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }),
      time: intl(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }),
    });
  });

  it('orders day, month and year as the language does', () => {
    expect(formatLocalClock(instant, 0, 'fr').date).toBe('12/05/2026');
    expect(formatLocalClock(instant, 0, 'zh-CN').date).toBe('2026/05/12');
    expect(formatLocalClock(instant, 0, 'ru').date).toBe('12.05.2026');
  });

  it('writes Lao day first with a colon clock (browsers carry no Lao data), shifted to the tenant zone', () => {
    expect(formatLocalClock(instant, 7, 'la')).toEqual({ date: '12/05/2026', time: '21:03:07' });
  });
});
