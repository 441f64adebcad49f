// Message parameters built from the database's own units, so a notification stores the fact and not a text.
import type { MoneyParam, WeightParam } from '../../../../contract';
import { toCny } from '../account/money';

/** An amount kept in integer fen, as CNY. */
export function cnyParam(fen: number): MoneyParam {
  return { amount: toCny(fen), currency: 'CNY' };
}

export function gramsParam(grams: number): WeightParam {
  return { grams };
}
