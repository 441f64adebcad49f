// Stock-in parcels: created when a purchase order's goods reach the China warehouse (one per shop shipment) or
// when staff receive a parcel a shopper sent there with their member code; listed for their owner only.
import crypto from 'node:crypto';
import { sql, type Selectable, type Transaction } from 'kysely';
import type { Locale, Page, ParcelItem, ParcelStatus, StockInParcel } from '../../../../contract';
import { jsonb, type Database, type Db } from '../../db';
import { AppError } from '../../http/errors';
import { recordStatusChange } from '../events/record';
import { withItemInspections } from '../inspection/parcelItems';
import { inLanguage, type TextTranslations } from '../reference/translated';
import type { PurchaseParcelsTable } from './tables';

/** Days a parcel is stored free of charge after it arrives (beyond them storage is shown, not charged). */
export const FREE_STORAGE_DAYS = 30;
const DAY_MS = 86_400_000;

export interface ParcelOwner {
  tenantId: string;
  userId: string;
}

type Executor = Db | Transaction<Database>;
export type ParcelRow = Selectable<PurchaseParcelsTable> & {
  warehouse_name: string | null;
  warehouse_name_translations: TextTranslations | null;
  transit_order_no: string | null;
};

export const parcelNotFound = (id?: string) =>
  new AppError(404, 'PARCEL_NOT_FOUND', 'This parcel is not in your stock', id ? { detail: id } : {});

/** "PC" + date + 6 random characters, e.g. PC251123K7Q2MZ. */
export function newParcelNo(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `PC${date}${crypto.randomBytes(4).toString('hex').slice(0, 6).toUpperCase()}`;
}

export function freeStorageDaysLeft(freeUntil: Date, now: Date): number {
  return Math.ceil((freeUntil.getTime() - now.getTime()) / DAY_MS);
}

/** `language`: the warehouse is named in it where the operator wrote that name. */
export function toParcel(row: ParcelRow, now = new Date(), language?: Locale): StockInParcel {
  return {
    id: row.id,
    parcelNo: row.parcel_no,
    source: row.source,
    orderNo: row.order_no,
    trackingNo: row.tracking_no,
    warehouse: {
      id: row.warehouse_id,
      name: inLanguage(row.warehouse_name ?? '', row.warehouse_name_translations, language),
    },
    items: row.items,
    weightGrams: row.weight_grams,
    lengthCm: row.length_cm,
    widthCm: row.width_cm,
    heightCm: row.height_cm,
    photos: row.photos,
    arrivedAt: row.arrived_at.toISOString(),
    freeStorageUntil: row.free_storage_until.toISOString(),
    freeStorageDaysLeft: freeStorageDaysLeft(row.free_storage_until, now),
    status: row.status,
    transitOrderId: row.transit_order_id,
    transitOrderNo: row.transit_order_no,
  };
}

/** Parcels with their warehouse name and transit order number. */
export function selectParcels(db: Executor) {
  return db
    .selectFrom('purchase_parcels as p')
    .leftJoin('tenant_warehouses as w', 'w.id', 'p.warehouse_id')
    .leftJoin('transit_orders as t', 't.id', 'p.transit_order_id')
    .selectAll('p')
    .select([
      'w.name as warehouse_name',
      'w.name_translations as warehouse_name_translations',
      't.order_no as transit_order_no',
    ]);
}

const STILL_IN_WAREHOUSE: ParcelStatus[] = ['IN_STOCK', 'IN_TRANSIT_ORDER'];

/**
 * One page of the owner's parcels, newest first. The count rides along as a window aggregate, so the
 * storefront's "total first, then everything with pageSize = total" costs two index scans and no extra count
 * query.
 */
export async function listStockInParcels(
  db: Db,
  owner: ParcelOwner,
  query: { status?: ParcelStatus; pageNo: number; pageSize: number },
  language?: Locale,
): Promise<Page<StockInParcel>> {
  const statuses = query.status ? [query.status] : STILL_IN_WAREHOUSE;
  const base = db
    .selectFrom('purchase_parcels')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('status', 'in', statuses);
  const rows = await selectParcels(db)
    .select(sql<number>`count(*) over ()`.as('total'))
    .where('p.tenant_id', '=', owner.tenantId)
    .where('p.user_id', '=', owner.userId)
    .where('p.status', 'in', statuses)
    .orderBy('p.arrived_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last page: the window had no row to ride on.
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    total = Number(counted?.n ?? 0);
  }
  const now = new Date();
  const parcels = rows.map((r) => ({
    ...toParcel(r, now, language),
    origin: { purchase_order_id: r.purchase_order_id, shipment_key: r.shipment_key },
  }));
  return {
    items: await withItemInspections(db, owner.tenantId, parcels),
    total: Number(total),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}

/** The owner's parcels by id (any status); throws PARCEL_NOT_FOUND naming the first id that is not theirs. */
export async function ownedParcels(db: Executor, owner: ParcelOwner, ids: readonly string[]): Promise<ParcelRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectParcels(db)
    .where('p.tenant_id', '=', owner.tenantId)
    .where('p.user_id', '=', owner.userId)
    .where('p.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing) throw parcelNotFound(missing);
  return ids.map((id) => byId.get(id) as ParcelRow);
}

// ---------- parcels from purchase orders ----------

/** The purchase order fields the parcels need (a purchase_orders row satisfies it). */
export interface PurchaseOrderRef {
  id: string;
  tenant_id: string;
  user_id: string;
  order_no: string;
  warehouse_id: string;
}

const hashInt = (text: string) => crypto.createHash('sha256').update(text).digest().readUInt32BE(0);

/** A plausible weight per piece (150 g – 1.5 kg), stable for a product and variant. */
export function pieceWeightGrams(productId: string, skuId: string): number {
  return 150 + (hashInt(`${productId}:${skuId}`) % 136) * 10;
}

/** Carton size for a shipment of this weight: denser goods in smaller boxes, stable for the shipment. */
export function cartonFor(weightGrams: number, seed: string): { lengthCm: number; widthCm: number; heightCm: number } {
  const litres = Math.max(1.5, (weightGrams / 1000) * (3 + (hashInt(seed) % 5)));
  const side = Math.cbrt(litres * 1000);
  return {
    lengthCm: Math.max(10, Math.round(side * 1.35)),
    widthCm: Math.max(8, Math.round(side)),
    heightCm: Math.max(5, Math.round(side * 0.75)),
  };
}

const COURIERS = ['SF', 'YT', 'ZTO', 'JT', 'YD'];
export function domesticTrackingNo(seed: string): string {
  const h = crypto.createHash('sha256').update(seed).digest();
  const prefix = COURIERS[(h[0] ?? 0) % COURIERS.length] ?? 'SF';
  return `${prefix}${BigInt('0x' + h.subarray(1, 8).toString('hex'))
    .toString()
    .slice(0, 12)
    .padStart(12, '0')}`;
}

/**
 * The order's goods arrived: one parcel per shop shipment with its bought items, weight, carton size and photos.
 * Runs inside the caller's transaction; calling it again for the same order adds nothing.
 */
export async function createParcelsForPurchaseOrder(
  trx: Transaction<Database>,
  order: PurchaseOrderRef,
): Promise<StockInParcel[]> {
  const items = await trx
    .selectFrom('purchase_order_items')
    .select(['shop_id', 'shop_name', 'product_id', 'sku_id', 'sku_label', 'title', 'image', 'quantity'])
    .where('order_id', '=', order.id)
    .where('status', '=', 'BOUGHT')
    .orderBy('position')
    .execute();
  const shops = new Map<string, typeof items>();
  for (const item of items) shops.set(item.shop_id, [...(shops.get(item.shop_id) ?? []), item]);

  const arrivedAt = new Date();
  const created: string[] = [];
  for (const [shopId, lines] of shops) {
    const seed = `${order.id}:${shopId}`;
    const weight = lines.reduce((sum, l) => sum + pieceWeightGrams(l.product_id, l.sku_id) * l.quantity, 0) + 80;
    const carton = cartonFor(weight, seed);
    const parcelItems: ParcelItem[] = lines.map((l) => ({
      title: l.title,
      image: l.image,
      skuLabel: l.sku_label,
      quantity: l.quantity,
    }));
    const photos = [...new Set(lines.map((l) => l.image).filter(Boolean))].slice(0, 6);
    const id = crypto.randomUUID();
    const inserted = await trx
      .insertInto('purchase_parcels')
      .values({
        id,
        tenant_id: order.tenant_id,
        user_id: order.user_id,
        parcel_no: newParcelNo(arrivedAt),
        source: 'PURCHASE',
        purchase_order_id: order.id,
        order_no: order.order_no,
        shipment_key: shopId,
        tracking_no: domesticTrackingNo(seed),
        warehouse_id: order.warehouse_id,
        items: jsonb(parcelItems),
        weight_grams: weight,
        length_cm: carton.lengthCm,
        width_cm: carton.widthCm,
        height_cm: carton.heightCm,
        photos: jsonb(photos),
        arrived_at: arrivedAt,
        free_storage_until: new Date(arrivedAt.getTime() + FREE_STORAGE_DAYS * DAY_MS),
      })
      .onConflict((oc) =>
        oc.columns(['purchase_order_id', 'shipment_key']).where('purchase_order_id', 'is not', null).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (inserted) created.push(inserted.id);
  }
  if (created.length === 0) return [];
  await recordStatusChange(trx, 'PARCEL', created, 'IN_STOCK');
  const rows = await selectParcels(trx).where('p.id', 'in', created).orderBy('p.parcel_no').execute();
  return rows.map((r) => toParcel(r, arrivedAt));
}

// ---------- self-shipped parcels (operator) ----------

export interface SelfShippedParcel {
  tenantId: string;
  userId: string;
  warehouseId: string;
  trackingNo: string;
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  items: ParcelItem[];
  photos: string[];
  arrivedAt?: Date;
}

export async function createSelfShippedParcel(db: Executor, input: SelfShippedParcel): Promise<StockInParcel> {
  const arrivedAt = input.arrivedAt ?? new Date();
  const id = crypto.randomUUID();
  await db
    .insertInto('purchase_parcels')
    .values({
      id,
      tenant_id: input.tenantId,
      user_id: input.userId,
      parcel_no: newParcelNo(arrivedAt),
      source: 'SELF_SHIPPED',
      tracking_no: input.trackingNo,
      warehouse_id: input.warehouseId,
      items: jsonb(input.items),
      weight_grams: input.weightGrams,
      length_cm: input.lengthCm,
      width_cm: input.widthCm,
      height_cm: input.heightCm,
      photos: jsonb(input.photos),
      arrived_at: arrivedAt,
      free_storage_until: new Date(arrivedAt.getTime() + FREE_STORAGE_DAYS * DAY_MS),
    })
    .execute();
  await recordStatusChange(db, 'PARCEL', [id], 'IN_STOCK');
  const row = await selectParcels(db).where('p.id', '=', id).executeTakeFirstOrThrow();
  return toParcel(row);
}
