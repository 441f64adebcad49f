import type { Selectable } from 'kysely';
import type { AfterSaleRequest, ItemInspection } from '../../../../contract';
import type { Db } from '../../db';
import type { Trx } from '../account/ledger';
import { toCny } from '../account/money';
import type { ItemRow, OrderRow } from '../orders/model';
import { returnRefundFen, returnRuleOf, type ReturnRule } from './returnPolicy';
import type { ItemAfterSaleRequestsTable } from './tables';

/*
 * The inspection of purchase-order items as the shopper sees it, with what they may do now. An item is open to
 * the shopper's say once it is inspected, bought (not refunded), its order is in the warehouse, and it was neither
 * accepted nor had a request approved; a new request also needs no request pending and its parcel still in stock
 * (goods on their way home cannot go back to the seller).
 */

export type AfterSaleRow = Selectable<ItemAfterSaleRequestsTable>;

export function toAfterSaleRequest(row: AfterSaleRow): AfterSaleRequest {
  return {
    id: row.id,
    requestNo: row.request_no,
    kind: row.kind,
    reason: row.reason,
    detail: row.detail,
    photos: row.photos,
    status: row.status,
    decisionNote: row.decision_note,
    refundedAmount: toCny(Number(row.refunded_fen)),
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
  };
}

export interface ItemFacts {
  order: OrderRow;
  item: ItemRow;
  orderItems: readonly ItemRow[];
  /** Newest first. */
  requests: readonly AfterSaleRow[];
  parcelInStock: boolean;
  rule: ReturnRule;
}

export function isOpenToShopper({ order, item, requests }: Pick<ItemFacts, 'order' | 'item' | 'requests'>): boolean {
  return (
    item.inspected_at !== null &&
    item.status === 'BOUGHT' &&
    order.status === 'IN_WAREHOUSE' &&
    item.accepted_at === null &&
    !requests.some((r) => r.status === 'APPROVED')
  );
}

export function toItemInspection(facts: ItemFacts): ItemInspection | null {
  const { item, requests } = facts;
  if (item.inspected_at === null && item.inspection_photos.length === 0 && item.inspected_weight_grams === null)
    return null;
  const open = isOpenToShopper(facts);
  const pending = requests.some((r) => r.status === 'PENDING');
  const latest = requests[0];
  return {
    photos: item.inspection_photos,
    weightGrams: item.inspected_weight_grams,
    inspectedAt: item.inspected_at ? item.inspected_at.toISOString() : null,
    acceptedAt: item.accepted_at ? item.accepted_at.toISOString() : null,
    request: latest ? toAfterSaleRequest(latest) : null,
    canAccept: open && !pending,
    canRequest: open && !pending && facts.parcelInStock,
    returnRefund: toCny(returnRefundFen(facts.rule, facts.order, item, facts.orderItems)),
    returnRefundsDomesticShipping: facts.rule.refundDomesticShipping,
  };
}

/** Whether the parcel that holds the goods of `item` (one per shop shipment) is still in stock. */
export async function parcelsInStock(db: Db | Trx, orderIds: readonly string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('purchase_parcels')
    .select(['purchase_order_id', 'shipment_key'])
    .where('purchase_order_id', 'in', [...orderIds])
    .where('status', '=', 'IN_STOCK')
    .execute();
  return new Set(rows.map((r) => `${r.purchase_order_id}:${r.shipment_key}`));
}

/** The inspections of the items of `orders` (all of one tenant), by item id; items not inspected are absent. */
export async function inspectionsOf(
  db: Db | Trx,
  orders: readonly OrderRow[],
  items: readonly ItemRow[],
): Promise<Map<string, ItemInspection>> {
  const inspected = items.filter(
    (i) => i.inspected_at !== null || i.inspection_photos.length > 0 || i.inspected_weight_grams !== null,
  );
  const first = orders[0];
  if (inspected.length === 0 || !first) return new Map();
  const orderIds = [...new Set(inspected.map((i) => i.order_id))];
  const [requests, inStock, rule] = await Promise.all([
    db
      .selectFrom('item_after_sale_requests')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('created_at', 'desc')
      .orderBy('request_no', 'desc')
      .execute(),
    parcelsInStock(db, orderIds),
    returnRuleOf(db, first.tenant_id),
  ]);
  const byId = new Map(orders.map((o) => [o.id, o]));
  const result = new Map<string, ItemInspection>();
  for (const item of inspected) {
    const order = byId.get(item.order_id);
    if (!order) continue;
    const view = toItemInspection({
      order,
      item,
      orderItems: items.filter((i) => i.order_id === item.order_id),
      requests: requests.filter((r) => r.item_id === item.id),
      parcelInStock: inStock.has(`${item.order_id}:${item.shop_id}`),
      rule,
    });
    if (view) result.set(item.id, view);
  }
  return result;
}
