// Cost to the door of goods not bought yet: the catalogue's weight per piece × pieces, the packed-size rule, the
// cheapest line that takes the box; unknown goods are counted and left out; bad input changes nothing.
import type { DoorCost } from '../../contract';
import { packedGoodsBox, packParcels } from '../../backend/src/modules/shipping/rules';
import { appForFile, type TestApp } from './helpers/testApp';

let t: TestApp;
appForFile((app) => (t = app), { slow: true });

const doorCost = (payload: unknown, tenant?: string) => t.request({ method: 'POST', url: '/front/transit-options/door-cost', payload: payload as object, tenant });

/** A marketplace product of the demo catalogue with a weight, and its weight per piece. */
async function weighedProduct(minGrams = 1) {
  const row = await t.db
    .selectFrom('products')
    .select(['platform', 'product_id', 'weight_grams'])
    .where('tenant_id', 'is', null)
    .where('weight_grams', '>=', minGrams)
    .orderBy('weight_grams')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { platform: row.platform, productId: row.product_id, grams: Number(row.weight_grams) };
}

describe('packed-size rule', () => {
  it('puts the goods in a cube of 5 cm³ per gram, then packs it like a parcel', () => {
    // 1600 g → 8000 cm³ → a 20 cm cube; packing adds 200 g and 2 cm to each side.
    expect(packedGoodsBox(1600)).toEqual({ weightGrams: 1800, lengthCm: 22, widthCm: 22, heightCm: 22 });
    expect(packedGoodsBox(1)).toEqual(packParcels([{ weightGrams: 1, lengthCm: 2, widthCm: 2, heightCm: 2 }]));
    expect(() => packedGoodsBox(0)).toThrow();
  });
});

describe('POST /front/transit-options/door-cost', () => {
  it('prices the pieces chosen on the cheapest line that takes them, with every line to compare', async () => {
    const p = await weighedProduct(200);
    const res = await doorCost({ country: 'us', items: [{ platform: p.platform, productId: p.productId, quantity: 3 }] });
    expect(res.statusCode).toBe(200);
    const body = res.json() as DoorCost;
    expect(body).toMatchObject({ country: 'US', goodsGrams: p.grams * 3, unweighedItems: 0, box: packedGoodsBox(p.grams * 3) });
    expect(body.line).not.toBeNull();
    const allowed = body.lines.filter((l) => l.allowed);
    expect(body.line).toEqual(allowed[0]);
    for (const other of allowed) expect(body.line!.fee!.total).toBeLessThanOrEqual(other.fee!.total);
    expect(body.line!.weights.actualGrams).toBe(body.box.weightGrams);
  });

  it('more pieces weigh more and never cost less', async () => {
    const p = await weighedProduct(200);
    const item = (quantity: number) => ({ country: 'US', items: [{ platform: p.platform, productId: p.productId, quantity }] });
    const one = (await doorCost(item(1))).json() as DoorCost;
    const twenty = (await doorCost(item(20))).json() as DoorCost;
    expect(twenty.goodsGrams).toBe(one.goodsGrams * 20);
    expect(twenty.line!.fee!.total).toBeGreaterThan(one.line!.fee!.total);
  });

  it('leaves out goods the catalogue does not know, and prices nothing when none is known', async () => {
    const p = await weighedProduct(200);
    const mixed = (await doorCost({ country: 'US', items: [
      { platform: p.platform, productId: p.productId, quantity: 1 },
      { platform: 'Taobao', productId: 'no-such-item', quantity: 4 },
    ] })).json() as DoorCost;
    expect(mixed).toMatchObject({ goodsGrams: p.grams, unweighedItems: 1 });
    const none = (await doorCost({ country: 'US', items: [{ platform: 'JD', productId: 'no-such-item', quantity: 1 }] })).json() as DoorCost;
    expect(none).toMatchObject({ goodsGrams: 0, unweighedItems: 1, line: null, lines: [] });
  });

  it('answers no line when none serves the country, each line saying why', async () => {
    const p = await weighedProduct(200);
    const body = (await doorCost({ country: 'FR', items: [{ platform: p.platform, productId: p.productId, quantity: 1 }] })).json() as DoorCost;
    expect(body.line).toBeNull();
    expect(body.lines.length).toBeGreaterThan(0);
    expect(body.lines.every((l) => l.refusal === 'COUNTRY_NOT_SERVED')).toBe(true);
  });

  it('refuses bad input field by field', async () => {
    const bad = await doorCost({ country: 'USA', items: [{ platform: 'Ebay', productId: '', quantity: 0 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { country: 'INVALID_COUNTRY', 'items.0.platform': 'INVALID_PLATFORM', 'items.0.productId': 'REQUIRED', 'items.0.quantity': 'TOO_SMALL' },
    });
    expect((await doorCost({ country: 'US', items: [] })).json()).toMatchObject({ fields: { items: 'REQUIRED' } });
    expect((await doorCost({ country: 'US' })).json()).toMatchObject({ fields: { items: 'REQUIRED' } });
    const many = Array.from({ length: 201 }, (_, i) => ({ platform: 'Taobao', productId: `x${i}`, quantity: 1 }));
    expect((await doorCost({ country: 'US', items: many })).json()).toMatchObject({ fields: { items: 'TOO_MANY' } });
    expect((await doorCost({ country: 'US', items: [{ platform: 'Taobao', productId: 'x', quantity: 1.5 }] })).json())
      .toMatchObject({ fields: { 'items.0.quantity': 'INVALID_NUMBER' } });
  });
});
