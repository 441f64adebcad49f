// Transit orders end to end: parcel ownership, one open order per parcel, the estimate, every state move and
// refusal, closing returns parcels, paying through any of the three calls settles the one payment record once.
import type {
  OperatorTransitOrderList,
  Page,
  ShippingEstimate,
  StockInParcel,
  TransitOrder,
  TransitOrderList,
  UserAddress,
} from '../../contract';
import { fundShopper, giveParcel, newShopper, type Shopper } from './helpers/shoppers';
import { appForFile, type TestApp } from './helpers/testApp';

let t: TestApp;
appForFile((app) => (t = app), { slow: true });

const home = {
  recipient: 'Jordan Miller',
  phone: '+1 212 555 0148',
  country: 'US',
  regionCodes: ['NY', 'NY-NYC'],
  street: '350 W 42nd St',
  postcode: '10036',
};

async function withAddress(s: Shopper): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/front/user/addresses',
    token: s.token,
    tenant: s.tenantId,
    payload: home,
  });
  return (res.json() as UserAddress).id;
}
const create = (s: Shopper, body: object) =>
  t.request({ method: 'POST', url: '/front/transit-orders', token: s.token, tenant: s.tenantId, payload: body });
const act = (s: Shopper, id: string, action: string, payload?: object) =>
  t.request({
    method: 'POST',
    url: `/front/transit-orders/${id}/${action}`,
    token: s.token,
    tenant: s.tenantId,
    payload,
  });
const advance = (id: string, payload: object = {}) =>
  t.operator.inject({
    method: 'POST',
    url: `/operator/transit-orders/${id}/advance`,
    headers: t.operatorHeaders(),
    payload,
  });
const stock = async (s: Shopper, query = '') =>
  (
    await t.request({
      method: 'GET',
      url: `/front/purchase-parcels/stock-in-parcels${query}`,
      token: s.token,
      tenant: s.tenantId,
    })
  ).json() as Page<StockInParcel>;

describe('stock-in parcels', () => {
  it('lists only the shopper’s parcels, newest first, with the total first and then all at once', async () => {
    const s = await newShopper(t);
    const other = await newShopper(t);
    for (let i = 0; i < 5; i++) await giveParcel(t, s);
    await giveParcel(t, other);
    const head = await stock(s, '?pageNo=1&pageSize=1');
    expect(head.total).toBe(5);
    expect(head.items).toHaveLength(1);
    const all = await stock(s, `?pageNo=1&pageSize=${head.total}`);
    expect(all.items).toHaveLength(5);
    expect(all.items[0]).toMatchObject({
      source: 'SELF_SHIPPED',
      status: 'IN_STOCK',
      freeStorageDaysLeft: 30,
      warehouse: { id: 'globalbuy-cn-gz' },
    });
    expect((await stock(s, '?pageNo=9&pageSize=10')).total).toBe(5);
    const bad = await t.request({
      method: 'GET',
      url: '/front/purchase-parcels/stock-in-parcels?pageSize=5000&status=LOST',
      token: s.token,
    });
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { pageSize: 'TOO_LARGE', status: 'INVALID_STATUS' },
    });
  });

  it('answers the storefront’s two-step fetch quickly with a few hundred parcels', async () => {
    const s = await newShopper(t);
    await t.db
      .insertInto('purchase_parcels')
      .values(
        Array.from({ length: 400 }, (_, i) => ({
          id: `bulk-${s.userId}-${i}`,
          tenant_id: s.tenantId,
          user_id: s.userId,
          parcel_no: `PCBULK${s.userId.slice(0, 8)}${i}`,
          source: 'SELF_SHIPPED' as const,
          warehouse_id: 'globalbuy-cn-gz',
          items: JSON.stringify([]) as never,
          weight_grams: 500 + i,
          length_cm: 20,
          width_cm: 15,
          height_cm: 10,
          photos: JSON.stringify([]) as never,
          arrived_at: new Date(Date.now() - i * 60_000),
          free_storage_until: new Date(Date.now() + 86_400_000),
        })),
      )
      .execute();
    const started = Date.now();
    const head = await stock(s, '?pageNo=1&pageSize=1');
    const all = await stock(s, `?pageNo=1&pageSize=${head.total}`);
    const ms = Date.now() - started;
    expect(all.items).toHaveLength(400);
    expect(all.items[0]?.weightGrams).toBe(500);
    expect(ms).toBeLessThan(3000);
  });
});

describe('shipping estimate', () => {
  it('prices every line for a box or refuses it with the reason', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/front/transit-options/estimate?country=us&weightGrams=1200&lengthCm=40&widthCm=30&heightCm=20',
    });
    const body = res.json() as ShippingEstimate;
    const air = body.lines.find((l) => l.transitOptionName === 'Air Express');
    // 40×30×20 / 6000 = 4 kg volumetric > 1.2 kg actual; first kg 90 + 3 × 68.
    expect(air).toMatchObject({
      allowed: true,
      weights: { actualGrams: 1200, volumetricGrams: 4000, chargeableGrams: 4000 },
      fee: { firstWeightFee: 90, additionalUnits: 3, additionalWeightFee: 204, total: 294 },
    });
    const mx = (
      await t.request({ method: 'GET', url: '/front/transit-options/estimate?country=MX&weightGrams=1000' })
    ).json() as ShippingEstimate;
    expect(mx.lines.find((l) => l.transitOptionName === 'Sea Freight')).toMatchObject({
      allowed: false,
      refusal: 'COUNTRY_NOT_SERVED',
      fee: null,
    });
    const heavy = (
      await t.request({ method: 'GET', url: '/front/transit-options/estimate?country=US&weightGrams=31000' })
    ).json() as ShippingEstimate;
    expect(heavy.lines.find((l) => l.transitOptionName === 'Air Express')).toMatchObject({
      allowed: false,
      refusal: 'TOO_HEAVY',
    });
    expect(heavy.lines[0]).toMatchObject({ transitOptionName: 'Sea Freight', allowed: true });
    const bad = await t.request({ method: 'GET', url: '/front/transit-options/estimate?country=USA&lengthCm=10' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { country: 'INVALID_COUNTRY' } });
    const noWeight = await t.request({ method: 'GET', url: '/front/transit-options/estimate?country=US&lengthCm=10' });
    expect(noWeight.json()).toMatchObject({ fields: { weightGrams: 'REQUIRED' } });
  });

  it('prices the shopper’s own parcels packed together, and not someone else’s', async () => {
    const s = await newShopper(t);
    const a = await giveParcel(t, s, { weightGrams: 800, lengthCm: 30, widthCm: 20, heightCm: 10 });
    const b = await giveParcel(t, s, { weightGrams: 400, lengthCm: 20, widthCm: 10, heightCm: 15 });
    const res = await t.request({
      method: 'GET',
      url: `/front/transit-options/estimate?country=US&purchaseParcelIds=${a.id},${b.id}`,
      token: s.token,
    });
    const air = (res.json() as ShippingEstimate).lines.find((l) => l.transitOptionName === 'Air Express');
    // Packed: 800 + 400 + 150 + 2 × 50 = 1450 g in 32×22×17 cm (1995 g volumetric) → 2 kg: 90 + 68.
    expect(air).toMatchObject({
      weights: { actualGrams: 1450, volumetricGrams: 1995, chargeableGrams: 1995 },
      fee: { total: 158 },
    });
    const other = await newShopper(t);
    const theirs = await t.request({
      method: 'GET',
      url: `/front/transit-options/estimate?country=US&purchaseParcelIds=${a.id}`,
      token: other.token,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'PARCEL_NOT_FOUND' });
  });
});

describe('transit orders', () => {
  it('walks PACKING → AWAITING_PAYMENT → PAID → SHIPPED → DELIVERED → COMPLETED', async () => {
    const s = await newShopper(t);
    await fundShopper(t, s, 100_000);
    const addressId = await withAddress(s);
    const a = await giveParcel(t, s, { weightGrams: 800, lengthCm: 30, widthCm: 20, heightCm: 10 });
    const b = await giveParcel(t, s, { weightGrams: 400, lengthCm: 20, widthCm: 10, heightCm: 15 });
    const res = await create(s, {
      purchaseParcelIds: [a.id, b.id],
      transitOptionName: 'Air Express',
      userAddressId: addressId,
      localExpressCompanyName: 'UPS',
      selfPickup: false,
    });
    expect(res.statusCode).toBe(200);
    const order = res.json() as TransitOrder;
    expect(order).toMatchObject({
      status: 'PACKING',
      parcelCount: 2,
      country: 'US',
      estimatedFee: 158,
      fee: null,
      paymentNo: null,
      destination: { recipient: 'Jordan Miller', city: 'New York City', regionNames: ['New York', 'New York City'] },
      localExpressCompanyName: 'UPS',
      actions: { canPay: false, canClose: true, canComplete: false },
    });
    expect((await stock(s)).items.map((p) => p.status)).toEqual(['IN_TRANSIT_ORDER', 'IN_TRANSIT_ORDER']);
    expect((await act(s, order.id, 'pay', { payPassword: '123456' })).json()).toMatchObject({
      code: 'TRANSIT_ORDER_STATE',
      detail: 'PACKING',
    });
    expect((await act(s, order.id, 'complete')).statusCode).toBe(409);

    // The warehouse measures a bigger box than the rule: the measured numbers win.
    const weighed = (
      await advance(order.id, { weightGrams: 1500, lengthCm: 40, widthCm: 30, heightCm: 20 })
    ).json() as TransitOrder;
    expect(weighed).toMatchObject({
      status: 'AWAITING_PAYMENT',
      weights: { actualGrams: 1500, volumetricGrams: 4000, chargeableGrams: 4000 },
      packedSize: { lengthCm: 40, widthCm: 30, heightCm: 20 },
      feeBreakdown: { firstWeightFee: 90, additionalUnits: 3, additionalWeightFee: 204, total: 294 },
      fee: 294,
      actions: { canPay: true, canClose: true, canComplete: false },
    });
    expect(weighed.paymentNo).toMatch(/^PM/);
    expect((await advance(order.id)).json()).toMatchObject({ code: 'TRANSIT_ORDER_STATE', detail: 'AWAITING_PAYMENT' });

    expect((await act(s, order.id, 'pay', { payPassword: '654321' })).json()).toMatchObject({
      code: 'PAY_PASSWORD_WRONG',
    });
    const paid = await act(s, order.id, 'pay', { payPassword: '123456' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'PAID', actions: { canPay: false, canClose: false } });
    expect((await act(s, order.id, 'pay', { payPassword: '123456' })).json()).toMatchObject({
      code: 'TRANSIT_ORDER_STATE',
      detail: 'PAID',
    });
    expect((await act(s, order.id, 'close')).json()).toMatchObject({ code: 'TRANSIT_ORDER_STATE', detail: 'PAID' });
    const account = await t.db
      .selectFrom('user_accounts')
      .select('balance_fen')
      .where('user_id', '=', s.userId)
      .executeTakeFirstOrThrow();
    expect(account.balance_fen).toBe(100_000 - 29_400);

    const shipped = (
      await advance(order.id, { carrier: 'DHL eCommerce', trackingNo: 'GM123456789' })
    ).json() as TransitOrder;
    expect(shipped).toMatchObject({ status: 'SHIPPED', carrier: 'DHL eCommerce', trackingNo: 'GM123456789' });
    expect(shipped.tracking.map((e) => e.code)).toEqual([
      'DEPARTED_ORIGIN',
      'EXPORT_CUSTOMS_CLEARED',
      'HANDED_TO_CARRIER',
      'PACKED',
    ]);
    expect(shipped.parcels.map((p) => p.status)).toEqual(['SHIPPED', 'SHIPPED']);
    expect((await stock(s)).total).toBe(0);

    const delivered = (await advance(order.id)).json() as TransitOrder;
    expect(delivered).toMatchObject({ status: 'DELIVERED', actions: { canComplete: true } });
    expect(delivered.tracking[0]).toMatchObject({ code: 'DELIVERED', location: 'New York City, US' });
    expect((await advance(order.id)).statusCode).toBe(409);
    const done = (await act(s, order.id, 'complete')).json() as TransitOrder;
    expect(done.status).toBe('COMPLETED');
    expect(done.timeline.map((e) => e.status)).toEqual([
      'PACKING',
      'AWAITING_PAYMENT',
      'PAID',
      'SHIPPED',
      'DELIVERED',
      'COMPLETED',
    ]);
    expect((await act(s, order.id, 'complete')).json()).toMatchObject({
      code: 'TRANSIT_ORDER_STATE',
      detail: 'COMPLETED',
    });

    const operatorList = await t.operator.inject({
      method: 'GET',
      url: '/operator/transit-orders?tenantId=globalbuy&status=COMPLETED&limit=200',
      headers: t.operatorHeaders(),
    });
    expect((operatorList.json() as OperatorTransitOrderList).items.find((o) => o.id === order.id)).toMatchObject({
      tenantId: 'globalbuy',
      status: 'COMPLETED',
    });
    expect(
      (
        await t.operator.inject({
          method: 'GET',
          url: '/operator/transit-orders?status=LOST',
          headers: t.operatorHeaders(),
        })
      ).statusCode,
    ).toBe(400);
    expect((await t.operator.inject({ method: 'GET', url: '/operator/transit-orders' })).statusCode).toBe(401);
    const list = (
      await t.request({ method: 'GET', url: '/front/transit-orders?status=COMPLETED', token: s.token })
    ).json() as TransitOrderList;
    expect(list.items.map((o) => o.id)).toEqual([order.id]);
    expect(list.statusCounts).toMatchObject({ COMPLETED: 1, ALL: 1, PACKING: 0 });
  });

  it('keeps a parcel in at most one open order, and another shopper’s parcel is a 404', async () => {
    const s = await newShopper(t);
    const addressId = await withAddress(s);
    const a = await giveParcel(t, s);
    const b = await giveParcel(t, s);
    const first = await create(s, {
      purchaseParcelIds: [a.id],
      transitOptionName: 'Air Express',
      userAddressId: addressId,
      selfPickup: false,
    });
    expect(first.statusCode).toBe(200);
    const again = await create(s, {
      purchaseParcelIds: [b.id, a.id],
      transitOptionName: 'Air Express',
      userAddressId: addressId,
      selfPickup: false,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PARCEL_NOT_AVAILABLE', detail: a.parcelNo });
    // Nothing of the refused order stuck: b is still free.
    expect((await stock(s, '?status=IN_STOCK')).items.map((p) => p.id)).toEqual([b.id]);

    const other = await newShopper(t);
    const otherAddress = await withAddress(other);
    const stolen = await create(other, {
      purchaseParcelIds: [b.id],
      transitOptionName: 'Air Express',
      userAddressId: otherAddress,
      selfPickup: false,
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'PARCEL_NOT_FOUND' });
    const peek = await t.request({
      method: 'GET',
      url: `/front/transit-orders/${(first.json() as TransitOrder).id}`,
      token: other.token,
    });
    expect(peek.statusCode).toBe(404);
    // Nor may they use someone else's address.
    const c = await giveParcel(t, other);
    expect(
      (
        await create(other, {
          purchaseParcelIds: [c.id],
          transitOptionName: 'Air Express',
          userAddressId: addressId,
          selfPickup: false,
        })
      ).json(),
    ).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
  });

  it('closing before payment returns the parcels and cancels the payment record; paying it then fails', async () => {
    const s = await newShopper(t);
    await fundShopper(t, s, 50_000);
    const addressId = await withAddress(s);
    const a = await giveParcel(t, s);
    const packing = (
      await create(s, {
        purchaseParcelIds: [a.id],
        transitOptionName: 'Air Express',
        userAddressId: addressId,
        selfPickup: false,
      })
    ).json() as TransitOrder;
    const closed = (await act(s, packing.id, 'close')).json() as TransitOrder;
    expect(closed).toMatchObject({ status: 'CLOSED', parcelCount: 1, actions: { canClose: false } });
    expect((await stock(s)).items.map((p) => [p.id, p.status, p.transitOrderId])).toEqual([[a.id, 'IN_STOCK', null]]);
    expect((await act(s, packing.id, 'close')).json()).toMatchObject({ code: 'TRANSIT_ORDER_STATE', detail: 'CLOSED' });

    const second = (
      await create(s, {
        purchaseParcelIds: [a.id],
        transitOptionName: 'Air Express',
        userAddressId: addressId,
        selfPickup: false,
      })
    ).json() as TransitOrder;
    const weighed = (await advance(second.id)).json() as TransitOrder;
    expect(weighed.status).toBe('AWAITING_PAYMENT');
    expect((await act(s, second.id, 'close')).json()).toMatchObject({ status: 'CLOSED' });
    expect((await act(s, second.id, 'pay', { payPassword: '123456' })).json()).toMatchObject({
      code: 'TRANSIT_ORDER_STATE',
      detail: 'CLOSED',
    });
    const payment = await t.db
      .selectFrom('payments')
      .select('status')
      .where('payment_no', '=', weighed.paymentNo ?? '')
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('CANCELLED');
    expect((await stock(s)).items[0]?.status).toBe('IN_STOCK');
    const account = await t.db
      .selectFrom('user_accounts')
      .select('balance_fen')
      .where('user_id', '=', s.userId)
      .executeTakeFirstOrThrow();
    expect(account.balance_fen).toBe(50_000);
  });

  it('paying the payment record directly moves the order to PAID, once', async () => {
    const s = await newShopper(t);
    await fundShopper(t, s, 50_000);
    const addressId = await withAddress(s);
    const a = await giveParcel(t, s);
    const order = (
      await create(s, {
        purchaseParcelIds: [a.id],
        transitOptionName: 'Air Express',
        userAddressId: addressId,
        selfPickup: false,
      })
    ).json() as TransitOrder;
    const weighed = (await advance(order.id)).json() as TransitOrder;
    const res = await t.request({
      method: 'POST',
      url: '/front/payments/batch-pay',
      token: s.token,
      payload: { paymentNos: [weighed.paymentNo], payPassword: '123456' },
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/front/transit-orders/${order.id}`, token: s.token })).json(),
    ).toMatchObject({ status: 'PAID' });
    expect((await act(s, order.id, 'pay', { payPassword: '123456' })).json()).toMatchObject({
      code: 'TRANSIT_ORDER_STATE',
      detail: 'PAID',
    });
    const entries = await t.db
      .selectFrom('ledger_entries')
      .select('amount_fen')
      .where('user_id', '=', s.userId)
      .where('type', '=', 'PAYMENT')
      .execute();
    expect(entries.map((e) => e.amount_fen)).toEqual([-(weighed.fee ?? 0) * 100]);
  });

  it('refuses a line that does not serve the country, a weight above the limit, and pickup on a delivery-only line', async () => {
    const s = await newShopper(t);
    const mx = (
      await t.request({
        method: 'POST',
        url: '/front/user/addresses',
        token: s.token,
        payload: { ...home, country: 'MX', regionCodes: ['MX-JAL', 'MX-JAL-GDL'] },
      })
    ).json() as UserAddress;
    const a = await giveParcel(t, s);
    expect(
      (
        await create(s, {
          purchaseParcelIds: [a.id],
          transitOptionName: 'Sea Freight',
          userAddressId: mx.id,
          selfPickup: false,
        })
      ).json(),
    ).toMatchObject({ code: 'COUNTRY_NOT_SERVED', detail: 'MX' });
    const heavy = await giveParcel(t, s, { weightGrams: 31_000, lengthCm: 60, widthCm: 40, heightCm: 40 });
    expect(
      (
        await create(s, {
          purchaseParcelIds: [heavy.id],
          transitOptionName: 'Air Express',
          userAddressId: mx.id,
          selfPickup: false,
        })
      ).json(),
    ).toMatchObject({ code: 'TOO_HEAVY' });
    expect(
      (await create(s, { purchaseParcelIds: [a.id], transitOptionName: 'Air Express', selfPickup: true })).json(),
    ).toMatchObject({ fields: { selfPickup: 'NOT_AVAILABLE_ON_LINE' } });
    expect(
      (
        await create(s, {
          purchaseParcelIds: [a.id],
          transitOptionName: 'Teleport',
          userAddressId: mx.id,
          selfPickup: false,
        })
      ).json(),
    ).toMatchObject({ code: 'TRANSIT_OPTION_NOT_FOUND' });
    const pickup = (
      await create(s, { purchaseParcelIds: [a.id], transitOptionName: 'Sea Freight', selfPickup: true })
    ).json() as TransitOrder;
    expect(pickup).toMatchObject({
      status: 'PACKING',
      selfPickup: true,
      country: 'US',
      pickupPoint: { id: 'globalbuy-us-nj' },
      destination: null,
    });
    expect(await stock(s, '?status=IN_STOCK')).toMatchObject({ total: 1 });
  });

  it('answers 400 with the fields for a bad body', async () => {
    const s = await newShopper(t);
    const res = await create(s, { purchaseParcelIds: [], transitOptionName: '', selfPickup: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: { purchaseParcelIds: 'REQUIRED', transitOptionName: 'REQUIRED', selfPickup: 'INVALID_TYPE' },
    });
    expect(
      (await create(s, { purchaseParcelIds: ['x'], transitOptionName: 'Air Express', selfPickup: false })).json(),
    ).toMatchObject({ fields: { userAddressId: 'REQUIRED' } });
  });
});

describe('operator: self-shipped parcels', () => {
  it('a parcel with the shopper’s member code lands in their stock; an unknown code is a 404', async () => {
    const s = await newShopper(t, 'lao');
    const saved = (
      await t.request({
        method: 'POST',
        url: '/front/user/warehouses',
        token: s.token,
        tenant: 'lao',
        payload: { tenantWarehouseId: 'lao-cn-km' },
      })
    ).json() as { memberCode: string };
    const announce = (payload: object) =>
      t.operator.inject({ method: 'POST', url: '/operator/parcels', headers: t.operatorHeaders(), payload });
    const body = {
      memberCode: saved.memberCode.toLowerCase(),
      tenantWarehouseId: 'lao-cn-km',
      trackingNo: 'YT8812345670',
      weightGrams: 2300,
      lengthCm: 45,
      widthCm: 30,
      heightCm: 25,
    };
    const res = await announce(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      source: 'SELF_SHIPPED',
      trackingNo: 'YT8812345670',
      warehouse: { id: 'lao-cn-km' },
      status: 'IN_STOCK',
    });
    expect((await stock(s)).total).toBe(1);
    expect((await announce({ ...body, memberCode: 'LAZZZZZZ' })).json()).toMatchObject({ code: 'MEMBER_NOT_FOUND' });
    expect((await announce({ ...body, tenantWarehouseId: 'globalbuy-cn-gz' })).json()).toMatchObject({
      code: 'MEMBER_NOT_FOUND',
    });
    expect((await announce({ ...body, weightGrams: 0 })).json()).toMatchObject({
      fields: { weightGrams: 'TOO_SMALL' },
    });
    const noToken = await t.operator.inject({ method: 'POST', url: '/operator/parcels', payload: body });
    expect(noToken.statusCode).toBe(401);
  });
});
