/*
 * Numbers as a shopper types them: in their keyboard's digits and with the decimal and grouping marks their
 * language writes (what `format.ts` shows them), read back into the plain "1234.5" form. A mark where that
 * language does not put one makes the text unreadable, never a different number: "10,5" is 10.5 on a French page
 * and refused on an English one, where it can only be a slip for 10.5 or 105.
 */
import { formatLocale } from './format';

/** The zeros of the decimal digits a keyboard may type instead of 0-9: Arabic-Indic, Persian, Thai, Lao, full-width. */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0e50, 0x0ed0, 0xff10];
const ARABIC_DECIMAL_SIGN = '\u066b';
const ARABIC_THOUSANDS_SIGN = '\u066c';

/** The text with every decimal digit written as 0-9. */
export function toAsciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? digit : String(code - zero);
  });
}

const isSpace = (mark: string) => /^\s$/u.test(mark);
const separators = new Map<string, { decimal: string; group: string }>();

function separatorsOf(locale: string | undefined): { decimal: string; group: string } {
  const tag = formatLocale(locale);
  let found = separators.get(tag);
  if (!found) {
    const parts = new Intl.NumberFormat(tag).formatToParts(12345.6);
    found = {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
    };
    separators.set(tag, found);
  }
  return found;
}

/**
 * A non-negative number typed on a page in `locale`, as plain digits with an optional "." and fraction, or null
 * when the text is not one. Grouping marks count only in their places (every three digits); the language's
 * decimal mark, the Arabic decimal sign, and whichever of "." and "," the language uses for neither, are read as
 * the decimal point.
 */
export function canonicalDecimal(text: string, locale: string | undefined): string | null {
  const { decimal, group } = separatorsOf(locale);
  let marked = '';
  for (const char of toAsciiDigits(text.trim())) {
    if (char >= '0' && char <= '9') marked += char;
    else if (char === decimal || char === ARABIC_DECIMAL_SIGN) marked += 'D';
    else if (char === group || char === ARABIC_THOUSANDS_SIGN || (isSpace(char) && isSpace(group))) marked += 'G';
    else if (char === '.' || char === ',') marked += 'D';
    else return null;
  }
  const match = /^(\d{1,3}(?:G\d{3})+|\d+)(?:D(\d+))?$/.exec(marked);
  if (!match) return null;
  const whole = match[1]!.replace(/G/g, '');
  return match[2] === undefined ? whole : `${whole}.${match[2]}`;
}
