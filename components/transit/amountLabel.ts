import type { TransitOrderSummary } from '@/contract';

/** The states an order reaches only by being paid. */
const PAID_STATUSES: ReadonlySet<TransitOrderSummary['status']> = new Set([
  'PAID',
  'SHIPPED',
  'DELIVERED',
  'COMPLETED',
]);

/**
 * The shipping namespace's label for a transit order's amount: before weighing the estimate, then what the payment
 * asks ("To pay"), once paid what was paid, and for an order closed after weighing the fee it carried.
 */
export function transitAmountLabel(
  order: Pick<TransitOrderSummary, 'status' | 'amountDue'>,
): 'transit.estimatedFee' | 'transit.amountDue' | 'transit.amountPaid' | 'transit.fee' {
  if (order.amountDue === null) return 'transit.estimatedFee';
  if (PAID_STATUSES.has(order.status)) return 'transit.amountPaid';
  if (order.status === 'CLOSED') return 'transit.fee';
  return 'transit.amountDue';
}
