// Reading transit orders: one of a shopper's, its detail parts, and the list with per-status counts.
import { sql, type Transaction } from 'kysely';
import {
  TRANSIT_ORDER_STATUSES,
  type OperatorTransitOrderList,
  type TransitOrder,
  type TransitOrderList,
  type TransitOrderStatus,
} from '../../../../contract';
import type { Database, Db } from '../../db';
import { entryNote } from '../messages/timeline';
import { selectParcels, toParcel } from '../parcels/service';
import { escapeLike } from '../payments/service';
import { toSummary, toTransitOrder, transitOrderNotFound, type TransitOrderRow } from './model';

type Executor = Db | Transaction<Database>;

export interface TransitOwner {
  tenantId: string;
  userId: string;
}

/** The shopper's order (404 for anyone else's). `lock` takes its row for the rest of the transaction. */
export async function ownedOrder(
  db: Executor,
  owner: TransitOwner,
  id: string,
  lock = false,
): Promise<TransitOrderRow> {
  let q = db
    .selectFrom('transit_orders')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw transitOrderNotFound();
  return row;
}

export async function orderById(db: Executor, id: string, lock = false): Promise<TransitOrderRow> {
  let q = db.selectFrom('transit_orders').selectAll().where('id', '=', id);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw transitOrderNotFound();
  return row;
}

export async function orderDetail(db: Executor, row: TransitOrderRow): Promise<TransitOrder> {
  const [parcels, events, scans] = await Promise.all([
    row.parcel_ids.length
      ? selectParcels(db)
          .where('p.tenant_id', '=', row.tenant_id)
          .where('p.user_id', '=', row.user_id)
          .where('p.id', 'in', row.parcel_ids)
          .execute()
      : Promise.resolve([]),
    db
      .selectFrom('transit_order_events')
      .select(['status', 'note', 'note_key', 'note_params', 'at'])
      .where('order_id', '=', row.id)
      .orderBy('at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('transit_tracking_events')
      .select(['code', 'location', 'at'])
      .where('order_id', '=', row.id)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const order = new Map(row.parcel_ids.map((id, i) => [id, i]));
  const now = new Date();
  return toTransitOrder(row, {
    parcels: parcels.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)).map((p) => toParcel(p, now)),
    timeline: events.map((e) => ({ status: e.status, ...entryNote(e), at: e.at.toISOString() })),
    tracking: scans.map((s) => ({ code: s.code, location: s.location, at: s.at.toISOString() })),
  });
}

export async function listOrders(
  db: Db,
  owner: TransitOwner,
  query: { status?: TransitOrderStatus; orderNo?: string; pageNo: number; pageSize: number },
): Promise<TransitOrderList> {
  let base = db
    .selectFrom('transit_orders')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId);
  if (query.orderNo)
    base = base.where(sql<string>`upper(order_no)`, 'like', `%${escapeLike(query.orderNo.toUpperCase())}%`);
  const [counts, rows] = await Promise.all([
    base
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
    (query.status ? base.where('status', '=', query.status) : base)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  const statusCounts = Object.fromEntries(
    [...TRANSIT_ORDER_STATUSES, 'ALL'].map((s) => [s, 0]),
  ) as TransitOrderList['statusCounts'];
  for (const c of counts) {
    statusCounts[c.status] = Number(c.n);
    statusCounts.ALL += Number(c.n);
  }
  const total = query.status ? statusCounts[query.status] : statusCounts.ALL;
  return { items: rows.map(toSummary), total, pageNo: query.pageNo, pageSize: query.pageSize, statusCounts };
}

/** Orders of every tenant or one, newest first, with whose they are (operator surface). */
export async function listAllOrders(
  db: Db,
  filter: { tenantId?: string; status?: TransitOrderStatus; limit: number },
): Promise<OperatorTransitOrderList> {
  let q = db
    .selectFrom('transit_orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .selectAll('o')
    .select('u.email as shopper_email')
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(filter.limit);
  if (filter.tenantId) q = q.where('o.tenant_id', '=', filter.tenantId);
  if (filter.status) q = q.where('o.status', '=', filter.status);
  const rows = await q.execute();
  return { items: rows.map((r) => ({ ...toSummary(r), tenantId: r.tenant_id, shopperEmail: r.shopper_email })) };
}
