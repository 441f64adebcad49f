import type { Db } from '../../db';
import type { Trx } from '../account/ledger';
import type { ItemRow, OrderRow } from '../orders/model';

/*
 * What an approved return refunds, the rule each tenant states (tenant_commerce_settings, operator call
 * PUT /operator/return-policy): always the item's goods (unit price × quantity); its share of the order's service
 * fee when `refundServiceFee`; its share of its shop's domestic shipping when `refundDomesticShipping`. Both are
 * off by default: the agent's work and the seller's shipment to the warehouse happened all the same. Never more
 * than what is left of the order's payment.
 */

export interface ReturnRule {
  refundServiceFee: boolean;
  refundDomesticShipping: boolean;
}

export const DEFAULT_RETURN_RULE: ReturnRule = { refundServiceFee: false, refundDomesticShipping: false };

export async function returnRuleOf(db: Db | Trx, tenantId: string): Promise<ReturnRule> {
  const row = await db
    .selectFrom('tenant_commerce_settings')
    .select(['return_refunds_service_fee', 'return_refunds_domestic_shipping'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row
    ? { refundServiceFee: row.return_refunds_service_fee, refundDomesticShipping: row.return_refunds_domestic_shipping }
    : DEFAULT_RETURN_RULE;
}

/** The refund of returning `item` of `order` (whose items, by shop, are `orderItems`), in fen. */
export function returnRefundFen(
  rule: ReturnRule,
  order: OrderRow,
  item: ItemRow,
  orderItems: readonly ItemRow[],
): number {
  const goods = Number(item.unit_price_fen) * item.quantity;
  let fen = goods;
  if (rule.refundServiceFee && Number(order.goods_fen) > 0)
    fen += Math.round((Number(order.service_fee_fen) * goods) / Number(order.goods_fen));
  if (rule.refundDomesticShipping) {
    const shops = new Set(orderItems.map((i) => i.shop_id)).size;
    const shopItems = orderItems.filter((i) => i.shop_id === item.shop_id).length;
    if (shops > 0 && shopItems > 0) fen += Math.floor(Number(order.domestic_shipping_fen) / shops / shopItems);
  }
  return Math.max(0, Math.min(fen, Number(order.paid_fen) - Number(order.refunded_fen)));
}
