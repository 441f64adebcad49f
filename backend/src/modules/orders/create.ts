import crypto from 'node:crypto';
import type { ProductPlatform, TenantWarehouse } from '../../../../contract';
import { jsonb, type Db } from '../../db';
import { AppError } from '../../http/errors';
import { businessNo, lockAccount, type Owner, type Trx } from '../account/ledger';
import { assertUnderLimit } from '../account/recordLimits';
import { createPayment } from '../payments/service';
import { listWarehouses } from '../reference/service';
import { computeAmounts, type FeeRuleFen } from './fees';
import type { TimelineNote } from '../messages/timeline';
import { addEvent } from './model';

/** One line of a new order, priced by the server. */
export interface NewOrderLine {
  platform: ProductPlatform;
  productId: string;
  productUrl: string;
  skuId: string;
  skuLabel: string;
  title: string;
  image: string;
  shopId: string;
  shopName: string;
  quantity: number;
  unitPriceFen: number;
  message: string;
}

export async function warehouseOf(db: Db, tenantId: string, warehouseId: string): Promise<TenantWarehouse> {
  const warehouse = (await listWarehouses(db, tenantId)).find((w) => w.id === warehouseId);
  if (!warehouse) {
    throw new AppError(400, 'WAREHOUSE_NOT_FOUND', 'Choose one of the warehouses', {
      fields: { tenantWarehouseId: 'WAREHOUSE_NOT_FOUND' },
    });
  }
  return warehouse;
}

/**
 * Inserts a PENDING_PAYMENT order with its items (grouped by shop in the order given), its first timeline entry
 * and its payment record, inside the caller's transaction. Returns the order id. Refused (429
 * TOO_MANY_UNPAID_ORDERS) when the shopper already has the most unpaid orders allowed; the count is taken under
 * the shopper's account row lock, so parallel orders cannot all pass it.
 */
export async function insertOrder(
  trx: Trx,
  owner: Owner,
  input: {
    warehouse: TenantWarehouse;
    remark: string;
    lines: readonly NewOrderLine[];
    rule: FeeRuleFen;
    note: TimelineNote;
  },
): Promise<string> {
  await lockAccount(trx, owner);
  const unpaid = await trx
    .selectFrom('purchase_orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('status', '=', 'PENDING_PAYMENT')
    .executeTakeFirst();
  assertUnderLimit('TOO_MANY_UNPAID_ORDERS', unpaid?.n);
  const amounts = computeAmounts(
    input.lines.map((l) => ({ shopId: l.shopId, amountFen: l.unitPriceFen * l.quantity })),
    input.rule,
  );
  const id = crypto.randomUUID();
  const orderNo = businessNo('PO');
  const payment = await createPayment(trx, { ...owner, orderType: 'PURCHASE', orderNo, amountFen: amounts.totalFen });
  await trx
    .insertInto('purchase_orders')
    .values({
      id,
      tenant_id: owner.tenantId,
      user_id: owner.userId,
      order_no: orderNo,
      warehouse_id: input.warehouse.id,
      warehouse: jsonb(input.warehouse),
      remark: input.remark,
      goods_fen: amounts.goodsFen,
      domestic_shipping_fen: amounts.domesticShippingFen,
      service_fee_fen: amounts.serviceFeeFen,
      total_fen: amounts.totalFen,
      payment_no: payment.paymentNo,
    })
    .execute();
  // Shops stay together, in the order their first line came.
  const shopOrder = [...new Set(input.lines.map((l) => l.shopId))];
  const sorted = [...input.lines].sort((a, b) => shopOrder.indexOf(a.shopId) - shopOrder.indexOf(b.shopId));
  await trx
    .insertInto('purchase_order_items')
    .values(
      sorted.map((l, position) => ({
        id: crypto.randomUUID(),
        order_id: id,
        tenant_id: owner.tenantId,
        position,
        platform: l.platform,
        product_id: l.productId,
        product_url: l.productUrl,
        sku_id: l.skuId,
        sku_label: l.skuLabel,
        title: l.title,
        image: l.image,
        shop_id: l.shopId,
        shop_name: l.shopName,
        quantity: l.quantity,
        unit_price_fen: l.unitPriceFen,
        message: l.message,
      })),
    )
    .execute();
  await addEvent(trx, id, 'PENDING_PAYMENT', input.note);
  return id;
}
