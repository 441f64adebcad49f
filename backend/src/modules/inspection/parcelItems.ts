import type { ParcelItem, StockInParcel } from '../../../../contract';
import type { Db } from '../../db';
import { inspectionsOf } from './view';

/*
 * The parcels of purchase orders show each item's inspection. A parcel holds the bought goods of one shop of its
 * order (shipment_key = the shop), listed as title, variant and quantity; each line is matched to the order item
 * of that shop with the same three, one item per line.
 */

export interface ParcelOrigin {
  purchase_order_id: string | null;
  shipment_key: string | null;
}

function withoutOrigin(parcel: StockInParcel & { origin: ParcelOrigin }): StockInParcel {
  const plain: StockInParcel & { origin?: ParcelOrigin } = { ...parcel };
  delete plain.origin;
  return plain;
}

export async function withItemInspections(
  db: Db,
  tenantId: string,
  parcels: readonly (StockInParcel & { origin: ParcelOrigin })[],
): Promise<StockInParcel[]> {
  const orderIds = [
    ...new Set(parcels.map((p) => p.origin.purchase_order_id).filter((id): id is string => id !== null)),
  ];
  if (orderIds.length === 0) return parcels.map(withoutOrigin);
  const [orders, items] = await Promise.all([
    db
      .selectFrom('purchase_orders')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', orderIds)
      .execute(),
    db.selectFrom('purchase_order_items').selectAll().where('order_id', 'in', orderIds).orderBy('position').execute(),
  ]);
  const inspections = await inspectionsOf(db, orders, items);
  return parcels.map((withOrigin) => {
    const { origin } = withOrigin;
    const parcel = withoutOrigin(withOrigin);
    if (!origin.purchase_order_id) return parcel;
    const candidates = items.filter(
      (i) => i.order_id === origin.purchase_order_id && i.shop_id === origin.shipment_key,
    );
    const used = new Set<string>();
    const lines: ParcelItem[] = parcel.items.map((line) => {
      const item = candidates.find(
        (i) =>
          !used.has(i.id) && i.title === line.title && i.sku_label === line.skuLabel && i.quantity === line.quantity,
      );
      if (!item) return line;
      used.add(item.id);
      return { ...line, itemId: item.id, inspection: inspections.get(item.id) ?? null };
    });
    return { ...parcel, items: lines };
  });
}
