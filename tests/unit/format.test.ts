import { dateOptions, formatLocale, formatterFor, intlLocale } from '@/utils/format';

// The locales the test renders in, by storefront code: Lao's folder is `la`, its BCP 47 tag `lo`.
const LOCALES = ['en', 'fr', 'ar', 'la', 'th', 'zh-CN'] as const;
const AMOUNTS = [0, 0.5, 1.005, 12.3, 999.995, 1234.5, 19251.2, 58506180, -45.1];

describe('formatterFor', () => {
  it('maps the Lao locale folder to the BCP 47 tag Intl reads', () => {
    expect(intlLocale('la')).toBe('lo');
    expect(formatterFor('la').locale).toBe('lo');
    expect(intlLocale('zh-CN')).toBe('zh-CN');
    expect(intlLocale(undefined)).toBe('en');
  });

  it('writes Lao and Uzbek with locale data every browser carries, so the server text hydrates unchanged', () => {
    expect(formatLocale('la')).toBe('id');
    expect(formatLocale('uz')).toBe('fr');
    expect(formatLocale('ar')).toBe('ar');
    // Lao groups with '.', writes the code first and kip without decimals.
    expect(formatterFor('la').money(58506180, 'LAK')).toBe('LAK\u00a058.506.180');
    expect(formatterFor('la').dateTime('2026-03-01T12:05:00Z', 7)).toBe(
      new Intl.DateTimeFormat('id', dateOptions('lo', true, true)).format(new Date('2026-03-01T19:05:00Z')),
    );
    expect(formatterFor('la').date('2026-03-01T12:05:00Z', 7)).toMatch(/^01\/03\/2026$/);
  });

  it.each(LOCALES)('writes money in %s as Intl does for that language and currency', (locale) => {
    const f = formatterFor(locale);
    const tag = formatLocale(locale);
    for (const currency of ['CNY', 'USD', 'LAK', 'THB', 'SAR']) {
      const intl = new Intl.NumberFormat(tag, { style: 'currency', currency, currencyDisplay: 'code' });
      for (const amount of AMOUNTS)
        expect([currency, amount, f.money(amount, currency)]).toEqual([currency, amount, intl.format(amount)]);
    }
  });

  it.each(LOCALES)('writes plain numbers in %s with the locale grouping and decimal signs', (locale) => {
    const f = formatterFor(locale);
    const intl = new Intl.NumberFormat(formatLocale(locale), { minimumFractionDigits: 0, maximumFractionDigits: 4 });
    for (const amount of AMOUNTS) expect(f.number(amount, { maxDecimals: 4 })).toBe(intl.format(amount));
  });

  it('differs by language where the languages differ', () => {
    const texts = LOCALES.map((locale) => formatterFor(locale).money(19251.2, 'CNY'));
    expect(new Set(texts).size).toBeGreaterThan(2);
    // French groups with a narrow no-break space and writes the code after the amount.
    expect(formatterFor('fr').money(19251.2, 'CNY')).toBe('19\u202f251,20\u00a0CNY');
    expect(formatterFor('en').money(19251.2, 'CNY')).toBe('CNY\u00a019,251.20');
  });

  it('uses the currency digits of the currency: kip without decimals', () => {
    expect(formatterFor('la').money(58506180, 'LAK')).toBe(
      new Intl.NumberFormat('id', { style: 'currency', currency: 'LAK', currencyDisplay: 'code' }).format(58506180),
    );
    expect(formatterFor('la').money(58506180, 'LAK')).not.toMatch(/[.,]00\b/);
    expect(formatterFor('en').money(1000, 'JPY')).toBe('JPY\u00a01,000');
  });

  it('shows the codes shoppers read for legacy or local codes', () => {
    expect(formatterFor('en').money(5, 'GHC')).toBe(formatterFor('en').money(5, 'GHS'));
    expect(formatterFor('en').money(5, 'NPR')).toBe('Rs\u00a05.00');
    expect(formatterFor('en').money(5, 'not a code')).toBe('5.00 not a code');
  });

  it('signs ledger amounts and never shows minus zero', () => {
    const en = formatterFor('en');
    expect(en.money(5, 'CNY', { signed: true })).toBe('+CNY\u00a05.00');
    expect(en.money(-5, 'CNY', { signed: true })).toBe('-CNY\u00a05.00');
    expect(en.money(0, 'CNY', { signed: true })).toBe('CNY\u00a00.00');
    expect(en.money(-0.001, 'CNY')).toBe('CNY\u00a00.00');
    expect(en.number(Number.NaN)).toBe('0');
  });

  it('writes a range once with its code, and one amount when the ends are equal', () => {
    const en = formatterFor('en');
    expect(en.moneyRange(12, 15, 'CNY')).toBe(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'CNY', currencyDisplay: 'code' }).formatRange(12, 15),
    );
    expect(en.moneyRange(12, 12, 'CNY')).toBe('CNY\u00a012.00');
    // A labelled code keeps its label in a range too.
    expect(en.moneyRange(12, 15, 'NPR')).toBe(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'NPR', currencyDisplay: 'code' })
        .formatRange(12, 15)
        .replace('NPR', 'Rs'),
    );
  });

  it('keeps a range low to high, left to right, in a right-to-left language', () => {
    const ar = formatterFor('ar');
    const written = new Intl.NumberFormat('ar', { style: 'currency', currency: 'SAR', currencyDisplay: 'code' });
    // Intl's text with the two amounts and their dash in a left-to-right isolate; nothing else changes.
    const range = ar.moneyRange(12, 15, 'SAR');
    expect(range.replace(/[\u2066\u2069]/g, '')).toBe(written.formatRange(12, 15));
    expect(range).toContain('\u206612.00–15.00\u2069');
    expect(ar.moneyRange(12, 15, 'NPR')).toContain('\u206612.00–15.00\u2069');
    expect(ar.moneyRange(12, 15, 'NPR')).toContain('Rs');
    // Ends that round to one amount stay Intl's "about" form, with nothing to isolate.
    expect(ar.moneyRange(12.001, 12.002, 'SAR')).toBe(written.formatRange(12.001, 12.002));
    // Left-to-right languages keep Intl's text as it is.
    expect(formatterFor('en').moneyRange(12, 15, 'SAR')).not.toMatch(/[\u2066-\u2069]/);
  });

  it('chooses grams below a kilogram and kilograms above, in the language of the page', () => {
    const en = formatterFor('en');
    expect(en.weight(350)).toBe('350 g');
    expect(en.weight(1750)).toBe('1.75 kg');
    expect(en.weight(12000)).toBe('12 kg');
    expect(en.weight(3410)).toBe('3.41 kg');
    for (const locale of LOCALES) {
      const tag = formatLocale(locale);
      expect(formatterFor(locale).weight(3410)).toBe(
        new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 }).format(3.41),
      );
      expect(formatterFor(locale).weight(999)).toBe(
        new Intl.NumberFormat(tag, { style: 'unit', unit: 'gram', maximumFractionDigits: 0 }).format(999),
      );
    }
  });

  it('writes a size with the unit once', () => {
    expect(formatterFor('en').size({ lengthCm: 30, widthCm: 20.5, heightCm: 10 })).toBe('30 × 20.5 × 10 cm');
    expect(formatterFor('fr').size({ lengthCm: 30, widthCm: 20.5, heightCm: 10 })).toBe(
      `30 × 20,5 × ${new Intl.NumberFormat('fr', { style: 'unit', unit: 'centimeter' }).format(10)}`,
    );
    // In a right-to-left language the sides keep their order, left to right, with the unit's name after them.
    expect(formatterFor('ar').size({ lengthCm: 30, widthCm: 20.5, heightCm: 10 })).toBe(
      `\u206630 × 20.5 × 10\u2069 ${formatterFor('ar').unitName('centimeter')}`,
    );
  });

  it('writes percentages as the language does', () => {
    expect(formatterFor('en').percent(1.5)).toBe('1.5%');
    expect(formatterFor('fr').percent(1.5)).toBe(
      new Intl.NumberFormat('fr', { style: 'percent', maximumFractionDigits: 2 }).format(0.015),
    );
  });

  it.each(LOCALES)('writes dates in %s in the tenant zone, as Intl does', (locale) => {
    const f = formatterFor(locale);
    const tag = formatLocale(locale);
    const digits = tag !== intlLocale(locale);
    // 23:50 UTC on 28 February is 1 March at +8 and 28 February at -5.5.
    const iso = '2026-02-28T23:50:00Z';
    const at = (utc: string) => new Date(utc);
    expect(f.dateTime(iso, 8)).toBe(
      new Intl.DateTimeFormat(tag, dateOptions(intlLocale(locale), true, digits)).format(at('2026-03-01T07:50:00Z')),
    );
    expect(f.date(iso, -5.5)).toBe(
      new Intl.DateTimeFormat(tag, dateOptions(intlLocale(locale), false, digits)).format(at('2026-02-28T18:20:00Z')),
    );
    expect(f.dateTime('not a date', 8)).toBe('');
  });
});

describe('unitName', () => {
  it.each([
    ['en', 'kg', 'cm'],
    ['ar', 'كغم', 'سم'],
    ['th', 'กก.', 'ซม.'],
    ['fr', 'kg', 'cm'],
    // Lao writes units as its stand-in locale does, like the weights it labels.
    ['la', 'kg', 'cm'],
  ])('%s labels kilograms %s and centimetres %s, as its weights write them', (locale, kg, cm) => {
    const format = formatterFor(locale);
    expect(format.unitName('kilogram')).toBe(kg);
    expect(format.unitName('centimeter')).toBe(cm);
    expect(format.weight(1500)).toContain(kg);
  });
});
