import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { ItemInspection, PurchaseOrder, PurchaseOrderShop, PurchaseOrderStatus } from '../../../../contract';
import { CLOSABLE_ORDER_STATUSES } from '../../../../contract';
import { jsonb, type Db } from '../../db';
import { AppError } from '../../http/errors';
import type { Owner, Trx } from '../account/ledger';
import { toCny } from '../account/money';
import { toProductLine } from '../cart/productLine';
import { recordStatusChange } from '../events/record';
import { inspectionsOf } from '../inspection/view';
import { entryNote, noteColumns, type TimelineNote } from '../messages/timeline';
import type { PurchaseOrderEventsTable, PurchaseOrderItemsTable, PurchaseOrdersTable } from './tables';

/*
 * Purchase orders as rows and as the wire shape. Every read filters on the owner (tenant and user), so a shopper
 * can only ever see or act on their own orders.
 */

export type OrderRow = Selectable<PurchaseOrdersTable>;
export type ItemRow = Selectable<PurchaseOrderItemsTable>;
export type EventRow = Selectable<PurchaseOrderEventsTable>;

/** The order of the steps; CLOSED is reached from the first three only. */
export const STATUS_FLOW: readonly PurchaseOrderStatus[] = [
  'PENDING_PAYMENT',
  'PAID',
  'PURCHASING',
  'PURCHASED',
  'SELLER_SHIPPED',
  'IN_WAREHOUSE',
];

export const orderNotFound = () => new AppError(404, 'ORDER_NOT_FOUND', 'This order does not exist');

export function orderState(
  status: PurchaseOrderStatus,
  message = 'The order cannot do this in its current state',
): AppError {
  return new AppError(409, 'ORDER_STATE', message, { detail: status, fields: { status } });
}

export async function findOrder(
  db: Db | Trx,
  owner: Owner,
  id: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | undefined> {
  let q = db
    .selectFrom('purchase_orders')
    .selectAll()
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('id', '=', id);
  if (options.lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function loadOrders(db: Db | Trx, rows: readonly OrderRow[]): Promise<PurchaseOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, events] = await Promise.all([
    db
      .selectFrom('purchase_order_items')
      .selectAll()
      .where('order_id', 'in', ids)
      .orderBy('order_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('purchase_order_events')
      .selectAll()
      .where('order_id', 'in', ids)
      .orderBy('at')
      .orderBy('id')
      .execute(),
  ]);
  const inspections = await inspectionsOf(db, rows, items);
  return rows.map((r) =>
    toPurchaseOrder(
      r,
      items.filter((i) => i.order_id === r.id),
      events.filter((e) => e.order_id === r.id),
      inspections,
    ),
  );
}

export async function loadOrder(db: Db | Trx, row: OrderRow): Promise<PurchaseOrder> {
  const [order] = await loadOrders(db, [row]);
  if (!order) throw orderNotFound();
  return order;
}

export function toPurchaseOrder(
  row: OrderRow,
  items: readonly ItemRow[],
  events: readonly EventRow[],
  inspections: ReadonlyMap<string, ItemInspection> = new Map(),
): PurchaseOrder {
  const shops = new Map<string, PurchaseOrderShop & { goodsFen: number }>();
  for (const item of items) {
    let shop = shops.get(item.shop_id);
    if (!shop) {
      shop = { shopId: item.shop_id, shopName: item.shop_name, items: [], goods: 0, domesticShipping: 0, goodsFen: 0 };
      shops.set(item.shop_id, shop);
    }
    shop.items.push({
      ...toProductLine(item),
      status: item.status,
      refundedAmount: toCny(item.refunded_fen),
      inspection: inspections.get(item.id) ?? null,
    });
    shop.goodsFen += item.unit_price_fen * item.quantity;
  }
  const shippingPerShop = shops.size > 0 ? Math.round(row.domestic_shipping_fen / shops.size) : 0;
  return {
    id: row.id,
    orderNo: row.order_no,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
    closedAt: row.closed_at ? row.closed_at.toISOString() : null,
    tenantWarehouse: row.warehouse,
    remark: row.remark,
    shops: [...shops.values()].map(({ goodsFen, ...shop }) => ({
      ...shop,
      goods: toCny(goodsFen),
      domesticShipping: toCny(shippingPerShop),
    })),
    amounts: {
      goods: toCny(row.goods_fen),
      domesticShipping: toCny(row.domestic_shipping_fen),
      serviceFee: toCny(row.service_fee_fen),
      total: toCny(row.total_fen),
    },
    paidAmount: toCny(row.paid_fen),
    refundedAmount: toCny(row.refunded_fen),
    paymentNo: row.payment_no,
    timeline: events.map((e) => ({ status: e.status, at: e.at.toISOString(), ...entryNote(e) })),
    actions: {
      canPay: row.status === 'PENDING_PAYMENT',
      canClose: CLOSABLE_ORDER_STATUSES.includes(row.status),
      canClone: true,
    },
  };
}

export async function addEvent(
  trx: Trx,
  orderId: string,
  status: PurchaseOrderStatus,
  note: TimelineNote,
): Promise<void> {
  const { note_params, ...text } = noteColumns(note);
  await trx
    .insertInto('purchase_order_events')
    .values({ id: crypto.randomUUID(), order_id: orderId, status, ...text, note_params: jsonb(note_params) })
    .execute();
  await recordStatusChange(trx, 'ORDER', [orderId], status);
}
