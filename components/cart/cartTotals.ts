// What the summary shows: how many pieces are selected and what the selected lines cost, in CNY.
import type { Cart, CartItem } from '@/contract';
import { cartItems } from '@/services/cart';

/**
 * A line's amount in CNY. The server's `amount` is the truth (it rounds per line and may price by quantity
 * tiers, so it can differ from price × quantity); the product is only a fallback for an answer without it.
 */
export function lineAmount(item: CartItem): number {
  return item.amount ?? item.price * item.quantity;
}

export interface SelectionSummary {
  /** Selected lines that still exist. */
  lines: number;
  /** Pieces over the selected lines. */
  quantity: number;
  /** CNY, summed in whole fen so 0.1 + 0.2 stays 0.30. */
  total: number;
}

export function selectionSummary(cart: Cart, selectedIds: readonly string[]): SelectionSummary {
  const selected = new Set(selectedIds);
  let lines = 0;
  let quantity = 0;
  let fen = 0;
  for (const item of cartItems(cart)) {
    if (!selected.has(item.id)) continue;
    lines += 1;
    quantity += item.quantity;
    fen += Math.round(lineAmount(item) * 100);
  }
  return { lines, quantity, total: fen / 100 };
}
