// A message parameter written the way the reader's language writes it: amounts with the locale's grouping and
// decimal signs and the currency's own digits, days as that language names them, weights in kilograms.
import type { Locale, MessageParam } from '../../../../contract';

/** The BCP 47 tag Intl knows a storefront locale by (this product calls Lao `la`; its ISO code is `lo`). */
export function intlLocale(locale: Locale): string {
  return locale === 'la' ? 'lo' : locale;
}

export function formatParam(locale: Locale, value: MessageParam): string {
  const tag = intlLocale(locale);
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return new Intl.NumberFormat(tag).format(value);
  if ('amount' in value)
    return new Intl.NumberFormat(tag, { style: 'currency', currency: value.currency, currencyDisplay: 'code' }).format(
      value.amount,
    );
  if ('minutes' in value)
    return new Intl.NumberFormat(tag, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(value.minutes);
  if ('days' in value)
    return new Intl.NumberFormat(tag, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(value.days);
  if ('grams' in value)
    return new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 }).format(
      value.grams / 1000,
    );
  // A calendar day is the same day everywhere: formatted at UTC midnight in UTC, it cannot shift by a zone.
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${value.date}T00:00:00Z`),
  );
}
