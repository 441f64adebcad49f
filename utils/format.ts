/*
 * How numbers, money, weights, sizes and dates read on a page: one formatter per page locale, built on Intl, so
 * every component writes a number the way the shopper's language writes it (grouping and decimal signs, the
 * currency's own digits, the language's order of amount and currency code, unit names).
 *
 * Intl objects are costly to create (a browser loads locale data for the first one), so each locale's formatter
 * and each of its Intl objects is made once, when first used, and kept for the life of the page or process.
 * The server's text must be the text the browser hydrates with, so only locale data every browser carries is used
 * (see FORMAT_STAND_INS and TWENTY_FOUR_HOUR).
 */
import { RTL_LOCALES, type Locale } from '@/contract';
import { isolateLtr } from './bidi';
import { BoundedCache } from './boundedCache';
import { parseInstant } from './tenantTime';

/** The storefront's locale codes that are not BCP 47 tags: the Lao locale folder is `la`, Lao is `lo`. */
const INTL_TAGS: Readonly<Record<string, string>> = { la: 'lo' };

/** The BCP 47 tag Intl reads for a storefront locale ('en' when none is known). */
export function intlLocale(locale: string | undefined): string {
  if (!locale) return 'en';
  return INTL_TAGS[locale] ?? locale;
}

/**
 * Codes a shopper does not read as written: GHC (the old cedi code) is shown as GHS, and NPR as "Rs", which is
 * how Nepali price lists write it.
 */
const CURRENCY_ALIASES: Readonly<Record<string, string>> = { GHC: 'GHS' };
const CURRENCY_LABELS: Readonly<Record<string, string>> = { NPR: 'Rs' };

/**
 * Languages whose locale data browsers ship incomplete or not at all (Chromium has no Lao and only a stub of
 * Uzbek), so the server's full ICU would write them differently from the browser. Their numbers use a locale every
 * browser carries that writes numbers the same way: Lao groups with "." and puts the code first as Indonesian does;
 * Uzbek groups with a space, puts the code after and writes units in Latin letters as French does. Their dates are
 * written in digits.
 */
const FORMAT_STAND_INS: Readonly<Record<string, string>> = { lo: 'id', uz: 'fr' };

/** The locale whose Intl data writes a language's numbers and dates (itself, or its stand-in). */
export function formatLocale(locale: string | undefined): string {
  const tag = intlLocale(locale);
  return FORMAT_STAND_INS[tag] ?? tag;
}

export interface NumberOptions {
  /** Fewest decimals shown (default 0). */
  minDecimals?: number;
  /** Most decimals shown (default: the larger of minDecimals and 2). */
  maxDecimals?: number;
}

export interface MoneyOptions {
  /** Show + for money coming in and − for money going out (ledger entries). */
  signed?: boolean;
}

export interface Size {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface Formatter {
  /** The BCP 47 tag the texts are written in. */
  readonly locale: string;
  /** A plain number: "1,234.5" in en, "1 234,5" in fr. */
  number(value: number, options?: NumberOptions): string;
  /** A percentage given in percent units (1.5 → "1.5%", "1,5 %" in fr). */
  percent(value: number): string;
  /** An amount with its currency code, in the locale's order and with the currency's own decimals. */
  money(amount: number, currency: string, options?: MoneyOptions): string;
  /**
   * Two amounts of one currency as a range ("CNY 12.00–15.00"), or one amount when they are equal. In a
   * right-to-left language the two ends still read left to right, low first.
   */
  moneyRange(min: number, max: number, currency: string): string;
  /** A weight given in grams: grams below a kilogram ("350 g"), kilograms with up to 2 decimals above. */
  weight(grams: number): string;
  /** Outer size of a parcel, "30 × 20 × 10 cm" (the sides left to right in every language). */
  size(size: Size): string;
  /** A unit's short name as the language writes it beside a number ("kg", "كغم"), for a field's unit label. */
  unitName(unit: 'kilogram' | 'centimeter'): string;
  /** Date and time of an instant in a zone `offsetHours` from UTC (the tenant's); '' for an unreadable date. */
  dateTime(iso: string, offsetHours: number): string;
  /** The date alone, as dateTime. */
  date(iso: string, offsetHours: number): string;
}

const formatters = new Map<string, Formatter>();

/**
 * Languages whose am/pm words differ between browsers and Node (Korean: 오전 in Chromium, AM in Node's ICU), so
 * their times use the 24-hour clock, which both write alike.
 */
const TWENTY_FOUR_HOUR = new Set(['ko']);

/** Date (and time) options: the language's medium date and short time, or digits for a stand-in. */
export function dateOptions(locale: string, withTime: boolean, digitsOnly: boolean): Intl.DateTimeFormatOptions {
  const date: Intl.DateTimeFormatOptions = digitsOnly
    ? { year: 'numeric', month: '2-digit', day: '2-digit' }
    : { dateStyle: 'medium' };
  const clock: Intl.DateTimeFormatOptions = digitsOnly || TWENTY_FOUR_HOUR.has(locale) ? { hourCycle: 'h23' } : {};
  const time: Intl.DateTimeFormatOptions = digitsOnly ? { hour: '2-digit', minute: '2-digit' } : { timeStyle: 'short' };
  return { ...date, ...(withTime ? { ...time, ...clock } : {}), timeZone: 'UTC' };
}

/** The formatter for a storefront locale ('la', 'zh-CN', …) or a BCP 47 tag. */
export function formatterFor(locale: string | undefined): Formatter {
  const tag = intlLocale(locale);
  let formatter = formatters.get(tag);
  if (!formatter) formatters.set(tag, (formatter = createFormatter(tag)));
  return formatter;
}

function clampDigits(value: number | undefined, fallback: number): number {
  return Math.min(20, Math.max(0, Math.round(value ?? fallback)));
}

/** A price is never "-0": a negative that rounds to zero shows as zero. */
function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/**
 * A range in a right-to-left language with its two amounts and the dash between them kept left to right, low first,
 * as the page's other number ranges read: the bidirectional algorithm would otherwise lay out "60.50–65.30" as
 * "65.30–60.50", the dash between two numbers taking the sentence's direction.
 */
function lowToHigh(parts: Intl.NumberRangeFormatPart[], text: (slice: Intl.NumberRangeFormatPart[]) => string): string {
  const first = parts.findIndex((part) => part.source === 'startRange');
  const last = parts.map((part) => part.source).lastIndexOf('endRange');
  if (first < 0 || last < first) return text(parts);
  return text(parts.slice(0, first)) + isolateLtr(text(parts.slice(first, last + 1))) + text(parts.slice(last + 1));
}

function createFormatter(locale: string): Formatter {
  const digitsOnlyDates = locale in FORMAT_STAND_INS;
  const rightToLeft = RTL_LOCALES.includes(locale as Locale);
  const dataLocale = formatLocale(locale);
  const cache = new Map<string, Intl.NumberFormat>();
  const numberFormat = (key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
    let format = cache.get(key);
    if (!format) cache.set(key, (format = new Intl.NumberFormat(dataLocale, options)));
    return format;
  };

  const number = (value: number, options: NumberOptions = {}): string => {
    const min = clampDigits(options.minDecimals, 0);
    const max = Math.max(min, clampDigits(options.maxDecimals, Math.max(min, 2)));
    return numberFormat(`n${min}:${max}`, {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      signDisplay: 'negative',
    }).format(finite(value));
  };

  const moneyFormat = (currency: string, signed: boolean): Intl.NumberFormat | null => {
    const code = currency.trim().toUpperCase();
    const iso = CURRENCY_ALIASES[code] ?? code;
    if (!/^[A-Z]{3}$/.test(iso)) return null;
    return numberFormat(`m${iso}:${signed}`, {
      style: 'currency',
      currency: iso,
      currencyDisplay: 'code',
      signDisplay: signed ? 'exceptZero' : 'negative',
    });
  };

  /** Intl's parts with the currency code replaced by the label shoppers read. */
  const withLabel = (parts: readonly { type: string; value: string }[], label: string): string =>
    parts.map((part) => (part.type === 'currency' ? label : part.value)).join('');

  const money = (amount: number, currency: string, options: MoneyOptions = {}): string => {
    const format = moneyFormat(currency, options.signed === true);
    // A code Intl cannot read (not three letters) still shows, after the amount.
    if (!format) return `${number(amount, { minDecimals: 2 })} ${currency.trim()}`;
    // Parts only where a label replaces the code: a page of prices formats hundreds of amounts while it hydrates,
    // and format() writes the same text without building the parts.
    const label = CURRENCY_LABELS[currency.trim().toUpperCase()];
    return label ? withLabel(format.formatToParts(finite(amount)), label) : format.format(finite(amount));
  };

  // V8 builds an ICU range formatter on every formatRange call (milliseconds each on a phone, and the server
  // writes dozens per search page), while a catalogue repeats the same few ranges: each is made once.
  const ranges = new BoundedCache<string>(2000);
  const moneyRange = (min: number, max: number, currency: string): string => {
    const format = moneyFormat(currency, false);
    if (!format || !(max > min)) return money(min, currency);
    const low = finite(min);
    const high = finite(max);
    return ranges.get(`${currency}|${low}|${high}`, () => {
      const label = CURRENCY_LABELS[currency.trim().toUpperCase()];
      if (!label && !rightToLeft) return format.formatRange(low, high);
      const parts = format.formatRangeToParts(low, high);
      const text = (slice: Intl.NumberRangeFormatPart[]) =>
        label ? withLabel(slice, label) : slice.map((part) => part.value).join('');
      return rightToLeft ? lowToHigh(parts, text) : text(parts);
    });
  };

  const unit = (name: 'gram' | 'kilogram' | 'centimeter', maxDecimals: number) =>
    numberFormat(`u${name}:${maxDecimals}`, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
      maximumFractionDigits: maxDecimals,
    });

  const weight = (grams: number): string => {
    const value = finite(grams);
    // A parcel under a kilogram reads in whole grams; from 1,000 g on, in kilograms to 10 g.
    return Math.abs(value) < 1000 ? unit('gram', 0).format(value) : unit('kilogram', 2).format(value / 1000);
  };

  const size = ({ lengthCm, widthCm, heightCm }: Size): string => {
    const side = (value: number) => number(value, { maxDecimals: 1 });
    const height = unit('centimeter', 1);
    if (!rightToLeft) return `${side(lengthCm)} × ${side(widthCm)} × ${height.format(finite(heightCm))}`;
    // Like a range, the three sides read left to right in a right-to-left language, the unit's name after them.
    const name = height.formatToParts(finite(heightCm)).find((part) => part.type === 'unit')?.value ?? '';
    return `${isolateLtr(`${side(lengthCm)} × ${side(widthCm)} × ${side(heightCm)}`)} ${name}`.trimEnd();
  };

  const dateCache = new Map<string, Intl.DateTimeFormat>();
  const dateFormat = (withTime: boolean): Intl.DateTimeFormat => {
    const key = withTime ? 'dt' : 'd';
    let format = dateCache.get(key);
    if (!format) {
      // The instant is shifted to the tenant's zone first and then read as UTC: tenant offsets can be fractional
      // hours that no IANA zone name carries.
      format = new Intl.DateTimeFormat(dataLocale, dateOptions(locale, withTime, digitsOnlyDates));
      dateCache.set(key, format);
    }
    return format;
  };
  const inZone = (iso: string, offsetHours: number, withTime: boolean): string => {
    const instant = parseInstant(iso);
    if (instant === null) return '';
    const minutes = Number.isFinite(offsetHours) ? Math.round(offsetHours * 60) : 0;
    return dateFormat(withTime).format(new Date(instant + minutes * 60_000));
  };

  return {
    locale,
    number,
    percent: (value) => numberFormat('p', { style: 'percent', maximumFractionDigits: 2 }).format(finite(value) / 100),
    money,
    moneyRange,
    weight,
    size,
    // The unit part of "1 kg" in the language: the same Intl data the amounts use, so a label matches them.
    unitName: (name) =>
      unit(name, 0)
        .formatToParts(1)
        .filter((part) => part.type === 'unit')
        .map((part) => part.value)
        .join('') || name,
    dateTime: (iso, offsetHours) => inZone(iso, offsetHours, true),
    date: (iso, offsetHours) => inZone(iso, offsetHours, false),
  };
}
