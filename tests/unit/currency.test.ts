import { convertFromCny, displayCurrency, exchangeLine, formatAmount } from '@/utils/currency';

describe('displayCurrency', () => {
  it('shows GHC as GHS and NPR as Rs', () => {
    expect(displayCurrency('GHC')).toBe('GHS');
    expect(displayCurrency('NPR')).toBe('Rs');
  });
  it('keeps other codes, upper-cased', () => {
    expect(displayCurrency('USD')).toBe('USD');
    expect(displayCurrency('sar')).toBe('SAR');
  });
});

describe('formatAmount', () => {
  it('prints what Intl.NumberFormat en-US prints, for every decimals setting and rounding edge', () => {
    const values = [0, -0, 1e-7, -3e-9, 2e21, 0.5, 0.995, 9.995, 99999.9999, 0.125, 1.005, 2.675, 999.995, -0.004, -1234.5678, 1e6 + 0.005, 123456789.987654, 3000.1, 0.1 + 0.2];
    for (let i = 0; i < 400; i++) values.push(Math.round((Math.sin(i) * 10 ** (i % 10)) * 1e6) / 1e4, i / 8, -i / 3);
    const settings: [number, number][] = [[2, 2], [0, 4], [0, 0], [1, 3], [2, 6], [0, 2]];
    for (const [min, max] of settings) {
      const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max, useGrouping: true });
      for (const value of values) {
        const expected = intl.format(value).replace(/^-(0(\.0*)?)$/, '$1');
        expect([value, min, max, formatAmount(value, { minDecimals: min, maxDecimals: max })]).toEqual([value, min, max, expected]);
      }
    }
  });


  it('adds thousands separators and two decimals by default', () => {
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(999.995)).toBe('1,000.00');
  });
  it('honours decimal bounds', () => {
    expect(formatAmount(3000, { minDecimals: 0, maxDecimals: 4 })).toBe('3,000');
    expect(formatAmount(0.13891, { minDecimals: 0, maxDecimals: 4 })).toBe('0.1389');
    expect(formatAmount(12.5, { minDecimals: 0 })).toBe('12.5');
  });
  it('formats negatives and never shows -0', () => {
    expect(formatAmount(-1234.5)).toBe('-1,234.50');
    expect(formatAmount(-0.001)).toBe('0.00');
  });
  it('shows non-finite input as zero', () => {
    expect(formatAmount(Number.NaN)).toBe('0.00');
  });
});

describe('exchangeLine', () => {
  it('writes 1CNY=rate+currency', () => {
    expect(exchangeLine({ cnyExchangeRate: 0.1389, currency: 'USD' })).toBe('1CNY=0.1389USD');
  });
  it('uses the display codes', () => {
    expect(exchangeLine({ cnyExchangeRate: 1.62, currency: 'GHC' })).toBe('1CNY=1.62GHS');
    expect(exchangeLine({ cnyExchangeRate: 18.5, currency: 'NPR' })).toBe('1CNY=18.5Rs');
  });
  it('groups large rates', () => {
    expect(exchangeLine({ cnyExchangeRate: 3012, currency: 'LAK' })).toBe('1CNY=3,012LAK');
  });
});

describe('convertFromCny', () => {
  it('multiplies by the rate', () => {
    expect(convertFromCny(100, { cnyExchangeRate: 0.14, currency: 'USD' })).toBeCloseTo(14);
  });
});
