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
// (no hydration mismatch) and matches how the tenants' price lists are written.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(min: number, max: number): Intl.NumberFormat {
  const key = `${min}:${max}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max, useGrouping: true });
    formatters.set(key, f);
  }
  return f;
}

/** `n` with thousands separators: formatAmount(1234567.891) → "1,234,567.89". Non-finite input shows as "0". */
export function formatAmount(n: number, opts: AmountFormat = {}): string {
  const min = Math.min(20, Math.max(0, opts.minDecimals ?? 2));
  const max = Math.min(20, Math.max(min, opts.maxDecimals ?? Math.max(min, 2)));
  const value = Number.isFinite(n) ? n : 0;
  // Intl prints "-0" for tiny negatives that round to zero; a price is never "-0".
  const text = formatter(min, max).format(value);
  return /^-0([.,]0*)?$/.test(text) ? text.slice(1) : text;
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
