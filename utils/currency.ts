/*
 * Money display. CNY is the base currency of every price; a tenant shows a converted amount in its
 * own currency. Some tenants keep legacy or local codes that shoppers do not read as such: GHC (the old cedi code)
 * is shown as GHS and NPR as "Rs". Amounts carry thousands separators.
 */
import type { ExchangeInfo } from '@/contract';

/** The base currency of every price on the wire. */
export const BASE_CURRENCY = 'CNY';

const DISPLAY_CODES: Readonly<Record<string, string>> = { GHC: 'GHS', NPR: 'Rs' };

/** The code a shopper reads for a tenant's currency code. */
export function displayCurrency(code: string): string {
  const upper = code.trim().toUpperCase();
  return DISPLAY_CODES[upper] ?? upper;
}

export interface AmountFormat {
  /** Fewest decimals shown (default 2). */
  minDecimals?: number;
  /** Most decimals shown (default: minDecimals, or 2). */
  maxDecimals?: number;
}

// en-US grouping: "1,234,567.89". One fixed grouping keeps amounts identical on the server and the client
// (no hydration mismatch) and matches how the tenants' price lists are written. Written out rather than with
// Intl.NumberFormat: a browser spends ~15 ms creating its first NumberFormat (locale data), on the main thread of
// every page that shows a price, for a format this simple. The rounding is Intl's: half away from zero on the
// number's shortest decimal form (1.005 → "1.01"), and the unit tests compare the two.
const GROUP = /\B(?=(\d{3})+(?!\d))/g;

/** `digits` (a run of decimal digits) plus one in its last place: "0199" → "0200", "99" → "100". */
function incremented(digits: string): string {
  const out = digits.split('');
  let i = out.length - 1;
  while (i >= 0 && out[i] === '9') out[i--] = '0';
  if (i < 0) return `1${out.join('')}`;
  out[i] = String(Number(out[i]) + 1);
  return out.join('');
}

/** A plain decimal string ("1234.5678") rounded half away from zero to `decimals` places, zero-padded. */
function roundDecimalText(text: string, decimals: number): string {
  const [whole, fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if (fraction.length > decimals && fraction.charCodeAt(decimals) >= 53 /* '5' */) digits = incremented(digits);
  const split = digits.length - decimals;
  return decimals ? `${digits.slice(0, split)}.${digits.slice(split)}` : digits;
}

let fallback: Map<string, Intl.NumberFormat> | null = null;

/** `n` with thousands separators: formatAmount(1234567.891) → "1,234,567.89". Non-finite input shows as "0". */
export function formatAmount(n: number, opts: AmountFormat = {}): string {
  const min = Math.min(20, Math.max(0, opts.minDecimals ?? 2));
  const max = Math.min(20, Math.max(min, opts.maxDecimals ?? Math.max(min, 2)));
  const value = Number.isFinite(n) ? n : 0;
  const shortest = String(Math.abs(value));
  if (shortest.includes('e')) {
    // Below 1e-6 or from 1e21 (never a price): Intl's own answer.
    fallback ??= new Map();
    const key = `${min}:${max}`;
    let format = fallback.get(key);
    if (!format) fallback.set(key, (format = new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max })));
    const text = format.format(value);
    return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
  }
  let text = roundDecimalText(shortest, max);
  const point = text.indexOf('.');
  if (max > min) {
    // Trailing zeros go, down to `min` decimals (and the point with the last of them).
    let end = text.length;
    while (end > point + 1 + min && text[end - 1] === '0') end -= 1;
    text = text.slice(0, end === point + 1 ? point : end);
  }
  const cut = text.indexOf('.');
  const body = (cut === -1 ? text : text.slice(0, cut)).replace(GROUP, ',') + (cut === -1 ? '' : text.slice(cut));
  // A negative amount that rounds to zero prints as zero: a price is never "-0".
  return value < 0 && /[1-9]/.test(body) ? `-${body}` : body;
}

/** An amount in CNY converted with the tenant's rate (not rounded: display rounds). */
export function convertFromCny(amountCny: number, info: ExchangeInfo): number {
  return amountCny * info.cnyExchangeRate;
}

/**
 * The status bar's exchange line, "1CNY=0.1389USD". Rates below 1 need more decimals to mean anything, so the
 * rate keeps up to 4 (trailing zeros dropped) while large rates (LAK ~3,000) get their separators.
 */
export function exchangeLine(info: ExchangeInfo): string {
  const rate = formatAmount(info.cnyExchangeRate, { minDecimals: 0, maxDecimals: 4 });
  return `1${BASE_CURRENCY}=${rate}${displayCurrency(info.currency)}`;
}
