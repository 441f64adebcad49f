import type { FeeRule, OrderAmounts } from '../../../../contract';
import type { Db } from '../../db';
import type { Trx } from '../account/ledger';
import { percentOf, toCny } from '../account/money';

/*
 * The fee rule of purchase orders, one place for both the cart preview and the order itself:
 *   goods            = Σ unit price × quantity of the lines bought;
 *   domesticShipping = a flat fee per shop (the seller's shipment to the agent's warehouse);
 *   serviceFee       = servicePercent of the goods, at least minServiceFee per order (0 without goods);
 *   total            = goods + domesticShipping + serviceFee.
 * A tenant's own rule lives in tenant_commerce_settings (seeded from what its articles promise); a tenant without
 * a row uses DEFAULT_FEE_RULE.
 */

export interface FeeRuleFen {
  serviceFeeBp: number;
  minServiceFeeFen: number;
  domesticShippingPerShopFen: number;
}

export const DEFAULT_FEE_RULE: FeeRuleFen = {
  serviceFeeBp: 500,
  minServiceFeeFen: 500,
  domesticShippingPerShopFen: 800,
};

export interface AmountsFen {
  goodsFen: number;
  domesticShippingFen: number;
  serviceFeeFen: number;
  totalFen: number;
}

export async function feeRuleOf(db: Db | Trx, tenantId: string): Promise<FeeRuleFen> {
  const row = await db
    .selectFrom('tenant_commerce_settings')
    .select(['service_fee_bp', 'min_service_fee_fen', 'domestic_shipping_per_shop_fen'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return DEFAULT_FEE_RULE;
  return {
    serviceFeeBp: row.service_fee_bp,
    minServiceFeeFen: row.min_service_fee_fen,
    domesticShippingPerShopFen: row.domestic_shipping_per_shop_fen,
  };
}

/** Amounts of lines (each with its shop and goods value in fen) under a rule. */
export function computeAmounts(lines: readonly { shopId: string; amountFen: number }[], rule: FeeRuleFen): AmountsFen {
  const goodsFen = lines.reduce((sum, l) => sum + l.amountFen, 0);
  const shops = new Set(lines.map((l) => l.shopId)).size;
  const domesticShippingFen = shops * rule.domesticShippingPerShopFen;
  const serviceFeeFen =
    lines.length === 0 ? 0 : Math.max(rule.minServiceFeeFen, percentOf(goodsFen, rule.serviceFeeBp));
  return { goodsFen, domesticShippingFen, serviceFeeFen, totalFen: goodsFen + domesticShippingFen + serviceFeeFen };
}

export const toAmounts = (a: AmountsFen): OrderAmounts => ({
  goods: toCny(a.goodsFen),
  domesticShipping: toCny(a.domesticShippingFen),
  serviceFee: toCny(a.serviceFeeFen),
  total: toCny(a.totalFen),
});

export const toFeeRule = (r: FeeRuleFen): FeeRule => ({
  serviceFeePercent: r.serviceFeeBp / 100,
  minServiceFee: toCny(r.minServiceFeeFen),
  domesticShippingPerShop: toCny(r.domesticShippingPerShopFen),
});
