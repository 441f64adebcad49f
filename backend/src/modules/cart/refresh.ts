import { sql } from 'kysely';
import type { CartLineStatus, CartRefreshResponse } from '../../../../contract';
import type { Db } from '../../db';
import { warehouseOf } from '../orders/create';
import { computeAmounts, feeRuleOf, toAmounts, toFeeRule } from '../orders/fees';
import { quoteLines } from '../orders/quote';
import type { ProductSource, SourceTenant } from '../product/source';
import { lineImage, skuLabel } from './pricing';
import { CartService, ownedBy, selectRows, type CartOwner } from './service';

/*
 * POST /front/cart/refresh: the selected lines are re-priced from the product source (price tier, minimum,
 * stock, title and picture as the marketplace shows them now) and flagged unavailable with a reason when the
 * product or variant is gone, the stock is short or the minimum has risen. The amounts cover the selected lines
 * that can be bought, under the tenant's fee rule, for the chosen warehouse. Ids no longer in the cart are left
 * out of `selectedIds` so the storefront can prune its selection.
 */
export async function refreshCart(
  db: Db,
  source: ProductSource,
  owner: CartOwner,
  tenant: SourceTenant,
  input: { cartItemIds: readonly string[]; tenantWarehouseId: string },
): Promise<CartRefreshResponse> {
  const warehouse = await warehouseOf(db, owner.tenantId, input.tenantWarehouseId);
  const wanted = new Set(input.cartItemIds);
  const rows = (await selectRows(db, owner)).filter((r) => wanted.has(r.id));
  const quoted = await quoteLines(
    source,
    tenant,
    rows.map((r) => ({ platform: r.platform, productId: r.product_id, skuId: r.sku_id, quantity: r.quantity, row: r })),
  );
  const lines: CartLineStatus[] = [];
  const priced: { shopId: string; amountFen: number }[] = [];
  for (const { line, quoted: q } of quoted) {
    const update = q.available
      ? {
          available: true,
          unit_price_fen: q.unitPriceFen,
          min_quantity: q.product.minQuantity,
          title: q.product.title,
          image: lineImage(q.product, q.sku),
          sku_label: skuLabel(q.product, q.sku),
          shop_name: q.product.shop.name,
        }
      : { available: false, ...(q.product ? { min_quantity: q.product.minQuantity } : {}) };
    await db
      .updateTable('cart_items')
      .set({ ...update, updated_at: sql<Date>`now()` })
      .where(ownedBy(owner))
      .where('id', '=', line.row.id)
      .execute();
    lines.push({
      cartItemId: line.row.id,
      available: q.available,
      reason: q.available ? null : q.reason,
      stock: q.stock,
    });
    if (q.available) priced.push({ shopId: line.row.shop_id, amountFen: q.unitPriceFen * line.row.quantity });
  }
  const rule = await feeRuleOf(db, owner.tenantId);
  return {
    cart: await new CartService(db, source).get(owner),
    selectedIds: rows.map((r) => r.id),
    lines,
    amounts: toAmounts(computeAmounts(priced, rule)),
    feeRule: toFeeRule(rule),
    tenantWarehouse: warehouse,
  };
}
