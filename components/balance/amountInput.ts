// An amount typed by the shopper: CNY with at most two decimals, above zero, written with the marks of the page's
// language (utils/typedNumber.ts). The server checks the channel's minimum and the balance; this only refuses what
// cannot be an amount at all.
import { canonicalDecimal } from '@/utils/typedNumber';

export function parseAmount(text: string, locale: string): number | null {
  const value = canonicalDecimal(text, locale);
  if (value === null || !/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  const amount = Number(value);
  return amount > 0 ? amount : null;
}

/** The text to show for an amount parseAmount refused: too many digits is told apart from what is not an amount. */
export function amountErrorKey(text: string, locale: string): 'balance:amount.invalid' | 'balance:amount.tooLarge' {
  const value = canonicalDecimal(text, locale);
  return value !== null && /^\d{10,}(\.\d*)?$/.test(value) ? 'balance:amount.tooLarge' : 'balance:amount.invalid';
}
