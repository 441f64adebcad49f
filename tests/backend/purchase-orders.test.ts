// Checkout, cart refresh, buy-now, the purchase order state machine (pay, close, clone, the agent's steps with
// item refunds and parcels) and every refusal, on PGlite.
import type {
  Cart,
  CartRefreshResponse,
  PreviewProductResponse,
  Product,
  PurchaseOrder,
  PurchaseOrderList,
  RefundList,
  UnpaidPayments,
} from '../../contract';
import { testConfig } from '../../backend/src/config';
import { issueToken } from '../../backend/src/modules/user/tokens';
import { runSeed } from '../../backend/src/seed';
import { commerceSeed } from '../../backend/src/seed/commerce';
import {
  balanceOf,
  buyNow,
  catalogueProducts,
  chinaWarehouse,
  expectLedgerConsistent,
  fund,
  newShopper,
  pgliteApi,
  stockedSku,
  type CommerceApi,
  type Shopper,
} from './helpers/commerce';

// Pay passwords are scrypt-hashed on purpose (tens of ms each): on a busy machine a scenario takes seconds.
jest.setTimeout(60_000);

let api: CommerceApi;
let products: Product[];
let warehouseId: string;

beforeAll(async () => {
  api = await pgliteApi();
  products = await catalogueProducts(api, 4);
  warehouseId = (await chinaWarehouse(api)).id;
}, 180_000);
afterAll(() => api.close());

const call = (shopper: Shopper, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  api.shop({ method, url, token: shopper.token, tenant: shopper.tenant, ...(payload ? { payload } : {}) });
const advance = (id: string, payload: object = {}) =>
  api.operator('POST', `/operator/purchase-orders/${id}/advance`, payload);
const cartLines = (cart: Cart) => cart.cartShops.flatMap((s) => s.cartItems);

async function addToCart(shopper: Shopper, product: Product, quantity: number): Promise<Cart> {
  const res = await call(shopper, 'POST', '/front/cart', {
    productUrl: product.productUrl,
    productSkuId: stockedSku(product).skuId,
    quantity,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function setStock(product: Product, stock: number): Promise<void> {
  const row = await api.db
    .selectFrom('products')
    .select('id')
    .where('product_id', '=', product.productId)
    .where('platform', '=', product.platform)
    .executeTakeFirstOrThrow();
  await api.db
    .updateTable('product_skus')
    .set({ stock })
    .where('product_id', '=', row.id)
    .where('sku_id', '=', stockedSku(product).skuId)
    .execute();
}

describe('cart refresh and checkout', () => {
  it('re-prices the selection, computes the amounts per the fee rule, flags sold-out lines and prunes unknown ids', async () => {
    const shopper = await newShopper(api);
    const [a, b] = products as [Product, Product];
    const cart = await addToCart(shopper, a, 2);
    await addToCart(shopper, b, 1);
    const [lineA, lineB] = cartLines((await call(shopper, 'GET', '/front/cart')).json() as Cart) as [
      Cart['cartShops'][0]['cartItems'][0],
      Cart['cartShops'][0]['cartItems'][0],
    ];
    expect(cartLines(cart)).toHaveLength(1);

    const res = await call(shopper, 'POST', '/front/cart/refresh', {
      cartItemIds: [lineA.id, lineB.id, 'gone'],
      tenantWarehouseId: warehouseId,
    });
    expect(res.statusCode).toBe(200);
    const refreshed = res.json() as CartRefreshResponse;
    expect(refreshed.selectedIds).toEqual([lineA.id, lineB.id]);
    expect(refreshed.lines.every((l) => l.available)).toBe(true);
    const goods = Math.round((stockedSku(a).price * 2 + stockedSku(b).price) * 100) / 100;
    const { serviceFeePercent, minServiceFee, domesticShippingPerShop } = refreshed.feeRule;
    expect(serviceFeePercent).toBe(5); // GlobalBuy's articles promise 5 %, at least 5 CNY
    expect(minServiceFee).toBe(5);
    const fee = Math.max(minServiceFee, Math.round(goods * serviceFeePercent) / 100);
    expect(refreshed.amounts).toEqual({
      goods,
      domesticShipping: domesticShippingPerShop * 2,
      serviceFee: fee,
      total: Math.round((goods + domesticShippingPerShop * 2 + fee) * 100) / 100,
    });

    await setStock(b, 0);
    const soldOut = (
      await call(shopper, 'POST', '/front/cart/refresh', {
        cartItemIds: [lineA.id, lineB.id],
        tenantWarehouseId: warehouseId,
      })
    ).json() as CartRefreshResponse;
    expect(soldOut.lines.find((l) => l.cartItemId === lineB.id)).toEqual({
      cartItemId: lineB.id,
      available: false,
      reason: 'OUT_OF_STOCK',
      stock: 0,
    });
    expect(cartLines(soldOut.cart).find((l) => l.id === lineB.id)?.available).toBe(false);
    expect(soldOut.amounts.domesticShipping).toBe(domesticShippingPerShop);

    // Checking out a sold-out line refuses the whole order and names the line.
    const refused = await call(shopper, 'POST', '/front/purchase-orders', {
      cartItemIds: [lineA.id, lineB.id],
      tenantWarehouseId: warehouseId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ITEM_UNAVAILABLE',
      fields: { cartItemId: lineB.id, reason: 'OUT_OF_STOCK' },
    });
    expect(cartLines((await call(shopper, 'GET', '/front/cart')).json() as Cart)).toHaveLength(2);
    await setStock(b, 500);

    const bad = await call(shopper, 'POST', '/front/cart/refresh', {
      cartItemIds: [lineA.id],
      tenantWarehouseId: 'nowhere',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'WAREHOUSE_NOT_FOUND',
      fields: { tenantWarehouseId: 'WAREHOUSE_NOT_FOUND' },
    });

    const created = await call(shopper, 'POST', '/front/purchase-orders', {
      cartItemIds: [lineA.id, lineB.id],
      tenantWarehouseId: warehouseId,
      remark: 'Gift wrap',
    });
    expect(created.statusCode).toBe(200);
    const po = created.json() as PurchaseOrder;
    expect(po).toMatchObject({
      status: 'PENDING_PAYMENT',
      remark: 'Gift wrap',
      amounts: refreshed.amounts,
      paidAmount: 0,
      actions: { canPay: true, canClose: true, canClone: true },
    });
    expect(po.shops.map((s) => s.items.length)).toEqual([1, 1]);
    expect(po.tenantWarehouse.id).toBe(warehouseId);
    expect(po.timeline.map((e) => e.status)).toEqual(['PENDING_PAYMENT']);
    expect(cartLines((await call(shopper, 'GET', '/front/cart')).json() as Cart)).toHaveLength(0);
    // The lines are gone: checking them out again is refused.
    const again = await call(shopper, 'POST', '/front/purchase-orders', {
      cartItemIds: [lineA.id],
      tenantWarehouseId: warehouseId,
    });
    expect(again.json()).toMatchObject({ code: 'CART_ITEM_NOT_FOUND', fields: { cartItemId: lineA.id } });
  });

  it('previews and buys one product now, refusing an unavailable variant', async () => {
    const shopper = await newShopper(api);
    const product = products[2]!;
    const body = {
      productUrl: product.productUrl,
      items: [{ productSkuId: stockedSku(product).skuId, quantity: 3 }],
      tenantWarehouseId: warehouseId,
    };
    const preview = (
      await call(shopper, 'POST', '/front/preview-product/refresh', body)
    ).json() as PreviewProductResponse;
    expect(preview.lines[0]).toMatchObject({ available: true, quantity: 3, price: stockedSku(product).price });
    const created = (await call(shopper, 'POST', '/front/preview-product/create', body)).json() as PurchaseOrder;
    expect(created.amounts).toEqual(preview.amounts);
    const tooMany = await call(shopper, 'POST', '/front/preview-product/create', {
      ...body,
      items: [{ productSkuId: stockedSku(product).skuId, quantity: 99_999 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'ITEM_UNAVAILABLE',
      fields: { productSkuId: stockedSku(product).skuId, reason: 'OUT_OF_STOCK' },
    });
    const invalid = await call(shopper, 'POST', '/front/preview-product/create', { ...body, items: [] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { items: 'REQUIRED' } });
  });
});

describe('the purchase order state machine', () => {
  it('pays once, refuses what the state forbids, closes with a refund and clones', async () => {
    const shopper = await newShopper(api);
    const po = await buyNow(api, shopper, products[0]!, 2);

    const broke = await call(shopper, 'POST', `/front/purchase-orders/${po.id}/pay`, { payPassword: '123456' });
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      fields: { required: po.amounts.total.toFixed(2), available: '0.00' },
    });

    await fund(api, shopper, 1000);
    const wrong = await call(shopper, 'POST', `/front/purchase-orders/${po.id}/pay`, { payPassword: '654321' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'PAY_PASSWORD_WRONG', fields: { attemptsLeft: '4' } });
    expect((await balanceOf(api, shopper)).balance).toBe(1000);

    const paid = await call(shopper, 'POST', `/front/purchase-orders/${po.id}/pay`, { payPassword: '123456' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      order: { status: 'PAID', paidAmount: po.amounts.total, actions: { canPay: false, canClose: true } },
      account: { balance: Math.round((1000 - po.amounts.total) * 100) / 100 },
    });
    const twice = await call(shopper, 'POST', `/front/payments/${po.paymentNo}/pay`, { payPassword: '123456' });
    expect(twice.json()).toMatchObject({ code: 'ALREADY_PAID' });

    expect((await advance(po.id)).json()).toMatchObject({ status: 'PURCHASING' });
    const closed = await call(shopper, 'POST', `/front/purchase-orders/${po.id}/close`);
    expect(closed.json()).toMatchObject({
      status: 'CLOSED',
      refundedAmount: po.amounts.total,
      actions: { canPay: false, canClose: false, canClone: true },
    });
    // Every line not bought is refunded in full, each with its own amount.
    const lines = (closed.json() as PurchaseOrder).shops.flatMap((shop) => shop.items);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toMatchObject({ status: 'REFUNDED', refundedAmount: line.amount });
      expect(line.refundedAmount).toBeGreaterThan(0);
    }
    expect((await balanceOf(api, shopper)).balance).toBe(1000);
    const refunds = (await call(shopper, 'GET', '/front/refunds')).json() as RefundList;
    expect(refunds.items).toEqual([
      expect.objectContaining({ orderNo: po.orderNo, amount: po.amounts.total, reason: 'ORDER_CLOSED' }),
    ]);

    const payClosed = await call(shopper, 'POST', `/front/purchase-orders/${po.id}/pay`, { payPassword: '123456' });
    expect(payClosed.statusCode).toBe(409);
    expect(payClosed.json()).toMatchObject({ code: 'ORDER_STATE', fields: { status: 'CLOSED' } });
    const closeAgain = await call(shopper, 'POST', `/front/purchase-orders/${po.id}/close`);
    expect(closeAgain.json()).toMatchObject({ code: 'ORDER_STATE', fields: { status: 'CLOSED' } });

    const clone = (await call(shopper, 'POST', `/front/purchase-orders/${po.id}/clone`)).json() as PurchaseOrder;
    expect(clone).toMatchObject({ status: 'PENDING_PAYMENT', amounts: po.amounts });
    expect(clone.orderNo).not.toBe(po.orderNo);
    expect(clone.shops[0]?.items[0]).toMatchObject({ productId: po.shops[0]?.items[0]?.productId, quantity: 2 });
    await expectLedgerConsistent(api.db);
  });

  it('closes an unpaid order without money moving and drops its payment from the unpaid list', async () => {
    const shopper = await newShopper(api);
    const po = await buyNow(api, shopper, products[1]!);
    expect(
      ((await call(shopper, 'GET', '/front/payments/unpaid?orderType=PURCHASE')).json() as UnpaidPayments).items.map(
        (p) => p.orderNo,
      ),
    ).toEqual([po.orderNo]);
    expect((await call(shopper, 'POST', `/front/purchase-orders/${po.id}/close`)).json()).toMatchObject({
      status: 'CLOSED',
      refundedAmount: 0,
    });
    expect(((await call(shopper, 'GET', '/front/payments/unpaid')).json() as UnpaidPayments).total).toBe(0);
    expect(((await call(shopper, 'GET', '/front/refunds')).json() as RefundList).total).toBe(0);
  });

  it('moves a paid order to the warehouse; an item the agent cannot buy is refunded alone and parcels appear', async () => {
    const shopper = await newShopper(api);
    await fund(api, shopper, 2000);
    await addToCart(shopper, products[0]!, 1);
    await addToCart(shopper, products[1]!, 2);
    await addToCart(shopper, products[3]!, 1);
    const ids = cartLines((await call(shopper, 'GET', '/front/cart')).json() as Cart).map((l) => l.id);
    const po = (
      await call(shopper, 'POST', '/front/purchase-orders', { cartItemIds: ids, tenantWarehouseId: warehouseId })
    ).json() as PurchaseOrder;
    expect((await advance(po.id)).json()).toMatchObject({ code: 'ORDER_STATE', fields: { status: 'PENDING_PAYMENT' } });
    await call(shopper, 'POST', `/front/purchase-orders/${po.id}/pay`, { payPassword: '123456' });

    expect((await advance(po.id)).json()).toMatchObject({ status: 'PURCHASING' });
    // The second shop's item is sold out by now and the operator could not buy the third: both are refunded.
    await setStock(products[1]!, 0);
    const gone = po.shops[2]!.items[0]!;
    const purchased = (await advance(po.id, { unavailableItemIds: [gone.id] })).json() as PurchaseOrder;
    await setStock(products[1]!, 500);
    expect(purchased.status).toBe('PURCHASED');
    const items = purchased.shops.flatMap((s) => s.items);
    expect(items.map((i) => i.status)).toEqual(['BOUGHT', 'REFUNDED', 'REFUNDED']);
    const refundList = ((await call(shopper, 'GET', `/front/refunds?orderNo=${po.orderNo}`)).json() as RefundList)
      .items;
    expect(refundList).toHaveLength(2);
    expect(refundList.every((r) => r.reason === 'ITEM_UNAVAILABLE')).toBe(true);
    const refunded = Math.round(refundList.reduce((s, r) => s + r.amount, 0) * 100) / 100;
    expect(purchased.refundedAmount).toBe(refunded);
    // Each refunded item returns its goods and its share of the fee, and its shop's shipping (the shop is empty).
    const shipping = po.amounts.domesticShipping / 3;
    for (const item of items.filter((i) => i.status === 'REFUNDED')) {
      expect(item.refundedAmount).toBeCloseTo(
        item.amount + (po.amounts.serviceFee * item.amount) / po.amounts.goods + shipping,
        1,
      );
    }
    expect((await balanceOf(api, shopper)).balance).toBeCloseTo(2000 - po.amounts.total + refunded, 2);

    const closeLate = await call(shopper, 'POST', `/front/purchase-orders/${po.id}/close`);
    expect(closeLate.statusCode).toBe(409);
    expect(closeLate.json()).toMatchObject({ code: 'ORDER_STATE', fields: { status: 'PURCHASED' } });

    expect((await advance(po.id)).json()).toMatchObject({ status: 'SELLER_SHIPPED' });
    const arrived = (await advance(po.id)).json() as PurchaseOrder;
    expect(arrived.status).toBe('IN_WAREHOUSE');
    expect(arrived.timeline.map((e) => e.status)).toEqual([
      'PENDING_PAYMENT',
      'PAID',
      'PURCHASING',
      'PURCHASED',
      'SELLER_SHIPPED',
      'IN_WAREHOUSE',
    ]);
    const parcels = await api.db
      .selectFrom('purchase_parcels')
      .select(['order_no', 'shipment_key'])
      .where('purchase_order_id', '=', po.id)
      .execute();
    expect(parcels).toEqual([{ order_no: po.orderNo, shipment_key: po.shops[0]!.shopId }]);
    expect((await advance(po.id)).json()).toMatchObject({ code: 'ORDER_STATE', fields: { status: 'IN_WAREHOUSE' } });
    const notes = await api.db
      .selectFrom('user_notifications')
      .select('title')
      .where('user_id', '=', shopper.userId)
      .execute();
    expect(notes.length).toBeGreaterThanOrEqual(5);
    await expectLedgerConsistent(api.db);
  });

  it('closes the order with everything refunded when nothing can be bought', async () => {
    const shopper = await newShopper(api);
    await fund(api, shopper, 500);
    const po = await buyNow(api, shopper, products[2]!);
    await call(shopper, 'POST', `/front/purchase-orders/${po.id}/pay`, { payPassword: '123456' });
    await advance(po.id);
    const item = po.shops[0]!.items[0]!;
    const closed = (await advance(po.id, { unavailableItemIds: [item.id] })).json() as PurchaseOrder;
    expect(closed).toMatchObject({ status: 'CLOSED', refundedAmount: po.amounts.total });
    expect((await balanceOf(api, shopper)).balance).toBe(500);
    await expectLedgerConsistent(api.db);
  });

  it('lists with counts per status, filters by status and order number, and shows nobody else', async () => {
    const shopper = await newShopper(api);
    await fund(api, shopper, 1000);
    const a = await buyNow(api, shopper, products[0]!);
    const b = await buyNow(api, shopper, products[1]!);
    const c = await buyNow(api, shopper, products[2]!);
    await call(shopper, 'POST', `/front/purchase-orders/${a.id}/pay`, { payPassword: '123456' });
    await call(shopper, 'POST', `/front/purchase-orders/${b.id}/close`);
    const all = (await call(shopper, 'GET', '/front/purchase-orders?pageSize=2')).json() as PurchaseOrderList;
    expect(all).toMatchObject({
      total: 3,
      pageNo: 1,
      pageSize: 2,
      statusCounts: { ALL: 3, PENDING_PAYMENT: 1, PAID: 1, CLOSED: 1, PURCHASING: 0 },
    });
    expect(all.items).toHaveLength(2);
    const paidOnly = (await call(shopper, 'GET', '/front/purchase-orders?status=PAID')).json() as PurchaseOrderList;
    expect(paidOnly.items.map((o) => o.id)).toEqual([a.id]);
    expect(paidOnly.total).toBe(1);
    // Part of a number finds the orders whose number contains it. Numbers end in random digits, so the part is
    // b's shortest tail (six digits at least) that neither other number contains.
    let tail = b.orderNo.slice(-6);
    while (tail !== b.orderNo && [a.orderNo, c.orderNo].some((no) => no.includes(tail)))
      tail = b.orderNo.slice(-(tail.length + 1));
    const byNo = (await call(shopper, 'GET', `/front/purchase-orders?orderNo=${tail}`)).json() as PurchaseOrderList;
    expect(byNo.items.map((o) => o.id)).toEqual([b.id]);
    expect((await call(shopper, 'GET', '/front/purchase-orders?status=LOST')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { status: 'INVALID_STATUS' },
    });

    const other = await newShopper(api);
    expect((await call(other, 'GET', `/front/purchase-orders/${a.id}`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/front/purchase-orders/${b.id}/close`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/front/purchase-orders')).json()).toMatchObject({ total: 0 });
    const souq = await newShopper(api, { tenant: 'souq' });
    expect((await call(souq, 'GET', `/front/purchase-orders/${a.id}`)).statusCode).toBe(404);
    expect((await api.shop({ method: 'GET', url: '/front/purchase-orders' })).statusCode).toBe(401);
  });

  it('gives the demo shopper a balance, the pay password 123456 and orders in several states', async () => {
    const email = 'demo@globalbuy.test';
    const user = await api.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const demo = {
      userId: user.id,
      token: (await issueToken(api.db, user.id, 'globalbuy')).token,
      tenant: 'globalbuy',
    };
    const list = (await call(demo, 'GET', '/front/purchase-orders')).json() as PurchaseOrderList;
    expect(list.statusCounts).toMatchObject({
      PENDING_PAYMENT: 1,
      PAID: 1,
      PURCHASING: 1,
      SELLER_SHIPPED: 1,
      IN_WAREHOUSE: 1,
    });
    const account = await balanceOf(api, demo);
    expect(account.balance).toBeGreaterThan(1000);
    const unpaid = list.items.find((o) => o.status === 'PENDING_PAYMENT')!;
    expect(
      (await call(demo, 'POST', `/front/purchase-orders/${unpaid.id}/pay`, { payPassword: '123456' })).statusCode,
    ).toBe(200);
    const before = await api.db
      .selectFrom('purchase_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await runSeed(
      {
        db: api.db,
        config: testConfig(),
        options: { catalogueSize: 60 },
        log: { info: () => undefined, warn: () => undefined } as never,
      },
      [commerceSeed],
    );
    const after = await api.db
      .selectFrom('purchase_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    await expectLedgerConsistent(api.db);
  });
});
