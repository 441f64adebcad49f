import { convertFromCny, displayCurrency, exchangeLine } from '@/utils/currency';
import { formatterFor } from '@/utils/format';

const en = formatterFor('en');

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

describe('exchangeLine', () => {
  it('writes 1CNY=rate+currency', () => {
    expect(exchangeLine({ cnyExchangeRate: 0.1389, currency: 'USD' }, en)).toBe('1CNY=0.1389USD');
  });
  it('uses the display codes', () => {
    expect(exchangeLine({ cnyExchangeRate: 1.62, currency: 'GHC' }, en)).toBe('1CNY=1.62GHS');
    expect(exchangeLine({ cnyExchangeRate: 18.5, currency: 'NPR' }, en)).toBe('1CNY=18.5Rs');
  });
  it('groups large rates as the page language does', () => {
    expect(exchangeLine({ cnyExchangeRate: 3012, currency: 'LAK' }, en)).toBe('1CNY=3,012LAK');
    expect(exchangeLine({ cnyExchangeRate: 3012, currency: 'LAK' }, formatterFor('la'))).toBe(
      `1CNY=${new Intl.NumberFormat('lo').format(3012)}LAK`,
    );
    expect(exchangeLine({ cnyExchangeRate: 0.1389, currency: 'EUR' }, formatterFor('fr'))).toBe('1CNY=0,1389EUR');
  });
});

describe('convertFromCny', () => {
  it('multiplies by the rate', () => {
    expect(convertFromCny(100, { cnyExchangeRate: 0.14, currency: 'USD' })).toBeCloseTo(14);
  });
});
