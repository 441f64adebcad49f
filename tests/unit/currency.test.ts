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
