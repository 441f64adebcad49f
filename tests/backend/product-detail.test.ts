import type { Product } from '../../contract';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, catalogueSize: 60 });
}, 180_000);
afterAll(() => t.close());

function get(productUrl: string | null, tenant = 'globalbuy', headers: Record<string, string> = {}) {
  const url = productUrl === null ? '/front/product' : `/front/product?productUrl=${encodeURIComponent(productUrl)}`;
  return t.request({ method: 'GET', url, tenant, headers });
}

async function firstOf(platform: string, extra: (q: ReturnType<typeof base>) => ReturnType<typeof base> = (q) => q) {
  return extra(base().where('platform', '=', platform as never))
    .orderBy('id')
    .executeTakeFirst();
}
const base = () =>
  t.db
    .selectFrom('products')
    .select(['id', 'product_id', 'platform', 'tenant_id', 'title_en', 'title_zh', 'price_mode']);

/** A mobile or tracking-laden link of each platform, as a shopper pastes it. */
const pasted: Record<string, (id: string) => string> = {
  Taobao: (id) => `【淘宝】https://m.intl.taobao.com/detail/detail.html?id=${id}&spm=a2141.1 「好物」`,
  Tmall: (id) => `https://detail.m.tmall.com/item.htm?id=${id}&sourceType=item`,
  Alibaba: (id) => `https://detail.m.1688.com/page/index.htm?offerId=${id}&spm=a2615`,
  JD: (id) => `https://item.m.jd.com/product/${id}.html?utm_source=iosapp`,
  Yiwugou: (id) => `www.yiwugo.com/product/detail/${id}.html`,
  Poizon: (id) => `https://m.dewu.com/router/product/ProductDetail?spuId=${id}&sourceName=share`,
};
const canonical: Record<string, (id: string) => string> = {
  Taobao: (id) => `https://item.taobao.com/item.htm?id=${id}`,
  Tmall: (id) => `https://detail.tmall.com/item.htm?id=${id}`,
  Alibaba: (id) => `https://detail.1688.com/offer/${id}.html`,
  JD: (id) => `https://item.jd.com/${id}.html`,
  Yiwugou: (id) => `https://www.yiwugo.com/product/detail/${id}.html`,
  Poizon: (id) => `https://www.dewu.com/product-detail.html?spuId=${id}`,
};

function expectWellFormed(p: Product) {
  expect(p.images.length).toBeGreaterThanOrEqual(2);
  expect(p.images.every((u) => typeof u === 'string' && u.trim() !== '')).toBe(true);
  expect(p.images[0]).toMatch(/^\/api\/files\/catalogue\/.+\.jpg$/);
  expect(p.skus.length).toBeGreaterThan(0);
  for (const sku of p.skus) {
    expect(sku.propertyValueIds).toHaveLength(p.properties.length);
    sku.propertyValueIds.forEach((id, i) => expect(p.properties[i]!.values.map((v) => v.id)).toContain(id));
    expect(Math.round(sku.price * 100) / 100).toBe(sku.price);
    expect(sku.stock).toBeGreaterThanOrEqual(0);
  }
  const prices = [...p.skus.map((s) => s.price), ...p.priceRange.map((r) => r.price)];
  expect(p.minPrice).toBe(Math.min(...prices));
  expect(p.maxPrice).toBe(Math.max(...prices));
  const starts = p.priceRange.map((r) => r.startQuantity);
  expect(starts).toEqual([...starts].sort((a, b) => a - b));
  expect(p.weight).toBeGreaterThan(0);
  expect(p.shop.id).toBeTruthy();
  expect(p.category?.id).toBeTruthy();
}

describe('GET /front/product', () => {
  it.each(Object.keys(pasted))('opens a %s product from a pasted mobile link', async (platform) => {
    const row = await firstOf(platform);
    if (!row) throw new Error(`the test catalogue has no ${platform} product`);
    const res = await get(pasted[platform]!(row.product_id));
    expect(res.statusCode).toBe(200);
    const p = res.json() as Product;
    expect(p.productId).toBe(row.product_id);
    expect(p.platform).toBe(platform);
    expect(p.productUrl).toBe(canonical[platform]!(row.product_id));
    expect(p.title).toBe(row.title_en);
    expectWellFormed(p);
  });

  it('gives a wholesale item its price tiers, sorted, with a minimum quantity above one', async () => {
    const row = await firstOf('Alibaba', (q) => q.where('price_mode', '=', 'SPU_PRICE_RANGE'));
    const p = (await get(canonical.Alibaba!(row!.product_id))).json() as Product;
    expect(p.priceMode).toBe('SPU_PRICE_RANGE');
    expect(p.priceRange.length).toBeGreaterThanOrEqual(2);
    expect(p.minQuantity).toBe(p.priceRange[0]!.startQuantity);
    expect(p.minQuantity).toBeGreaterThan(1);
    expect(p.priceRange[p.priceRange.length - 1]!.price).toBeLessThanOrEqual(p.priceRange[0]!.price);
  });

  it('gives a retail item SKU prices and no tiers', async () => {
    const row = await firstOf('Taobao');
    const p = (await get(canonical.Taobao!(row!.product_id))).json() as Product;
    expect(p.priceMode).toBe('SKU_PRICE');
    expect(p.priceRange).toEqual([]);
    expect(p.minQuantity).toBe(1);
  });

  it('answers in Chinese for a zh-CN shopper', async () => {
    const row = await firstOf('Poizon');
    const p = (
      await get(canonical.Poizon!(row!.product_id), 'globalbuy', { 'accept-language': 'zh-CN' })
    ).json() as Product;
    expect(p.title).toBe(row!.title_zh);
    expect(p.description).toMatch(/[\u4e00-\u9fff]/);
  });

  it('opens a Tmall item from a Taobao link (Taobao redirects those) with the Tmall link', async () => {
    const row = await firstOf('Tmall');
    const res = await get(`https://item.taobao.com/item.htm?id=${row!.product_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().productUrl).toBe(canonical.Tmall!(row!.product_id));
  });

  it('opens the tenant own items on any of its hosts, and not another tenant items', async () => {
    const own = await firstOf('SelfOwned', (q) => q.where('tenant_id', '=', 'globalbuy'));
    const res = await get(`http://localhost:3000/self/${own!.product_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      platform: 'SelfOwned',
      productUrl: `https://globalbuy.localhost/self/${own!.product_id}`,
    });
    expect((await get(`selfowned://${own!.product_id}`)).statusCode).toBe(200);

    const theirs = await get(`https://souq.localhost/self/${own!.product_id}`);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toMatchObject({ code: 'INVALID_PRODUCT_URL', fields: { productUrl: 'UNSUPPORTED_HOST' } });

    const souqOwn = await firstOf('SelfOwned', (q) => q.where('tenant_id', '=', 'souq'));
    const fromSouq = await get(`https://souq.localhost/self/${souqOwn!.product_id}`, 'souq');
    expect(fromSouq.statusCode).toBe(200);
    // Souq speaks Arabic first: its default language answers a request that names none.
    const stored = await t.db
      .selectFrom('products')
      .select('titles')
      .where('product_id', '=', souqOwn!.product_id)
      .where('tenant_id', '=', 'souq')
      .executeTakeFirstOrThrow();
    expect(fromSouq.json().title).toBe(stored.titles.ar);
  });

  it('is a 404 with a code for a link that parses but is not in the catalogue', async () => {
    const res = await get('https://item.taobao.com/item.htm?id=1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND', detail: 'Taobao 1' });
    const own = await get('https://localhost/self/99999');
    expect(own.statusCode).toBe(404);
  });

  it.each([
    ['hello.world', 'NO_LINK'],
    ['version 1.2', 'NO_LINK'],
    ['nike air force 1', 'NO_LINK'],
    ['https://www.amazon.com/dp/B0C1234567', 'UNSUPPORTED_HOST'],
    ['https://shop123.taobao.com/', 'MISSING_PRODUCT_ID'],
  ])('is a 400 INVALID_PRODUCT_URL for %j', async (text, reason) => {
    const res = await get(text);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_PRODUCT_URL', detail: reason, fields: { productUrl: reason } });
  });

  it('needs productUrl', async () => {
    const res = await get(null);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ productUrl: 'REQUIRED' });
    expect((await get('   ')).statusCode).toBe(400);
  });
});
