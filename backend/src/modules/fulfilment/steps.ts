import { sql } from 'kysely';
import type { PurchaseOrderStatus } from '../../../../contract';
import type { Db } from '../../db';
import { lockAccount, post, type AccountRow, type Owner, type Trx } from '../account/ledger';
import type { TimelineKey } from '../messages/catalog';
import { cnyParam } from '../messages/params';
import type { TimelineNote } from '../messages/timeline';
import { notifyUser } from '../notifications/service';
import { addEvent, orderState, type ItemRow, type OrderRow } from '../orders/model';
import { quoteLines } from '../orders/quote';
import { photographOrder, recordArrivalInspection } from '../inspection/inspect';
import type { InspectionPhotographer } from '../inspection/photos';
import { createParcelsForPurchaseOrder } from '../parcels/service';
import { sourceTenant } from '../product/service';
import type { ProductSource } from '../product/source';
import { newRefund } from '../refunds/service';
import { findTenantById } from '../tenant/service';

/*
 * One step of a paid purchase order, as the buying agent takes it:
 *   PAID → PURCHASING → PURCHASED (each waiting item is bought if the marketplace still sells it, else refunded
 *   on its own) → SELLER_SHIPPED → IN_WAREHOUSE (the goods become stock-in parcels, one per shop shipment).
 * Runs in one transaction with the shopper's account row and then the order row locked; the step only happens
 * when the order is still in the status the caller expects, so two workers (or a worker and an operator) can
 * never move an order twice. The shopper is notified of every step.
 */

export const NEXT_STATUS: Partial<Record<PurchaseOrderStatus, PurchaseOrderStatus>> = {
  PAID: 'PURCHASING',
  PURCHASING: 'PURCHASED',
  PURCHASED: 'SELLER_SHIPPED',
  SELLER_SHIPPED: 'IN_WAREHOUSE',
};

/** The order's timeline note (messages.json `timeline.<key>`) and notification (`notice.<key>`) of each step. */
const STEP_NOTES: Record<string, { note: TimelineKey; notice: string }> = {
  PURCHASING: { note: 'orderPurchasing', notice: 'orderPurchasing' },
  PURCHASED: { note: 'orderPurchased', notice: 'orderPurchased' },
  SELLER_SHIPPED: { note: 'orderSellerShipped', notice: 'orderSellerShipped' },
  IN_WAREHOUSE: { note: 'orderInWarehouse', notice: 'orderInWarehouse' },
};

export interface StepOptions {
  /** Only step when the order is in this status (the job's view); otherwise nothing happens. */
  expect?: PurchaseOrderStatus;
  /** Only step when the order's next step is due (its next_step_at set and reached): the worker's jobs. */
  requireDue?: boolean;
  /** Items the agent could not buy (operator's say), on top of those the product source no longer sells. */
  unavailableItemIds?: readonly string[];
  /** Takes the inspection photos of each item when the goods enter the warehouse (none without it). */
  photographer?: InspectionPhotographer;
}

export interface StepResult {
  order: OrderRow;
  moved: boolean;
}

export async function orderOwner(
  db: Db,
  orderId: string,
): Promise<(Owner & { status: PurchaseOrderStatus }) | undefined> {
  const row = await db
    .selectFrom('purchase_orders')
    .select(['tenant_id', 'user_id', 'status'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  return row ? { tenantId: row.tenant_id, userId: row.user_id, status: row.status } : undefined;
}

/** Takes one step; 409 ORDER_STATE when the order has no next step (unless `expect` is given: then a no-op). */
export async function advanceOrder(
  db: Db,
  source: ProductSource,
  orderId: string,
  options: StepOptions = {},
): Promise<StepResult | undefined> {
  const owner = await orderOwner(db, orderId);
  if (!owner) return undefined;
  // The marketplace is asked before the transaction (no row lock held over it); the answer is used only for
  // the PURCHASING → PURCHASED step.
  const availability =
    owner.status === 'PURCHASING' ? await buyableItems(db, source, owner, orderId) : new Map<string, boolean>();
  // Photos are drawn and stored before the transaction too; a picture that fails to render leaves the item
  // without photos (it is still weighed) rather than holding the goods out of the warehouse.
  const photos =
    owner.status === 'SELLER_SHIPPED' && options.photographer
      ? await photographOrder(db, options.photographer, orderId).catch(() => new Map<string, string[]>())
      : new Map<string, string[]>();
  return db.transaction().execute(async (trx) => {
    let account = await lockAccount(trx, owner);
    const order = await trx
      .selectFrom('purchase_orders')
      .selectAll()
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (options.expect && order.status !== options.expect) return { order, moved: false };
    // A job whose order was taken off the schedule (or moved by an operator meanwhile) does nothing.
    if (options.requireDue && (!order.next_step_at || order.next_step_at.getTime() > Date.now() + 1000))
      return { order, moved: false };
    const next = NEXT_STATUS[order.status];
    if (!next) {
      if (options.expect) return { order, moved: false };
      throw orderState(order.status, 'This order has no next step');
    }
    let status: PurchaseOrderStatus = next;
    let note: TimelineNote = { key: STEP_NOTES[next]?.note ?? 'orderPurchasing' };
    let refundedFen = 0;
    if (order.status === 'PURCHASING') {
      const outcome = await buyItems(trx, account, order, availability, new Set(options.unavailableItemIds ?? []));
      account = outcome.account;
      if (outcome.refundedItems > 0) {
        note = {
          key: 'orderPartlyPurchased',
          params: { items: outcome.refundedItems, amount: cnyParam(outcome.refundedFen) },
        };
        refundedFen = outcome.refundedFen;
      }
      if (outcome.boughtItems === 0) {
        status = 'CLOSED';
        note = { key: 'orderNothingBought' };
      }
    }
    const moved = await trx
      .updateTable('purchase_orders')
      .set({
        status,
        updated_at: sql<Date>`now()`,
        next_step_at: null,
        ...(status === 'CLOSED' ? { closed_at: sql<Date>`now()` } : {}),
      })
      .where('id', '=', order.id)
      .where('status', '=', order.status)
      .returningAll()
      .executeTakeFirstOrThrow();
    await addEvent(trx, order.id, status, note);
    if (status === 'IN_WAREHOUSE') {
      await createParcelsForPurchaseOrder(trx, moved);
      await recordArrivalInspection(trx, order.id, photos);
    }
    // The only status without a step of its own is CLOSED: nothing could be bought.
    const key =
      status === 'PURCHASED' && refundedFen > 0
        ? 'orderPartlyPurchased'
        : (STEP_NOTES[status]?.notice ?? 'orderNothingBought');
    await notifyUser(trx, {
      tenantId: owner.tenantId,
      userId: owner.userId,
      message: { key, params: { orderNo: order.order_no, amount: cnyParam(refundedFen) } },
    });
    return { order: moved, moved: true };
  });
}

/** Whether the marketplace still sells each waiting item in its quantity. */
async function buyableItems(
  db: Db,
  source: ProductSource,
  owner: Owner,
  orderId: string,
): Promise<Map<string, boolean>> {
  const tenant = await findTenantById(db, owner.tenantId);
  if (!tenant) return new Map();
  const items = await db
    .selectFrom('purchase_order_items')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'WAITING')
    .execute();
  const quoted = await quoteLines(
    source,
    await sourceTenant(db, tenant, undefined),
    items.map((i) => ({
      platform: i.platform,
      productId: i.product_id,
      skuId: i.sku_id,
      quantity: i.quantity,
      id: i.id,
    })),
  );
  return new Map(quoted.map(({ line, quoted: q }) => [line.id, q.available]));
}

/**
 * Marks waiting items BOUGHT or REFUNDED. A refunded item returns its goods, its share of the service fee and,
 * when it was the last item of its shop, that shop's domestic shipping; when nothing is bought, the last refund
 * returns whatever of the payment is left, so the order's refunds add up to what was paid.
 */
async function buyItems(
  trx: Trx,
  start: AccountRow,
  order: OrderRow,
  availability: Map<string, boolean>,
  refusedByOperator: Set<string>,
): Promise<{ account: AccountRow; boughtItems: number; refundedItems: number; refundedFen: number }> {
  const items: ItemRow[] = await trx
    .selectFrom('purchase_order_items')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('position')
    .execute();
  const waiting = items.filter((i) => i.status === 'WAITING');
  const unavailable = waiting.filter((i) => refusedByOperator.has(i.id) || availability.get(i.id) === false);
  const shops = new Set(items.map((i) => i.shop_id));
  const shippingPerShop = shops.size > 0 ? Math.floor(order.domestic_shipping_fen / shops.size) : 0;
  const boughtItems = items.filter((i) => i.status === 'BOUGHT').length + waiting.length - unavailable.length;
  let account = start;
  let remaining = order.paid_fen - order.refunded_fen;
  let refundedFen = 0;
  const gone = new Set(items.filter((i) => i.status === 'REFUNDED').map((i) => i.id));
  for (const [index, item] of unavailable.entries()) {
    gone.add(item.id);
    const goods = item.unit_price_fen * item.quantity;
    const shopEmptied = items.filter((i) => i.shop_id === item.shop_id).every((i) => gone.has(i.id));
    let fen =
      goods +
      (order.goods_fen > 0 ? Math.round((order.service_fee_fen * goods) / order.goods_fen) : 0) +
      (shopEmptied ? shippingPerShop : 0);
    if (boughtItems === 0 && index === unavailable.length - 1) fen = remaining;
    fen = Math.min(fen, remaining);
    if (fen > 0) {
      const refund = await newRefund(
        trx,
        { tenantId: order.tenant_id, userId: order.user_id },
        {
          orderType: 'PURCHASE',
          orderNo: order.order_no,
          amountFen: fen,
          reason: 'ITEM_UNAVAILABLE',
          itemTitle: item.title,
        },
      );
      account = await post(trx, account, {
        type: 'REFUND',
        amountFen: fen,
        reason: `Refund ${refund.refundNo}: "${item.title}" of purchase order ${order.order_no} could not be bought`,
        referenceNo: refund.refundNo,
        orderNo: order.order_no,
      });
      remaining -= fen;
      refundedFen += fen;
    }
    await trx
      .updateTable('purchase_order_items')
      .set({ status: 'REFUNDED', refunded_fen: fen })
      .where('id', '=', item.id)
      .execute();
  }
  await trx
    .updateTable('purchase_order_items')
    .set({ status: 'BOUGHT' })
    .where('order_id', '=', order.id)
    .where('status', '=', 'WAITING')
    .execute();
  if (refundedFen > 0) {
    await trx
      .updateTable('purchase_orders')
      .set({ refunded_fen: order.refunded_fen + refundedFen })
      .where('id', '=', order.id)
      .execute();
  }
  return { account, boughtItems, refundedItems: unavailable.length, refundedFen };
}
