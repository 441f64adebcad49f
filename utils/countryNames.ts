/*
 * Country names in the reader's language: Intl's region names by ISO code, so no list of names per language is
 * kept here, and country lists in the order of that language's alphabet.
 *
 * Browsers ship region names for fewer languages than Node's full ICU: Chromium has none for Lao and Uzbek and
 * answers in English. For those languages the name the API sent is used (the API writes it in the request's
 * language with its own full data), on the server and in the browser alike, so the page hydrates unchanged.
 */
import type { SupportedCountry } from '@/contract';
import { intlLocale } from './format';

/** Languages (BCP 47) whose region names browsers do not carry. */
const NO_BROWSER_REGION_NAMES = new Set(['lo', 'uz']);

const namers = new Map<string, Intl.DisplayNames | null>();
const collators = new Map<string, Intl.Collator>();

function namerFor(tag: string): Intl.DisplayNames | null {
  let namer = namers.get(tag);
  if (namer === undefined) {
    // `fallback: 'none'` makes an unknown code answer undefined instead of echoing the code back.
    namer = NO_BROWSER_REGION_NAMES.has(tag)
      ? null
      : new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
    namers.set(tag, namer);
  }
  return namer;
}

/**
 * The name of the country `code` in the storefront locale `locale` ('ar', 'la', 'zh-CN', …); `fallback` (the
 * API's name) where Intl has no name for the code or the language, else the code itself.
 */
export function countryNameIn(locale: string | undefined, code: string, fallback?: string): string {
  const namer = namerFor(intlLocale(locale));
  let name: string | undefined;
  if (namer && /^[A-Za-z]{2}$/.test(code)) name = namer.of(code.toUpperCase());
  return name || fallback || code;
}

/** Compares two names as the language's alphabet orders them. */
export function compareNamesIn(locale: string | undefined): (a: string, b: string) => number {
  const tag = intlLocale(locale);
  let collator = collators.get(tag);
  if (!collator) collators.set(tag, (collator = new Intl.Collator([tag])));
  return collator.compare;
}

/** Countries with their names in the reader's language, sorted by those names. */
export function localizedCountries<T extends { code: string; name: string }>(
  locale: string | undefined,
  countries: readonly T[],
): T[] {
  const compare = compareNamesIn(locale);
  return countries
    .map((country) => ({ ...country, name: countryNameIn(locale, country.code, country.name) }))
    .sort((a, b) => compare(a.name, b.name));
}

/**
 * A country's name in the reader's language: from `countries` (as useCountries names them) while they are loaded,
 * else Intl's name in `locale`, else the code.
 */
export function countryName(countries: readonly SupportedCountry[], code: string, locale: string): string {
  return countries.find((c) => c.code === code)?.name ?? countryNameIn(locale, code);
}
