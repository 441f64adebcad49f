// Services on transit orders: the tenant's offer, each service priced by the server (in the quote, the order and
// its payment), trial packing repriced from the measured box, and every bad input refused with nothing changed.
import type { TransitOrder, TransitQuote, TransitServiceOffer, UserAddress } from '../../contract';
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
const offered = {
  insurance: { ratePercent: 3, minimumFee: 10 },
  reinforcedPacking: { feePerParcel: 12 },
  trialPacking: { fee: 8 },
};

const operator = (method: 'PUT' | 'POST', url: string, payload: object) =>
  t.operator.inject({ method, url, headers: t.operatorHeaders(), payload });
const setServices = (tenantId: string, services: object) =>
  operator('PUT', '/operator/transit-services', { tenantId, ...services });
const quote = (s: Shopper, body: object) =>
  t.request({ method: 'POST', url: '/front/transit-orders/quote', token: s.token, tenant: s.tenantId, payload: body });
const create = (s: Shopper, body: object) =>
  t.request({ method: 'POST', url: '/front/transit-orders', token: s.token, tenant: s.tenantId, payload: body });

/** A shopper with two parcels that pack to 1450 g in 32×22×17 cm: 2 kg chargeable on Air Express, 158 CNY. */
async function shopperWithParcels(): Promise<{ s: Shopper; parcels: string[]; addressId: string }> {
  const s = await newShopper(t);
  const a = await giveParcel(t, s, { weightGrams: 800, lengthCm: 30, widthCm: 20, heightCm: 10 });
  const b = await giveParcel(t, s, { weightGrams: 400, lengthCm: 20, widthCm: 10, heightCm: 15 });
  const address = (
    await t.request({ method: 'POST', url: '/front/user/addresses', token: s.token, tenant: s.tenantId, payload: home })
  ).json() as UserAddress;
  return { s, parcels: [a.id, b.id], addressId: address.id };
}

async function ordersOf(s: Shopper): Promise<number> {
  const rows = await t.db.selectFrom('transit_orders').select('id').where('user_id', '=', s.userId).execute();
  return rows.length;
}

beforeEach(async () => {
  expect((await setServices('globalbuy', offered)).statusCode).toBe(200);
});

describe('the tenant’s offer', () => {
  it('is what the operator saved; null turns a service off; bad settings and unknown tenants change nothing', async () => {
    const offer = (await t.request({ method: 'GET', url: '/front/transit-services' })).json() as TransitServiceOffer;
    expect(offer).toEqual(offered);
    const off = await setServices('globalbuy', { ...offered, insurance: null, trialPacking: null });
    expect(off.json()).toEqual({ insurance: null, reinforcedPacking: { feePerParcel: 12 }, trialPacking: null });
    const bad = await setServices('globalbuy', { ...offered, insurance: { ratePercent: 0, minimumFee: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await setServices('no-such-tenant', offered)).json()).toMatchObject({ code: 'TENANT_NOT_FOUND' });
    expect((await t.request({ method: 'GET', url: '/front/transit-services' })).json()).toEqual(off.json());
  });
});

describe('the quote', () => {
  it('prices shipping, each service and the import charges of the country’s rule', async () => {
    const { s, parcels } = await shopperWithParcels();
    // A rule from today on is the one in force, whatever the seed holds for the country.
    const today = new Date().toISOString().slice(0, 10);
    await operator('PUT', '/operator/import-rules', {
      tenantId: 'globalbuy',
      country: 'CA',
      effectiveFrom: today,
      dutyRatePercent: 10,
      fixedFeePerParcel: 5,
      dutyFreeThreshold: 100,
      note: '',
    });
    const res = await quote(s, {
      purchaseParcelIds: parcels,
      transitOptionName: 'Air Express',
      country: 'ca',
      declaredValue: 500,
      services: ['INSURANCE', 'REINFORCED_PACKING', 'TRIAL_PACKING'],
    });
    expect(res.statusCode).toBe(200);
    // Insurance 3 % of 500 = 15; reinforced packing 12 × 2 parcels; trial packing 8. Duty 10 % of 500 + 5 per parcel.
    expect(res.json()).toEqual({
      country: 'CA',
      transitOptionName: 'Air Express',
      weights: { actualGrams: 1450, volumetricGrams: 1995, chargeableGrams: 1995 },
      shipping: { firstWeightFee: 90, additionalUnits: 1, additionalWeightFee: 68, total: 158 },
      declaredValue: 500,
      services: [
        { service: 'INSURANCE', fee: 15 },
        { service: 'REINFORCED_PACKING', fee: 24 },
        { service: 'TRIAL_PACKING', fee: 8 },
      ],
      amountDue: 205,
      importCharges: { dutiableValue: 500, duty: 50, dutyFree: false, fixedFee: 5, total: 55 },
      rule: {
        country: 'CA',
        effectiveFrom: today,
        dutyRatePercent: 10,
        fixedFeePerParcel: 5,
        dutyFreeThreshold: 100,
        note: '',
      },
      total: 760,
    });
  });

  it('charges the insurance minimum on a small value, and nothing for services not chosen', async () => {
    const { s, parcels } = await shopperWithParcels();
    const small = (
      await quote(s, {
        purchaseParcelIds: parcels,
        transitOptionName: 'Air Express',
        country: 'US',
        declaredValue: 100,
        services: ['INSURANCE'],
      })
    ).json() as TransitQuote;
    expect(small.services).toEqual([{ service: 'INSURANCE', fee: 10 }]);
    expect(small.amountDue).toBe(168);
    const none = (
      await quote(s, { purchaseParcelIds: parcels, transitOptionName: 'Air Express', country: 'US' })
    ).json() as TransitQuote;
    expect(none).toMatchObject({ declaredValue: 0, services: [], amountDue: 158 });
  });

  it('refuses an unknown service, a bad declared value, insurance without a value and a service not offered', async () => {
    const { s, parcels } = await shopperWithParcels();
    const body = { purchaseParcelIds: parcels, transitOptionName: 'Air Express', country: 'US' };
    const unknown = await quote(s, { ...body, services: ['GIFT_WRAP'] });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().fields)).toContain('INVALID_SERVICE');
    expect((await quote(s, { ...body, services: ['INSURANCE', 'INSURANCE'], declaredValue: 10 })).json()).toMatchObject(
      { fields: { services: 'DUPLICATE_SERVICE' } },
    );
    expect((await quote(s, { ...body, declaredValue: -1 })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { declaredValue: 'TOO_SMALL' },
    });
    expect((await quote(s, { ...body, declaredValue: 1_000_000.01 })).json()).toMatchObject({
      fields: { declaredValue: 'TOO_LARGE' },
    });
    expect((await quote(s, { ...body, declaredValue: 1.005 })).json()).toMatchObject({
      fields: { declaredValue: 'INVALID_AMOUNT' },
    });
    expect((await quote(s, { ...body, declaredValue: 'a lot' })).json()).toMatchObject({
      fields: { declaredValue: 'INVALID_NUMBER' },
    });
    expect((await quote(s, { ...body, services: ['INSURANCE'] })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { declaredValue: 'REQUIRED_FOR_INSURANCE' },
    });
    await setServices('globalbuy', { ...offered, insurance: null });
    const refused = await quote(s, { ...body, declaredValue: 300, services: ['INSURANCE'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SERVICE_NOT_OFFERED', fields: { services: 'INSURANCE' } });
    expect((await quote(s, { ...body, country: 'FR' })).json()).toMatchObject({ code: 'COUNTRY_NOT_SERVED' });
    const login = await t.request({
      method: 'POST',
      url: '/front/transit-orders/quote',
      tenant: s.tenantId,
      payload: body,
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('services on an order', () => {
  it('are priced when the order is made and paid with the weighed fee, in one payment', async () => {
    const { s, parcels, addressId } = await shopperWithParcels();
    await fundShopper(t, s, 100_000);
    const res = await create(s, {
      purchaseParcelIds: parcels,
      transitOptionName: 'Air Express',
      userAddressId: addressId,
      selfPickup: false,
      declaredValue: 800,
      services: ['INSURANCE', 'REINFORCED_PACKING'],
    });
    expect(res.statusCode).toBe(200);
    const order = res.json() as TransitOrder;
    expect(order).toMatchObject({
      status: 'PACKING',
      declaredValue: 800,
      services: [
        { service: 'INSURANCE', fee: 24 },
        { service: 'REINFORCED_PACKING', fee: 24 },
      ],
      amountDue: null,
    });
    // The tenant's later price change does not reach an order already made.
    await setServices('globalbuy', { ...offered, insurance: { ratePercent: 50, minimumFee: 10 } });
    const weighed = (
      await t.operator.inject({
        method: 'POST',
        url: `/operator/transit-orders/${order.id}/advance`,
        headers: t.operatorHeaders(),
        payload: {},
      })
    ).json() as TransitOrder;
    expect(weighed).toMatchObject({
      status: 'AWAITING_PAYMENT',
      fee: 158,
      amountDue: 206,
      services: [
        { service: 'INSURANCE', fee: 24 },
        { service: 'REINFORCED_PACKING', fee: 24 },
      ],
    });
    const payment = await t.db
      .selectFrom('payments')
      .select('amount_fen')
      .where('payment_no', '=', weighed.paymentNo ?? '')
      .executeTakeFirstOrThrow();
    expect(Number(payment.amount_fen)).toBe(20_600);
    const paid = await t.request({
      method: 'POST',
      url: `/front/transit-orders/${order.id}/pay`,
      token: s.token,
      tenant: s.tenantId,
      payload: { payPassword: '123456' },
    });
    expect(paid.json()).toMatchObject({ status: 'PAID' });
    const account = await t.db
      .selectFrom('user_accounts')
      .select('balance_fen')
      .where('user_id', '=', s.userId)
      .executeTakeFirstOrThrow();
    expect(Number(account.balance_fen)).toBe(100_000 - 20_600);
  });

  it('refuses bad services on create and changes nothing: no order, the parcels stay in stock', async () => {
    const { s, parcels, addressId } = await shopperWithParcels();
    const body = {
      purchaseParcelIds: parcels,
      transitOptionName: 'Air Express',
      userAddressId: addressId,
      selfPickup: false,
    };
    expect((await create(s, { ...body, services: ['SPEEDBOAT'] })).statusCode).toBe(400);
    expect((await create(s, { ...body, declaredValue: -5 })).json()).toMatchObject({
      fields: { declaredValue: 'TOO_SMALL' },
    });
    expect((await create(s, { ...body, declaredValue: 2_000_000 })).json()).toMatchObject({
      fields: { declaredValue: 'TOO_LARGE' },
    });
    await setServices('globalbuy', { ...offered, insurance: null });
    const refused = await create(s, { ...body, declaredValue: 300, services: ['INSURANCE'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SERVICE_NOT_OFFERED' });
    expect(await ordersOf(s)).toBe(0);
    const stock = await t.db.selectFrom('purchase_parcels').select('status').where('id', 'in', parcels).execute();
    expect(stock.map((p) => p.status)).toEqual(['IN_STOCK', 'IN_STOCK']);
  });
});

describe('trial packing', () => {
  const trialPack = (id: string, payload: object) =>
    operator('POST', `/operator/transit-orders/${id}/trial-packing`, payload);
  const measured = { weightGrams: 1300, lengthCm: 40, widthCm: 30, heightCm: 20 };

  it('waits for the measured box, reprices from it and tells the shopper the exact fee', async () => {
    const { s, parcels, addressId } = await shopperWithParcels();
    const order = (
      await create(s, {
        purchaseParcelIds: parcels,
        transitOptionName: 'Air Express',
        userAddressId: addressId,
        selfPickup: false,
        services: ['TRIAL_PACKING'],
      })
    ).json() as TransitOrder;
    expect(order).toMatchObject({
      status: 'PACKING',
      estimatedFee: 158,
      services: [{ service: 'TRIAL_PACKING', fee: 8 }],
    });
    // The packing rule is not enough for an order with trial packing: the warehouse must measure.
    const byRule = await operator('POST', `/operator/transit-orders/${order.id}/advance`, {});
    expect(byRule.statusCode).toBe(400);
    expect(byRule.json()).toMatchObject({
      fields: { weightGrams: 'REQUIRED_FOR_TRIAL_PACKING', lengthCm: 'REQUIRED_FOR_TRIAL_PACKING' },
    });
    const incomplete = await trialPack(order.id, { weightGrams: 1300, lengthCm: 40 });
    expect(incomplete.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { widthCm: 'REQUIRED', heightCm: 'REQUIRED' },
    });
    const still = await t.db
      .selectFrom('transit_orders')
      .select(['status', 'payment_no'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(still).toEqual({ status: 'PACKING', payment_no: null });

    // 40×30×20 / 6000 = 4 kg volumetric: 90 + 3 × 68 = 294, plus the trial packing fee.
    const packed = await trialPack(order.id, measured);
    expect(packed.statusCode).toBe(200);
    expect(packed.json()).toMatchObject({
      status: 'AWAITING_PAYMENT',
      weights: { actualGrams: 1300, volumetricGrams: 4000, chargeableGrams: 4000 },
      packedSize: { lengthCm: 40, widthCm: 30, heightCm: 20 },
      fee: 294,
      amountDue: 302,
    });
    const notice = await t.db
      .selectFrom('user_notifications')
      .select(['message_key', 'message_params'])
      .where('user_id', '=', s.userId)
      .executeTakeFirstOrThrow();
    expect(notice).toMatchObject({
      message_key: 'transitTrialPacked',
      message_params: { orderNo: order.orderNo, fee: { amount: 302, currency: 'CNY' } },
    });

    const again = await trialPack(order.id, measured);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TRANSIT_ORDER_STATE', detail: 'AWAITING_PAYMENT' });
  });

  it('is refused on an order without it, and a box heavier than the line takes changes nothing', async () => {
    const { s, parcels, addressId } = await shopperWithParcels();
    const plain = (
      await create(s, {
        purchaseParcelIds: parcels,
        transitOptionName: 'Air Express',
        userAddressId: addressId,
        selfPickup: false,
      })
    ).json() as TransitOrder;
    const refused = await trialPack(plain.id, measured);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TRIAL_PACKING_NOT_ORDERED' });
    expect((await trialPack('no-such-order', measured)).statusCode).toBe(404);

    const other = await shopperWithParcels();
    const trial = (
      await create(other.s, {
        purchaseParcelIds: other.parcels,
        transitOptionName: 'Air Express',
        userAddressId: other.addressId,
        selfPickup: false,
        services: ['TRIAL_PACKING'],
      })
    ).json() as TransitOrder;
    const heavy = await trialPack(trial.id, { weightGrams: 900_000, lengthCm: 40, widthCm: 30, heightCm: 20 });
    expect(heavy.statusCode).toBe(409);
    expect(heavy.json()).toMatchObject({ code: 'TOO_HEAVY' });
    const row = await t.db
      .selectFrom('transit_orders')
      .select(['status', 'fee_fen'])
      .where('id', '=', trial.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'PACKING', fee_fen: null });
  });
});
