import crypto from 'node:crypto';
import { sql } from 'kysely';
import type {
  AfterSaleCreateRequest,
  AfterSaleStatus,
  ItemInspection,
  OperatorAfterSaleList,
  OperatorAfterSaleRequest,
  ParcelItem,
} from '../../../../contract';
import { jsonb, type Db } from '../../db';
import { AppError } from '../../http/errors';
import { businessNo, lockAccount, post, type Owner, type Trx } from '../account/ledger';
import { assertUnderLimit } from '../account/recordLimits';
import { cnyParam } from '../messages/params';
import { notifyUser } from '../notifications/service';
import { addEvent, type ItemRow, type OrderRow } from '../orders/model';
import { newRefund } from '../refunds/service';
import { isValidKey, type FileStorage } from '../storage';
import { returnRefundFen, returnRuleOf } from './returnPolicy';
import { parcelsInStock, toAfterSaleRequest, toItemInspection, type AfterSaleRow, type ItemFacts } from './view';

/*
 * The shopper's say on an inspected item (accept, or ask a return or an exchange) and the operator's decision.
 * Every change runs in one transaction after the shopper's account row lock (ledger.lockAccount), then the order
 * row, then the request: two calls on one item queue up, so an item gets one open request and a return is
 * refunded once however many approvals race.
 */

export const itemNotFound = () => new AppError(404, 'ITEM_NOT_FOUND', 'This item is not in your orders');
const itemState = (message: string, status: string) =>
  new AppError(409, 'ITEM_STATE', message, { detail: status, fields: { status } });
const afterSaleOpen = () => new AppError(409, 'AFTER_SALE_OPEN', 'This item has a request waiting for a decision');
export const afterSaleNotFound = () => new AppError(404, 'AFTER_SALE_NOT_FOUND', 'This request does not exist');
const requestState = (status: AfterSaleStatus) =>
  new AppError(409, 'REQUEST_STATE', 'This request has been decided already', { detail: status, fields: { status } });
const requestChanged = (version: number) =>
  new AppError(409, 'REQUEST_CHANGED', 'The request changed since it was reviewed; read it again', {
    detail: `Current version ${version}`,
    fields: { version: String(version) },
  });

/** Why an item is closed to the shopper's say, as the status named in ITEM_STATE. */
function closedStatus(facts: ItemFacts): string {
  if (facts.item.inspected_at === null) return 'NOT_INSPECTED';
  if (facts.item.status !== 'BOUGHT') return facts.item.status;
  if (facts.order.status !== 'IN_WAREHOUSE') return facts.order.status;
  if (facts.item.accepted_at !== null) return 'ACCEPTED';
  if (facts.requests.some((r) => r.status === 'APPROVED')) return 'APPROVED';
  return 'SHIPPING';
}

/** Locks the account, the order and the item of `itemId` (the owner's only) and gathers what the rules need. */
async function lockItem(trx: Trx, owner: Owner, itemId: string): Promise<ItemFacts> {
  await lockAccount(trx, owner);
  const ref = await trx
    .selectFrom('purchase_order_items as i')
    .innerJoin('purchase_orders as o', 'o.id', 'i.order_id')
    .select('i.order_id')
    .where('i.id', '=', itemId)
    .where('o.tenant_id', '=', owner.tenantId)
    .where('o.user_id', '=', owner.userId)
    .executeTakeFirst();
  if (!ref) throw itemNotFound();
  return gatherFacts(trx, ref.order_id, itemId, owner.tenantId);
}

async function gatherFacts(trx: Trx, orderId: string, itemId: string, tenantId: string): Promise<ItemFacts> {
  const order = await trx
    .selectFrom('purchase_orders')
    .selectAll()
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const orderItems = await trx
    .selectFrom('purchase_order_items')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  const item = orderItems.find((i) => i.id === itemId);
  if (!item) throw itemNotFound();
  const [requests, inStock, rule] = await Promise.all([
    trx
      .selectFrom('item_after_sale_requests')
      .selectAll()
      .where('item_id', '=', itemId)
      .orderBy('created_at', 'desc')
      .orderBy('request_no', 'desc')
      .execute(),
    parcelsInStock(trx, [orderId]),
    returnRuleOf(trx, tenantId),
  ]);
  return { order, item, orderItems, requests, parcelInStock: inStock.has(`${orderId}:${item.shop_id}`), rule };
}

function viewOf(facts: ItemFacts): ItemInspection {
  const view = toItemInspection(facts);
  if (!view) throw itemState('This item has not been inspected yet', 'NOT_INSPECTED');
  return view;
}

/** The shopper is content with the item as inspected: no return or exchange afterwards. */
export async function acceptItem(db: Db, owner: Owner, itemId: string): Promise<ItemInspection> {
  return db.transaction().execute(async (trx) => {
    const facts = await lockItem(trx, owner, itemId);
    const view = viewOf(facts);
    if (facts.requests.some((r) => r.status === 'PENDING')) throw afterSaleOpen();
    if (!view.canAccept) throw itemState('This item cannot be accepted now', closedStatus(facts));
    await trx
      .updateTable('purchase_order_items')
      .set({ accepted_at: sql<Date>`now()` })
      .where('id', '=', itemId)
      .execute();
    return viewOf(await gatherFacts(trx, facts.order.id, itemId, owner.tenantId));
  });
}

/** The upload keys that are this tenant's stored image-search uploads, as their public addresses (400 otherwise). */
async function photoUrls(db: Db, storage: FileStorage, owner: Owner, keys: readonly string[]): Promise<string[]> {
  const prefix = `${owner.tenantId}/product-search/`;
  const valid = keys.filter((k) => isValidKey(k) && k.startsWith(prefix));
  const stored =
    valid.length === 0
      ? []
      : await db
          .selectFrom('uploaded_files')
          .select('key')
          .where('tenant_id', '=', owner.tenantId)
          .where('key', 'in', valid)
          .execute();
  const known = new Set(stored.map((r) => r.key));
  const fields: Record<string, string> = {};
  keys.forEach((key, i) => {
    if (!known.has(key)) fields[`photoKeys.${i}`] = 'INVALID_IMAGE_KEY';
  });
  if (Object.keys(fields).length > 0)
    throw new AppError(400, 'INVALID_IMAGE_KEY', 'A photo was not uploaded', { fields });
  return keys.map((key) => storage.publicUrl(key));
}

export async function requestAfterSale(
  db: Db,
  storage: FileStorage,
  owner: Owner,
  itemId: string,
  input: AfterSaleCreateRequest,
): Promise<ItemInspection> {
  const photos = await photoUrls(db, storage, owner, input.photoKeys ?? []);
  return db.transaction().execute(async (trx) => {
    const facts = await lockItem(trx, owner, itemId);
    const view = viewOf(facts);
    if (facts.requests.some((r) => r.status === 'PENDING')) throw afterSaleOpen();
    if (!view.canRequest)
      throw itemState('A return or an exchange cannot be asked for this item now', closedStatus(facts));
    const open = await trx
      .selectFrom('item_after_sale_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    assertUnderLimit('TOO_MANY_OPEN_AFTER_SALES', open?.n);
    await trx
      .insertInto('item_after_sale_requests')
      .values({
        id: crypto.randomUUID(),
        tenant_id: owner.tenantId,
        user_id: owner.userId,
        order_id: facts.order.id,
        item_id: itemId,
        request_no: businessNo('AS'),
        kind: input.kind,
        reason: input.reason,
        detail: input.detail ?? '',
        photos: jsonb(photos),
      })
      .execute();
    return viewOf(await gatherFacts(trx, facts.order.id, itemId, owner.tenantId));
  });
}

// ---------- operator ----------

type OperatorRow = AfterSaleRow & { order_no: string; item_title: string };

function toOperatorRequest(row: OperatorRow): OperatorAfterSaleRequest {
  return {
    ...toAfterSaleRequest(row),
    tenantId: row.tenant_id,
    userId: row.user_id,
    orderNo: row.order_no,
    itemId: row.item_id,
    itemTitle: row.item_title,
    version: row.version,
  };
}

function selectOperatorRows(db: Db | Trx) {
  return db
    .selectFrom('item_after_sale_requests as r')
    .innerJoin('purchase_orders as o', 'o.id', 'r.order_id')
    .innerJoin('purchase_order_items as i', 'i.id', 'r.item_id')
    .selectAll('r')
    .select(['o.order_no as order_no', 'i.title as item_title']);
}

export async function listAfterSales(
  db: Db,
  filter: { status?: AfterSaleStatus; tenantId?: string; pageNo: number; pageSize: number },
): Promise<OperatorAfterSaleList> {
  let count = db.selectFrom('item_after_sale_requests');
  let rows = selectOperatorRows(db);
  if (filter.status) {
    count = count.where('status', '=', filter.status);
    rows = rows.where('r.status', '=', filter.status);
  }
  if (filter.tenantId) {
    count = count.where('tenant_id', '=', filter.tenantId);
    rows = rows.where('r.tenant_id', '=', filter.tenantId);
  }
  const [total, page] = await Promise.all([
    count.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    rows
      .orderBy('r.created_at', 'asc')
      .orderBy('r.request_no', 'asc')
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize)
      .execute(),
  ]);
  return {
    items: page.map(toOperatorRequest),
    total: Number(total?.n ?? 0),
    pageNo: filter.pageNo,
    pageSize: filter.pageSize,
  };
}

export async function readAfterSale(db: Db, id: string): Promise<OperatorAfterSaleRequest> {
  const row = await selectOperatorRows(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw afterSaleNotFound();
  return toOperatorRequest(row);
}

const NOTICES = {
  RETURN: { approve: 'afterSaleReturnApproved', reject: 'afterSaleReturnRejected' },
  EXCHANGE: { approve: 'afterSaleExchangeApproved', reject: 'afterSaleExchangeRejected' },
} as const;
const TIMELINE = {
  RETURN: { approve: 'itemReturnApproved', reject: 'itemReturnRejected' },
  EXCHANGE: { approve: 'itemExchangeApproved', reject: 'itemExchangeRejected' },
} as const;

/**
 * The operator's decision, naming the version they reviewed (409 REQUEST_CHANGED when it moved on, 409
 * REQUEST_STATE when decided already). An approved return refunds the item under the tenant's return rule,
 * through a refund record and the ledger, and takes the goods out of their parcel; it needs that parcel still in
 * the warehouse (409 ITEM_STATE otherwise: reject it instead). The shopper is notified of every decision.
 */
export async function decideAfterSale(
  db: Db,
  id: string,
  decision: { approve: boolean; version: number; note: string },
): Promise<OperatorAfterSaleRequest> {
  const found = await db
    .selectFrom('item_after_sale_requests')
    .select(['tenant_id', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) throw afterSaleNotFound();
  const owner = { tenantId: found.tenant_id, userId: found.user_id };
  await db.transaction().execute(async (trx) => {
    const account = await lockAccount(trx, owner);
    const request = await trx
      .selectFrom('item_after_sale_requests')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (request.status !== 'PENDING') throw requestState(request.status);
    if (decision.version !== request.version) throw requestChanged(request.version);
    const facts = await gatherFacts(trx, request.order_id, request.item_id, owner.tenantId);
    let refundNo: string | null = null;
    let refundedFen = 0;
    if (decision.approve && request.kind === 'RETURN') {
      if (facts.item.status !== 'BOUGHT' || !facts.parcelInStock)
        throw itemState(
          'The goods are no longer in the warehouse to return',
          facts.parcelInStock ? facts.item.status : 'SHIPPING',
        );
      refundedFen = returnRefundFen(facts.rule, facts.order, facts.item, facts.orderItems);
      if (refundedFen > 0) {
        refundNo = await refundReturn(trx, account, facts.order, facts.item, refundedFen);
      }
      await trx
        .updateTable('purchase_order_items')
        .set({ status: 'REFUNDED', refunded_fen: Number(facts.item.refunded_fen) + refundedFen })
        .where('id', '=', facts.item.id)
        .execute();
      await takeOutOfParcel(trx, facts.order, facts.item);
    }
    await trx
      .updateTable('item_after_sale_requests')
      .set({
        status: decision.approve ? 'APPROVED' : 'REJECTED',
        version: request.version + 1,
        decision_note: decision.note,
        decided_at: sql<Date>`now()`,
        refund_no: refundNo,
        refunded_fen: refundedFen,
      })
      .where('id', '=', id)
      .execute();
    await addEvent(trx, facts.order.id, facts.order.status, {
      key: TIMELINE[request.kind][decision.approve ? 'approve' : 'reject'],
      params: { title: facts.item.title, amount: cnyParam(refundedFen) },
    });
    await notifyUser(trx, {
      ...owner,
      message: {
        key: NOTICES[request.kind][decision.approve ? 'approve' : 'reject'],
        params: { orderNo: facts.order.order_no, title: facts.item.title, amount: cnyParam(refundedFen) },
      },
    });
  });
  return readAfterSale(db, id);
}

async function refundReturn(
  trx: Trx,
  account: Awaited<ReturnType<typeof lockAccount>>,
  order: OrderRow,
  item: ItemRow,
  fen: number,
): Promise<string> {
  const owner = { tenantId: order.tenant_id, userId: order.user_id };
  const refund = await newRefund(trx, owner, {
    orderType: 'PURCHASE',
    orderNo: order.order_no,
    amountFen: fen,
    reason: 'ITEM_RETURNED',
    itemTitle: item.title,
  });
  await post(trx, account, {
    type: 'REFUND',
    amountFen: fen,
    reason: `Refund ${refund.refundNo}: "${item.title}" of purchase order ${order.order_no} was returned`,
    referenceNo: refund.refundNo,
    orderNo: order.order_no,
  });
  await trx
    .updateTable('purchase_orders')
    .set({ refunded_fen: Number(order.refunded_fen) + fen, updated_at: sql<Date>`now()` })
    .where('id', '=', order.id)
    .execute();
  return refund.refundNo;
}

/**
 * The returned goods leave their parcel: its line and weight go; a parcel left empty is removed from stock unless a
 * transit order's history names it.
 */
async function takeOutOfParcel(trx: Trx, order: OrderRow, item: ItemRow): Promise<void> {
  const parcel = await trx
    .selectFrom('purchase_parcels')
    .select(['id', 'items', 'weight_grams'])
    .where('purchase_order_id', '=', order.id)
    .where('shipment_key', '=', item.shop_id)
    .where('status', '=', 'IN_STOCK')
    .forUpdate()
    .executeTakeFirst();
  if (!parcel) return;
  const items: ParcelItem[] = parcel.items;
  const index = items.findIndex(
    (p) => p.title === item.title && p.skuLabel === item.sku_label && p.quantity === item.quantity,
  );
  if (index < 0) return;
  const left = items.filter((_, i) => i !== index);
  if (left.length === 0) {
    // A closed transit order still lists the parcels it held (transit_orders.parcel_ids): such a parcel stays.
    const listed = await trx
      .selectFrom('transit_orders')
      .select('id')
      .where(sql<boolean>`parcel_ids @> ${jsonb([parcel.id])}`)
      .executeTakeFirst();
    if (!listed) {
      await trx.deleteFrom('purchase_parcels').where('id', '=', parcel.id).execute();
      return;
    }
  }
  const weight = Math.max(1, parcel.weight_grams - (item.inspected_weight_grams ?? 0));
  await trx
    .updateTable('purchase_parcels')
    .set({ items: jsonb(left), weight_grams: weight, updated_at: sql<Date>`now()` })
    .where('id', '=', parcel.id)
    .execute();
}
