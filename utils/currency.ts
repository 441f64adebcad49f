/*
 * Money display. CNY is the base currency of every price; a tenant shows a converted amount in its
 * own currency. Some tenants keep legacy or local codes that shoppers do not read as such: GHC (the old cedi code)
 * is shown as GHS and NPR as "Rs". How an amount is written is the page formatter's (utils/format.ts).
 */
import type { ExchangeInfo } from '@/contract';
import type { Formatter } from './format';

/** The base currency of every price on the wire. */
export const BASE_CURRENCY = 'CNY';

const DISPLAY_CODES: Readonly<Record<string, string>> = { GHC: 'GHS', NPR: 'Rs' };

/** The code a shopper reads for a tenant's currency code. */
export function displayCurrency(code: string): string {
  const upper = code.trim().toUpperCase();
  return DISPLAY_CODES[upper] ?? upper;
}

/** An amount in CNY converted with the tenant's rate (not rounded: display rounds). */
/** Whether the tenant's currency differs from CNY and has a rate, so a converted amount is shown beside a price. */
export function showsConversion(exchange: ExchangeInfo): boolean {
  return exchange.currency.toUpperCase() !== BASE_CURRENCY && exchange.cnyExchangeRate > 0;
}

export function convertFromCny(amountCny: number, info: ExchangeInfo): number {
  return amountCny * info.cnyExchangeRate;
}

/**
 * The status bar's exchange line, "1CNY=0.1389USD", with the rate written as the page's language writes numbers.
 * Rates below 1 need more decimals to mean anything, so the rate keeps up to 4 (trailing zeros dropped) while
 * large rates (LAK ~3,000) get the language's separators.
 */
export function exchangeLine(info: ExchangeInfo, format: Formatter): string {
  const rate = format.number(info.cnyExchangeRate, { maxDecimals: 4 });
  return `1${BASE_CURRENCY}=${rate}${displayCurrency(info.currency)}`;
}
