import crypto from 'node:crypto';
import type { Cart, Product, ProductSearchResult } from '../../contract';
import { issueToken } from '../../backend/src/modules/user/tokens';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let token: string;
/** A second shopper on the same tenant. */
let otherToken: string;
let souqToken: string;

const PASSWORD = 'Shopper2026!';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await t.login('demo@globalbuy.test', PASSWORD);
  souqToken = await t.login('demo@souq.test', PASSWORD, 'souq');
  const id = crypto.randomUUID();
  await t.db
    .insertInto('users')
    .values({
      id,
      tenant_id: 'globalbuy',
      email: 'second@globalbuy.test',
      name: 'Second',
      password_hash: 'x',
      language: 'en',
    })
    .execute();
  otherToken = (await issueToken(t.db, id, 'globalbuy')).token;
}, 180_000);
afterAll(() => t.close());

const cartCall = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  tok = token,
  tenant = 'globalbuy',
) => t.request({ method, url, tenant, token: tok, ...(payload ? { payload } : {}) });

/** Catalogue products (with detail) of a channel that satisfy `test`. */
async function products(channel: string, test: (p: Product) => boolean, tenant = 'globalbuy'): Promise<Product[]> {
  const res = await t.request({ method: 'GET', url: `/front/product/search?channel=${channel}&pageSize=60`, tenant });
  expect(res.statusCode).toBe(200);
  const found: Product[] = [];
  for (const card of (res.json() as ProductSearchResult).items) {
    const detail = await t.request({
      method: 'GET',
      url: `/front/product?productUrl=${encodeURIComponent(card.productUrl)}`,
      tenant,
    });
    if (detail.statusCode === 200 && test(detail.json() as Product)) found.push(detail.json() as Product);
  }
  return found;
}

const inStock = (p: Product, n: number) => p.skus.filter((s) => s.stock >= n);
let retail: Product;
let retail2: Product;
let wholesale: Product;

beforeAll(async () => {
  [retail, retail2] = (await products(
    'Taobao',
    (p) => p.priceMode === 'SKU_PRICE' && p.minQuantity === 1 && inStock(p, 5).length >= 2,
  )) as [Product, Product];
  [wholesale] = (await products(
    'Alibaba',
    (p) =>
      p.priceMode === 'SPU_PRICE_RANGE' &&
      p.priceRange.length >= 2 &&
      p.minQuantity > 1 &&
      inStock(p, p.priceRange[p.priceRange.length - 1]!.startQuantity).length > 0,
  )) as [Product];
  expect(retail && retail2 && wholesale).toBeTruthy();
}, 120_000);

beforeEach(async () => {
  for (const tok of [token, otherToken]) await cartCall('DELETE', '/front/cart', undefined, tok);
  await cartCall('DELETE', '/front/cart', undefined, souqToken, 'souq');
});

const items = (cart: Cart) => cart.cartShops.flatMap((s) => s.cartItems);

describe('/front/cart', () => {
  it('needs a login', async () => {
    for (const [method, url] of [
      ['GET', '/front/cart'],
      ['POST', '/front/cart'],
      ['DELETE', '/front/cart'],
    ] as const) {
      const res = await t.request({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode).toBe(401);
    }
  });

  it("adds a variant at the server's price, grouped by shop, and adds up a repeat", async () => {
    const sku = inStock(retail, 5)[0]!;
    let res = await cartCall('POST', '/front/cart', {
      productUrl: retail.productUrl,
      productSkuId: sku.skuId,
      quantity: 2,
      message: 'red please',
      price: 0.01,
    });
    expect(res.statusCode).toBe(200);
    let cart = res.json() as Cart;
    expect(cart.totalQuantity).toBe(2);
    expect(cart.cartShops).toHaveLength(1);
    expect(cart.cartShops[0]).toMatchObject({ shopId: retail.shop.id, shopName: retail.shop.name });
    expect(items(cart)[0]).toMatchObject({
      id: expect.any(String),
      productUrl: retail.productUrl,
      productId: retail.productId,
      platform: retail.platform,
      title: retail.title,
      productSkuId: sku.skuId,
      quantity: 2,
      price: sku.price,
      amount: Math.round(sku.price * 200) / 100,
      message: 'red please',
      available: true,
    });
    expect(cart.totalPrice).toBe(Math.round(sku.price * 200) / 100);

    res = await cartCall('POST', '/front/cart', {
      productUrl: retail.productUrl,
      productSkuId: sku.skuId,
      quantity: 3,
    });
    cart = res.json() as Cart;
    expect(items(cart)).toHaveLength(1);
    expect(items(cart)[0]).toMatchObject({ quantity: 5, message: 'red please' });
    expect(cart.totalQuantity).toBe(5);

    // A second shop's product makes a second group.
    const other = inStock(retail2, 1)[0]!;
    cart = (
      await cartCall('POST', '/front/cart', { productUrl: retail2.productUrl, productSkuId: other.skuId, quantity: 1 })
    ).json() as Cart;
    expect(cart.totalQuantity).toBe(6);
    expect(items(cart)).toHaveLength(2);
    expect(cart.cartShops.reduce((n, s) => n + s.cartItems.length, 0)).toBe(2);
    expect((await cartCall('GET', '/front/cart')).json()).toEqual(cart);
  });

  it('refuses a foreign variant, a quantity below the minimum or above stock, a long message, an unknown product', async () => {
    const sku = inStock(retail, 1)[0]!;
    const cases: [object, number, string][] = [
      [
        { productUrl: retail.productUrl, productSkuId: retail2.skus[0]!.skuId + '-x', quantity: 1 },
        400,
        'SKU_NOT_FOUND',
      ],
      [
        {
          productUrl: wholesale.productUrl,
          productSkuId: wholesale.skus[0]!.skuId,
          quantity: wholesale.minQuantity - 1,
        },
        400,
        'QUANTITY_BELOW_MINIMUM',
      ],
      [{ productUrl: retail.productUrl, productSkuId: sku.skuId, quantity: sku.stock + 1 }, 400, 'OUT_OF_STOCK'],
      [{ productUrl: retail.productUrl, productSkuId: sku.skuId, quantity: 0 }, 400, 'VALIDATION_FAILED'],
      [
        { productUrl: retail.productUrl, productSkuId: sku.skuId, quantity: 1, message: 'x'.repeat(501) },
        400,
        'VALIDATION_FAILED',
      ],
      [
        { productUrl: 'https://item.taobao.com/item.htm?id=1', productSkuId: sku.skuId, quantity: 1 },
        404,
        'PRODUCT_NOT_FOUND',
      ],
      [{ productUrl: 'hello world', productSkuId: sku.skuId, quantity: 1 }, 400, 'INVALID_PRODUCT_URL'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await cartCall('POST', '/front/cart', payload);
      expect([code, res.statusCode, res.json().code]).toEqual([code, status, code]);
    }
    const long = await cartCall('POST', '/front/cart', {
      productUrl: retail.productUrl,
      productSkuId: sku.skuId,
      quantity: 1,
      message: 'x'.repeat(501),
    });
    expect(long.json().fields).toEqual({ message: 'TOO_LONG' });
    expect(((await cartCall('GET', '/front/cart')).json() as Cart).totalQuantity).toBe(0);
  });

  it('counts a repeat add against stock', async () => {
    const sku = inStock(retail, 1)[0]!;
    expect(
      (
        await cartCall('POST', '/front/cart', {
          productUrl: retail.productUrl,
          productSkuId: sku.skuId,
          quantity: sku.stock,
        })
      ).statusCode,
    ).toBe(200);
    const res = await cartCall('POST', '/front/cart', {
      productUrl: retail.productUrl,
      productSkuId: sku.skuId,
      quantity: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK', fields: { quantity: 'OUT_OF_STOCK' } });
    expect(items((await cartCall('GET', '/front/cart')).json() as Cart)[0]?.quantity).toBe(sku.stock);
  });

  it('prices wholesale items by the tier the quantity reaches', async () => {
    const tiers = [...wholesale.priceRange].sort((a, b) => a.startQuantity - b.startQuantity);
    const top = tiers[tiers.length - 1]!;
    const sku = wholesale.skus.find((s) => s.stock >= top.startQuantity)!;
    let cart = (
      await cartCall('POST', '/front/cart', {
        productUrl: wholesale.productUrl,
        productSkuId: sku.skuId,
        quantity: tiers[0]!.startQuantity,
      })
    ).json() as Cart;
    expect(items(cart)[0]?.price).toBe(tiers[0]!.price);
    const id = items(cart)[0]!.id;
    cart = (await cartCall('PUT', `/front/cart/${id}/quantity?quantity=${top.startQuantity}`)).json() as Cart;
    expect(items(cart)[0]).toMatchObject({
      quantity: top.startQuantity,
      price: top.price,
      amount: Math.round(top.price * top.startQuantity * 100) / 100,
    });
  });

  it('adds several variants at once, all or nothing', async () => {
    const [a, b] = inStock(retail, 5) as [Product['skus'][number], Product['skus'][number]];
    const ok = await cartCall('POST', '/front/cart/multiple', {
      productUrl: retail.productUrl,
      items: [
        { productSkuId: a.skuId, quantity: 1 },
        { productSkuId: b.skuId, quantity: 2 },
      ],
      message: 'both',
    });
    expect(ok.statusCode).toBe(200);
    expect(items(ok.json() as Cart).map((i) => [i.productSkuId, i.quantity, i.message])).toEqual([
      [a.skuId, 1, 'both'],
      [b.skuId, 2, 'both'],
    ]);

    // The second line overshoots stock: the first must not be added either.
    const bad = await cartCall('POST', '/front/cart/multiple', {
      productUrl: retail.productUrl,
      items: [
        { productSkuId: a.skuId, quantity: 1 },
        { productSkuId: b.skuId, quantity: b.stock },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'OUT_OF_STOCK', fields: { 'items.1.quantity': 'OUT_OF_STOCK' } });
    const foreign = await cartCall('POST', '/front/cart/multiple', {
      productUrl: retail.productUrl,
      items: [
        { productSkuId: a.skuId, quantity: 1 },
        { productSkuId: 'nope', quantity: 1 },
      ],
    });
    expect(foreign.json()).toMatchObject({
      code: 'SKU_NOT_FOUND',
      fields: { 'items.1.productSkuId': 'SKU_NOT_FOUND' },
    });
    const empty = await cartCall('POST', '/front/cart/multiple', { productUrl: retail.productUrl, items: [] });
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { items: 'REQUIRED' } });
    expect(items((await cartCall('GET', '/front/cart')).json() as Cart).map((i) => i.quantity)).toEqual([1, 2]);
  });

  it('changes quantity and message, removes one item and then all', async () => {
    const sku = inStock(retail, 5)[0]!;
    const other = inStock(retail2, 1)[0]!;
    await cartCall('POST', '/front/cart', { productUrl: retail.productUrl, productSkuId: sku.skuId, quantity: 1 });
    const cart = (
      await cartCall('POST', '/front/cart', { productUrl: retail2.productUrl, productSkuId: other.skuId, quantity: 1 })
    ).json() as Cart;
    const [first, second] = items(cart) as [
      Cart['cartShops'][number]['cartItems'][number],
      Cart['cartShops'][number]['cartItems'][number],
    ];

    let res = await cartCall('PUT', `/front/cart/${first.id}/quantity?quantity=4`);
    expect(res.statusCode).toBe(200);
    expect(items(res.json() as Cart).find((i) => i.id === first.id)?.quantity).toBe(4);
    expect((res.json() as Cart).totalQuantity).toBe(5);
    for (const [q, code] of [
      ['0', 'VALIDATION_FAILED'],
      ['abc', 'VALIDATION_FAILED'],
      [String(sku.stock + 1), 'OUT_OF_STOCK'],
    ]) {
      res = await cartCall('PUT', `/front/cart/${first.id}/quantity?quantity=${q}`);
      expect([q, res.statusCode, res.json().code]).toEqual([q, 400, code]);
    }

    res = await cartCall('PUT', `/front/cart/${first.id}/message`, { message: 'gift wrap' });
    expect(items(res.json() as Cart).find((i) => i.id === first.id)?.message).toBe('gift wrap');
    expect(
      (await cartCall('PUT', `/front/cart/${first.id}/message`, { message: 'y'.repeat(501) })).json().fields,
    ).toEqual({ message: 'TOO_LONG' });

    res = await cartCall('DELETE', `/front/cart/${first.id}`);
    expect(items(res.json() as Cart).map((i) => i.id)).toEqual([second.id]);
    res = await cartCall('DELETE', `/front/cart/${first.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CART_ITEM_NOT_FOUND');
    res = await cartCall('DELETE', '/front/cart');
    expect(res.json()).toEqual({ cartShops: [], totalQuantity: 0, totalPrice: 0 });
  });

  it("keeps each shopper's cart to themselves", async () => {
    const sku = inStock(retail, 1)[0]!;
    const mine = items(
      (
        await cartCall('POST', '/front/cart', { productUrl: retail.productUrl, productSkuId: sku.skuId, quantity: 1 })
      ).json() as Cart,
    )[0]!;
    expect(((await cartCall('GET', '/front/cart', undefined, otherToken)).json() as Cart).totalQuantity).toBe(0);
    for (const [method, url, payload] of [
      ['PUT', `/front/cart/${mine.id}/quantity?quantity=2`, undefined],
      ['PUT', `/front/cart/${mine.id}/message`, { message: 'hi' }],
      ['DELETE', `/front/cart/${mine.id}`, undefined],
    ] as const) {
      const res = await cartCall(method, url, payload, otherToken);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'CART_ITEM_NOT_FOUND']);
    }
    await cartCall('DELETE', '/front/cart', undefined, otherToken);
    expect(items((await cartCall('GET', '/front/cart')).json() as Cart)).toEqual([{ ...mine }]);
  });

  it("keeps each tenant's carts apart", async () => {
    const sku = inStock(retail, 1)[0]!;
    const mine = items(
      (
        await cartCall('POST', '/front/cart', { productUrl: retail.productUrl, productSkuId: sku.skuId, quantity: 1 })
      ).json() as Cart,
    )[0]!;
    // A globalbuy token means nothing on souq, and souq's shopper sees and touches only souq's cart.
    expect((await cartCall('GET', '/front/cart', undefined, token, 'souq')).statusCode).toBe(401);
    expect(((await cartCall('GET', '/front/cart', undefined, souqToken, 'souq')).json() as Cart).totalQuantity).toBe(0);
    expect((await cartCall('DELETE', `/front/cart/${mine.id}`, undefined, souqToken, 'souq')).statusCode).toBe(404);
    const [souqProduct] = await products('Alibaba', (p) => p.skus.some((s) => s.stock >= p.minQuantity), 'souq');
    const souqSku = souqProduct!.skus.find((s) => s.stock >= souqProduct!.minQuantity)!;
    const souqCart = (
      await cartCall(
        'POST',
        '/front/cart',
        { productUrl: souqProduct!.productUrl, productSkuId: souqSku.skuId, quantity: souqProduct!.minQuantity },
        souqToken,
        'souq',
      )
    ).json() as Cart;
    expect(souqCart.totalQuantity).toBe(souqProduct!.minQuantity);
    expect(items((await cartCall('GET', '/front/cart')).json() as Cart).map((i) => i.id)).toEqual([mine.id]);
  });
});
