// Money on the wire is CNY with at most two decimals; in the database integer fen. The only conversions.
import { z } from 'zod';

export const toFen = (cny: number): number => Math.round(cny * 100);
export const toCny = (fen: number): number => Math.round(fen) / 100;
/** "12.30" (for error fields, which carry strings). */
export const cnyText = (fen: number): string => (Math.round(fen) / 100).toFixed(2);

/** Largest amount one request may move: 10 million CNY (keeps sums far below 2^53 fen). */
export const MAX_AMOUNT_CNY = 10_000_000;

/** A positive CNY amount with at most two decimals, as a zod field (codes INVALID_AMOUNT / TOO_LARGE). */
export const cnyAmount = z
  .number({ error: 'INVALID_AMOUNT' })
  .positive({ error: 'INVALID_AMOUNT' })
  .max(MAX_AMOUNT_CNY, { error: 'TOO_LARGE' })
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: 'INVALID_AMOUNT' });

/** `bp` basis points of `fen`, rounded half up to the fen. */
export const percentOf = (fen: number, bp: number): number => Math.round((fen * bp) / 10_000);
