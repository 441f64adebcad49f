import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { OperatorItemInspection } from '../../../../contract';
import { jsonb, type Db } from '../../db';
import { AppError } from '../../http/errors';
import type { Trx } from '../account/ledger';
import { pieceWeightGrams } from '../parcels/service';
import type { FileStorage } from '../storage';
import { sniffImageType } from '../upload/sniff';
import type { InspectionPhotographer } from './photos';

/*
 * Inspection at the warehouse: staff attach photos and the measured weight to each bought item of an order that
 * reached the warehouse (operator API); the fulfilment simulator does the same with generated photos when it moves
 * an order into the warehouse. The first photo or weight marks the item inspected.
 */

/** Photos one item may carry. */
export const MAX_INSPECTION_PHOTOS = 12;

const itemNotFound = () => new AppError(404, 'ITEM_NOT_FOUND', 'No purchase-order item with this id');

async function inspectableItem(db: Db | Trx, itemId: string) {
  const row = await db
    .selectFrom('purchase_order_items as i')
    .innerJoin('purchase_orders as o', 'o.id', 'i.order_id')
    .select([
      'i.id',
      'i.title',
      'i.status',
      'i.inspection_photos',
      'i.tenant_id',
      'o.order_no',
      'o.status as order_status',
    ])
    .where('i.id', '=', itemId)
    .executeTakeFirst();
  if (!row) throw itemNotFound();
  if (row.order_status !== 'IN_WAREHOUSE') {
    throw new AppError(409, 'ORDER_STATE', 'Only goods in the warehouse are inspected', {
      detail: row.order_status,
      fields: { status: row.order_status },
    });
  }
  if (row.status !== 'BOUGHT')
    throw new AppError(409, 'ITEM_STATE', 'Only bought items are inspected', {
      detail: row.status,
      fields: { status: row.status },
    });
  return row;
}

export async function readInspection(db: Db | Trx, itemId: string): Promise<OperatorItemInspection> {
  const row = await db
    .selectFrom('purchase_order_items as i')
    .innerJoin('purchase_orders as o', 'o.id', 'i.order_id')
    .select(['i.id', 'i.title', 'i.inspection_photos', 'i.inspected_weight_grams', 'i.inspected_at', 'o.order_no'])
    .where('i.id', '=', itemId)
    .executeTakeFirst();
  if (!row) throw itemNotFound();
  return {
    itemId: row.id,
    orderNo: row.order_no,
    title: row.title,
    photos: row.inspection_photos,
    weightGrams: row.inspected_weight_grams,
    inspectedAt: row.inspected_at ? row.inspected_at.toISOString() : null,
  };
}

export async function setInspectedWeight(db: Db, itemId: string, weightGrams: number): Promise<OperatorItemInspection> {
  await inspectableItem(db, itemId);
  await db
    .updateTable('purchase_order_items')
    .set({ inspected_weight_grams: weightGrams, inspected_at: sql<Date>`coalesce(inspected_at, now())` })
    .where('id', '=', itemId)
    .execute();
  return readInspection(db, itemId);
}

/** Stores one photo (JPEG or PNG by its bytes, whatever the request claims) and appends it to the item's. */
export async function addInspectionPhoto(
  db: Db,
  storage: FileStorage,
  itemId: string,
  body: Buffer,
): Promise<OperatorItemInspection> {
  const type = sniffImageType(body.subarray(0, 8));
  if (!type) throw new AppError(400, 'UPLOAD_TYPE_NOT_ALLOWED', 'The photo must be a JPEG or PNG image');
  const item = await inspectableItem(db, itemId);
  if (item.inspection_photos.length >= MAX_INSPECTION_PHOTOS) {
    throw new AppError(409, 'TOO_MANY_PHOTOS', `An item carries at most ${MAX_INSPECTION_PHOTOS} photos`, {
      fields: { limit: String(MAX_INSPECTION_PHOTOS) },
    });
  }
  const key = `${item.tenant_id}/inspection/${item.order_no}/${crypto.randomUUID()}.${type === 'image/png' ? 'png' : 'jpg'}`;
  await storage.create(key, body, type);
  // Appended in one statement, so two uploads at once both land.
  await db
    .updateTable('purchase_order_items')
    .set({
      inspection_photos: sql<string[]>`inspection_photos || ${jsonb([storage.publicUrl(key)])}`,
      inspected_at: sql<Date>`coalesce(inspected_at, now())`,
    })
    .where('id', '=', itemId)
    .execute();
  return readInspection(db, itemId);
}

/** Photos of the bought items of an order about to enter the warehouse, by item id (taken before its transaction). */
export async function photographOrder(
  db: Db,
  photographer: InspectionPhotographer,
  orderId: string,
): Promise<Map<string, string[]>> {
  const order = await db
    .selectFrom('purchase_orders')
    .select(['tenant_id', 'order_no'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return new Map();
  const items = await db
    .selectFrom('purchase_order_items')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  const photos = new Map<string, string[]>();
  for (const [index, item] of items.entries()) {
    if (item.status !== 'BOUGHT' || item.inspected_at !== null) continue;
    photos.set(
      item.id,
      await photographer({
        id: item.id,
        tenantId: order.tenant_id,
        orderNo: order.order_no,
        number: index + 1,
        title: item.title,
        skuLabel: item.sku_label,
        quantity: item.quantity,
        image: item.image,
        weightGrams: pieceWeightGrams(item.product_id, item.sku_id) * item.quantity,
      }),
    );
  }
  return photos;
}

/** Inside the step's transaction: each bought item weighed (as its parcel was) and given the photos taken. */
export async function recordArrivalInspection(
  trx: Trx,
  orderId: string,
  photos: ReadonlyMap<string, string[]>,
): Promise<void> {
  const items = await trx
    .selectFrom('purchase_order_items')
    .select(['id', 'product_id', 'sku_id', 'quantity'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'BOUGHT')
    .where('inspected_at', 'is', null)
    .execute();
  for (const item of items) {
    await trx
      .updateTable('purchase_order_items')
      .set({
        inspected_weight_grams: pieceWeightGrams(item.product_id, item.sku_id) * item.quantity,
        inspection_photos: jsonb(photos.get(item.id) ?? []),
        inspected_at: sql<Date>`now()`,
      })
      .where('id', '=', item.id)
      .execute();
  }
}
