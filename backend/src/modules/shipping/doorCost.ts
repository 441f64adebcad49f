// What goods not bought yet cost to ship to the door: the catalogue's weight per piece × pieces, packed by the
// packed-size rule, priced on every line; the cheapest line that takes the box is the answer. Goods the
// catalogue does not know (or knows without a weight) are counted and left out, never guessed. When every item
// names its variant, the landed cost too: goods and the agent's fees as checkout would price them, that line's
// fee, and the import charges of the country's rule in force today.
import { sql } from 'kysely';
import type { DoorCost, DoorCostItem, LandedCost, ShippingEstimateLine } from '../../../../contract';
import type { Db } from '../../db';
import { toCny } from '../account/money';
import { importCharges } from '../imports/rules';
import { ruleFen, ruleInForce, toImportCharges, toImportRule } from '../imports/service';
import { computeAmounts, feeRuleOf } from '../orders/fees';
import { quoteLines } from '../orders/quote';
import type { ProductSource, SourceTenant } from '../product/source';
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

/** The landed cost, or null when a variant is not named or an item cannot be bought now. */
async function landedCost(
  db: Db,
  source: ProductSource,
  tenant: SourceTenant,
  country: string,
  items: readonly DoorCostItem[],
  line: ShippingEstimateLine,
): Promise<LandedCost | null> {
  if (items.some((i) => i.productSkuId === undefined) || !line.fee) return null;
  const quoted = await quoteLines(
    source,
    tenant,
    items.map((i) => ({
      platform: i.platform,
      productId: i.productId,
      skuId: i.productSkuId ?? null,
      quantity: i.quantity,
    })),
  );
  const goods: { shopId: string; amountFen: number }[] = [];
  for (const { line: item, quoted: q } of quoted) {
    if (!q.available) return null;
    goods.push({ shopId: q.product.shop.id, amountFen: q.unitPriceFen * item.quantity });
  }
  const amounts = computeAmounts(goods, await feeRuleOf(db, tenant.id));
  const shippingFen = Math.round(line.fee.total * 100);
  const rule = await ruleInForce(db, tenant.id, country);
  const charges = rule ? importCharges(ruleFen(rule), amounts.goodsFen) : null;
  return {
    goods: toCny(amounts.goodsFen),
    domesticShipping: toCny(amounts.domesticShippingFen),
    serviceFee: toCny(amounts.serviceFeeFen),
    shipping: toCny(shippingFen),
    importCharges: charges ? toImportCharges(charges) : null,
    rule: rule ? toImportRule(rule) : null,
    total: toCny(amounts.totalFen + shippingFen + (charges?.totalFen ?? 0)),
  };
}

export async function doorCost(
  db: Db,
  source: ProductSource,
  tenant: SourceTenant,
  country: string,
  items: readonly DoorCostItem[],
): Promise<DoorCost> {
  const perPiece = await weightsPerPiece(db, tenant.id, items);
  let goodsGrams = 0;
  let unweighedItems = 0;
  items.forEach((item, k) => {
    const grams = perPiece[k];
    if (grams == null) unweighedItems += 1;
    else goodsGrams += grams * item.quantity;
  });
  if (goodsGrams === 0) {
    return {
      country,
      goodsGrams,
      unweighedItems,
      box: { weightGrams: 0, lengthCm: 0, widthCm: 0, heightCm: 0 },
      line: null,
      lines: [],
      landed: null,
    };
  }
  const box = packedGoodsBox(goodsGrams);
  const estimate = await estimateShipping(db, tenant.id, country, box, tenant.language);
  const line = estimate.lines.find((l) => l.allowed) ?? null;
  const landed = line && unweighedItems === 0 ? await landedCost(db, source, tenant, country, items, line) : null;
  return { country, goodsGrams, unweighedItems, box, line, lines: estimate.lines, landed };
}
