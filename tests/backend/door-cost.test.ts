// Cost to the door of goods not bought yet: the catalogue's weight per piece × pieces, the packed-size rule, the
// cheapest line that takes the box; unknown goods are counted and left out; bad input changes nothing.
import type { DoorCost, OperatorImportRule, Product, ProductSearchResult } from '../../contract';
import { packedGoodsBox, packParcels } from '../../backend/src/modules/shipping/rules';
import { appForFile, type TestApp } from './helpers/testApp';

// Landed cost and the import rules an operator edits.
let t: TestApp;
appForFile((app) => (t = app), { slow: true });

const doorCost = (payload: unknown, tenant?: string) =>
  t.request({ method: 'POST', url: '/front/transit-options/door-cost', payload: payload as object, tenant });

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
    const res = await doorCost({
      country: 'us',
      items: [{ platform: p.platform, productId: p.productId, quantity: 3 }],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as DoorCost;
    expect(body).toMatchObject({
      country: 'US',
      goodsGrams: p.grams * 3,
      unweighedItems: 0,
      box: packedGoodsBox(p.grams * 3),
    });
    expect(body.line).not.toBeNull();
    const allowed = body.lines.filter((l) => l.allowed);
    expect(body.line).toEqual(allowed[0]);
    for (const other of allowed) expect(body.line!.fee!.total).toBeLessThanOrEqual(other.fee!.total);
    expect(body.line!.weights.actualGrams).toBe(body.box.weightGrams);
  });

  it('more pieces weigh more and never cost less', async () => {
    const p = await weighedProduct(200);
    const item = (quantity: number) => ({
      country: 'US',
      items: [{ platform: p.platform, productId: p.productId, quantity }],
    });
    const one = (await doorCost(item(1))).json() as DoorCost;
    const twenty = (await doorCost(item(20))).json() as DoorCost;
    expect(twenty.goodsGrams).toBe(one.goodsGrams * 20);
    expect(twenty.line!.fee!.total).toBeGreaterThan(one.line!.fee!.total);
  });

  it('leaves out goods the catalogue does not know, and prices nothing when none is known', async () => {
    const p = await weighedProduct(200);
    const mixed = (
      await doorCost({
        country: 'US',
        items: [
          { platform: p.platform, productId: p.productId, quantity: 1 },
          { platform: 'Taobao', productId: 'no-such-item', quantity: 4 },
        ],
      })
    ).json() as DoorCost;
    expect(mixed).toMatchObject({ goodsGrams: p.grams, unweighedItems: 1 });
    const none = (
      await doorCost({ country: 'US', items: [{ platform: 'JD', productId: 'no-such-item', quantity: 1 }] })
    ).json() as DoorCost;
    expect(none).toMatchObject({ goodsGrams: 0, unweighedItems: 1, line: null, lines: [] });
  });

  it('answers no line when none serves the country, each line saying why', async () => {
    const p = await weighedProduct(200);
    const body = (
      await doorCost({ country: 'FR', items: [{ platform: p.platform, productId: p.productId, quantity: 1 }] })
    ).json() as DoorCost;
    expect(body.line).toBeNull();
    expect(body.lines.length).toBeGreaterThan(0);
    expect(body.lines.every((l) => l.refusal === 'COUNTRY_NOT_SERVED')).toBe(true);
  });

  it('refuses bad input field by field', async () => {
    const bad = await doorCost({ country: 'USA', items: [{ platform: 'Ebay', productId: '', quantity: 0 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        country: 'INVALID_COUNTRY',
        'items.0.platform': 'INVALID_PLATFORM',
        'items.0.productId': 'REQUIRED',
        'items.0.quantity': 'TOO_SMALL',
      },
    });
    expect((await doorCost({ country: 'US', items: [] })).json()).toMatchObject({ fields: { items: 'REQUIRED' } });
    expect((await doorCost({ country: 'US' })).json()).toMatchObject({ fields: { items: 'REQUIRED' } });
    const many = Array.from({ length: 201 }, (_, i) => ({ platform: 'Taobao', productId: `x${i}`, quantity: 1 }));
    expect((await doorCost({ country: 'US', items: many })).json()).toMatchObject({ fields: { items: 'TOO_MANY' } });
    expect(
      (await doorCost({ country: 'US', items: [{ platform: 'Taobao', productId: 'x', quantity: 1.5 }] })).json(),
    ).toMatchObject({ fields: { 'items.0.quantity': 'INVALID_NUMBER' } });
  });
});

/** A Taobao product priced per variant, with a weight, minimum 1 and a variant in stock; and that variant. */
async function pricedProduct(maxPrice = Infinity) {
  const page = (
    await t.request({ method: 'GET', url: '/front/product/search?keyword=&channel=Taobao&pageSize=60' })
  ).json() as ProductSearchResult;
  for (const card of page.items) {
    const product = (
      await t.request({ method: 'GET', url: `/front/product?productUrl=${encodeURIComponent(card.productUrl)}` })
    ).json() as Product;
    const sku = product.skus.find((s) => s.stock >= 5 && s.price <= maxPrice);
    if (product.priceMode === 'SKU_PRICE' && product.weight >= 200 && product.minQuantity <= 1 && sku)
      return { product, sku };
  }
  throw new Error('no priced product in the demo catalogue');
}

const operator = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.operator.inject({ method, url, headers: t.operatorHeaders(), payload });

describe('landed cost', () => {
  it('adds goods, the agent’s fees, the line’s fee and the import charges of the rule in force, each priced by the server', async () => {
    const { product, sku } = await pricedProduct();
    const body = (
      await doorCost({
        country: 'US',
        items: [{ platform: product.platform, productId: product.productId, productSkuId: sku.skuId, quantity: 2 }],
      })
    ).json() as DoorCost;
    const landed = body.landed!;
    expect(landed.goods).toBeCloseTo(sku.price * 2, 2);
    expect(landed.shipping).toBe(body.line!.fee!.total);
    // GlobalBuy: 8 CNY to the warehouse per shop, 5 % service fee but at least 5 CNY.
    expect(landed.domesticShipping).toBe(8);
    expect(landed.serviceFee).toBeCloseTo(Math.max(5, Math.round(sku.price * 2 * 5) / 100), 2);
    // US since 2 May 2025: no duty-free minimum for goods from China.
    expect(landed.rule).toMatchObject({
      country: 'US',
      effectiveFrom: '2025-05-02',
      dutyRatePercent: 20,
      dutyFreeThreshold: null,
    });
    expect(landed.importCharges).toMatchObject({ dutyFree: false, fixedFee: 0, dutiableValue: landed.goods });
    expect(landed.importCharges!.duty).toBeCloseTo(Math.round(landed.goods * 20) / 100, 2);
    expect(landed.total).toBeCloseTo(
      landed.goods + landed.domesticShipping + landed.serviceFee + landed.shipping + landed.importCharges!.total,
      2,
    );
  });

  it('charges no duty within a duty-free threshold, and leaves import charges out where the tenant has no rule', async () => {
    const { product, sku } = await pricedProduct(100);
    const item = { platform: product.platform, productId: product.productId, productSkuId: sku.skuId, quantity: 1 };
    const ca = (await doorCost({ country: 'CA', items: [item] })).json() as DoorCost;
    expect(ca.landed?.importCharges).toMatchObject({ dutyFree: true, duty: 0, total: 0 });
    expect(ca.landed?.rule).toMatchObject({ dutyFreeThreshold: 102 });
    const none = (
      await t.request({
        method: 'POST',
        url: '/front/transit-options/door-cost',
        tenant: 'accra',
        payload: { country: 'GH', items: [item] },
      })
    ).json() as DoorCost;
    expect(none.line).not.toBeNull();
    expect(none.landed).toMatchObject({ importCharges: null, rule: null });
    expect(none.landed!.total).toBeCloseTo(
      none.landed!.goods + none.landed!.domesticShipping + none.landed!.serviceFee + none.landed!.shipping,
      2,
    );
  });

  it('has no landed cost until a variant is named, or when the variant cannot be bought', async () => {
    const { product } = await pricedProduct();
    const unnamed = (
      await doorCost({
        country: 'US',
        items: [{ platform: product.platform, productId: product.productId, quantity: 1 }],
      })
    ).json() as DoorCost;
    expect(unnamed.line).not.toBeNull();
    expect(unnamed.landed).toBeNull();
    const wrong = (
      await doorCost({
        country: 'US',
        items: [{ platform: product.platform, productId: product.productId, productSkuId: 'no-such-sku', quantity: 1 }],
      })
    ).json() as DoorCost;
    expect(wrong.landed).toBeNull();
  });
});

describe('operator import rules', () => {
  it('saves, replaces, applies from its date, lists and deletes a rule', async () => {
    const { product, sku } = await pricedProduct();
    const item = { platform: product.platform, productId: product.productId, productSkuId: sku.skuId, quantity: 1 };
    const before = (await doorCost({ country: 'GB', items: [item] })).json() as DoorCost;
    expect(before.landed?.rule).toMatchObject({ effectiveFrom: '2021-01-01', fixedFeePerParcel: 0 });

    const rule = {
      tenantId: 'globalbuy',
      country: 'gb',
      effectiveFrom: '2026-01-01',
      dutyRatePercent: 20,
      fixedFeePerParcel: 30,
      dutyFreeThreshold: null,
      note: 'A flat handling charge per parcel.',
    };
    const saved = await operator('PUT', '/operator/import-rules', rule);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      tenantId: 'globalbuy',
      country: 'GB',
      effectiveFrom: '2026-01-01',
      fixedFeePerParcel: 30,
    });
    const again = (
      await operator('PUT', '/operator/import-rules', { ...rule, fixedFeePerParcel: 25.5 })
    ).json() as OperatorImportRule;
    expect(again).toMatchObject({ id: (saved.json() as OperatorImportRule).id, fixedFeePerParcel: 25.5 });
    // A rule from a future day does not apply yet.
    await operator('PUT', '/operator/import-rules', { ...rule, effectiveFrom: '2099-01-01', fixedFeePerParcel: 999 });

    const after = (await doorCost({ country: 'GB', items: [item] })).json() as DoorCost;
    expect(after.landed?.rule).toMatchObject({ effectiveFrom: '2026-01-01', fixedFeePerParcel: 25.5 });
    expect(after.landed?.importCharges?.fixedFee).toBe(25.5);
    expect(after.landed!.total).toBeCloseTo(before.landed!.total + 25.5, 2);

    const list = (await operator('GET', '/operator/import-rules?tenantId=globalbuy')).json() as OperatorImportRule[];
    expect(list.filter((r) => r.country === 'GB').map((r) => r.effectiveFrom)).toEqual([
      '2099-01-01',
      '2026-01-01',
      '2021-01-01',
    ]);
    for (const r of list.filter((x) => x.country === 'GB' && x.effectiveFrom !== '2021-01-01')) {
      expect((await operator('DELETE', `/operator/import-rules/${r.id}`)).statusCode).toBe(204);
    }
    expect((await operator('DELETE', `/operator/import-rules/${again.id}`)).json()).toMatchObject({
      code: 'IMPORT_RULE_NOT_FOUND',
    });
  });

  it('refuses bad rules field by field and saves nothing', async () => {
    const bad = await operator('PUT', '/operator/import-rules', {
      tenantId: 'globalbuy',
      country: 'GBR',
      effectiveFrom: '2026-02-30',
      dutyRatePercent: 120,
      fixedFeePerParcel: 1.234,
      dutyFreeThreshold: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fields: {
        country: 'INVALID_COUNTRY',
        effectiveFrom: 'INVALID_DATE',
        dutyRatePercent: 'TOO_LARGE',
        fixedFeePerParcel: 'TOO_MANY_DECIMALS',
        dutyFreeThreshold: 'TOO_SMALL',
      },
    });
    const noTenant = await operator('PUT', '/operator/import-rules', {
      tenantId: 'nobody',
      country: 'GB',
      effectiveFrom: '2026-01-01',
      dutyRatePercent: 5,
      dutyFreeThreshold: null,
    });
    expect(noTenant.statusCode).toBe(404);
    expect((await operator('GET', '/operator/import-rules?tenantId=globalbuy')).json()).toHaveLength(5);
    const unauthorised = await t.operator.inject({ method: 'GET', url: '/operator/import-rules?tenantId=globalbuy' });
    expect(unauthorised.statusCode).toBe(401);
    // Not on the shopper API at all.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/operator/import-rules?tenantId=globalbuy',
          headers: t.operatorHeaders(),
        })
      ).statusCode,
    ).toBe(404);
  });
});
