// What goods not bought yet cost to ship to the door: the catalogue's weight per piece × pieces, packed by the
// packed-size rule, priced on every line; the cheapest line that takes the box is the answer. Goods the
// catalogue does not know (or knows without a weight) are counted and left out, never guessed.
import { sql } from 'kysely';
import type { DoorCost, DoorCostItem } from '../../../../contract';
import type { Db } from '../../db';
import { estimateShipping } from './estimate';
import { packedGoodsBox } from './rules';

/** Weight per piece of each item visible to the tenant (marketplace rows, or the tenant's own), by item index. */
async function weightsPerPiece(db: Db, tenantId: string, items: readonly DoorCostItem[]): Promise<(number | null)[]> {
  if (items.length === 0) return [];
  const keys = items.map((i) => sql`(${i.platform}, ${i.productId})`);
  const rows = await db
    .selectFrom('products')
    .select(['platform', 'product_id', 'weight_grams'])
    .where(sql<boolean>`(platform, product_id) in (${sql.join(keys)})`)
    .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)]))
    .execute();
  const byKey = new Map(rows.map((r) => [`${r.platform} ${r.product_id}`, Number(r.weight_grams)]));
  return items.map((i) => {
    const grams = byKey.get(`${i.platform} ${i.productId}`);
    return grams && grams > 0 ? grams : null;
  });
}

export async function doorCost(db: Db, tenantId: string, country: string, items: readonly DoorCostItem[]): Promise<DoorCost> {
  const perPiece = await weightsPerPiece(db, tenantId, items);
  let goodsGrams = 0;
  let unweighedItems = 0;
  items.forEach((item, k) => {
    const grams = perPiece[k];
    if (grams == null) unweighedItems += 1;
    else goodsGrams += grams * item.quantity;
  });
  if (goodsGrams === 0) {
    return { country, goodsGrams, unweighedItems, box: { weightGrams: 0, lengthCm: 0, widthCm: 0, heightCm: 0 }, line: null, lines: [] };
  }
  const box = packedGoodsBox(goodsGrams);
  const estimate = await estimateShipping(db, tenantId, country, box);
  return { country, goodsGrams, unweighedItems, box, line: estimate.lines.find((l) => l.allowed) ?? null, lines: estimate.lines };
}
