// The amount of the payments a shopper ticked for one batch pay: the server's own amounts, added in whole fen so
// 0.1 + 0.2 stays 0.30. The server charges the same records and answers the sum it charged.
import type { Payment } from '@/contract';

export function selectionTotal(payments: readonly Payment[], selected: ReadonlySet<string>): number {
  let fen = 0;
  for (const payment of payments) if (selected.has(payment.paymentNo)) fen += Math.round(payment.amount * 100);
  return fen / 100;
}
