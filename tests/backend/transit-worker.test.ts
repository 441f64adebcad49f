// The fulfilment worker moves transit orders at FULFILMENT_STEP_SECONDS: packs and weighs a new order (raising
// its payment), ships it once paid, delivers it, and tells the shopper at each step.
import type { TransitOrder, UserAddress } from '../../contract';
import { fundShopper, giveParcel, newShopper } from './helpers/shoppers';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const previous = process.env.FULFILMENT_STEP_SECONDS;
beforeAll(async () => {
  process.env.FULFILMENT_STEP_SECONDS = '1';
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
  if (previous === undefined) delete process.env.FULFILMENT_STEP_SECONDS;
  else process.env.FULFILMENT_STEP_SECONDS = previous;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await sleep(100);
  }
}

it('weighs, ships and delivers on its own, notifying the shopper', async () => {
  const s = await newShopper(t);
  await fundShopper(t, s, 100_000);
  const address = (
    await t.request({
      method: 'POST',
      url: '/front/user/addresses',
      token: s.token,
      payload: {
        recipient: 'A B',
        phone: '+1 212 555 0100',
        country: 'US',
        regionCodes: ['NY', 'NY-NYC'],
        street: '1 Main St',
      },
    })
  ).json() as UserAddress;
  const parcel = await giveParcel(t, s);
  const created = (
    await t.request({
      method: 'POST',
      url: '/front/transit-orders',
      token: s.token,
      payload: {
        purchaseParcelIds: [parcel.id],
        transitOptionName: 'Air Express',
        userAddressId: address.id,
        selfPickup: false,
      },
    })
  ).json() as TransitOrder;
  const status = async () =>
    (
      (
        await t.request({ method: 'GET', url: `/front/transit-orders/${created.id}`, token: s.token })
      ).json() as TransitOrder
    ).status;

  await waitFor(async () => (await status()) === 'AWAITING_PAYMENT');
  // It waits for the shopper's payment.
  await sleep(1500);
  expect(await status()).toBe('AWAITING_PAYMENT');
  expect(
    (
      await t.request({
        method: 'POST',
        url: `/front/transit-orders/${created.id}/pay`,
        token: s.token,
        payload: { payPassword: '123456' },
      })
    ).statusCode,
  ).toBe(200);
  await waitFor(async () => (await status()) === 'DELIVERED');
  const titles = (
    await t.db
      .selectFrom('user_notifications')
      .select('title')
      .where('user_id', '=', s.userId)
      .orderBy('created_at')
      .execute()
  ).map((n) => n.title);
  expect(titles).toEqual([
    `Transit order ${created.orderNo} weighed`,
    `Transit order ${created.orderNo} shipped`,
    `Transit order ${created.orderNo} delivered`,
  ]);
  // Nothing after DELIVERED: receipt is the shopper's to confirm.
  await sleep(1500);
  expect(await status()).toBe('DELIVERED');
}, 60_000);

it('trial packs an order with trial packing on its own: the measured box, the exact fee, the shopper told', async () => {
  const s = await newShopper(t);
  await t.operator.inject({
    method: 'PUT',
    url: '/operator/transit-services',
    headers: t.operatorHeaders(),
    payload: { tenantId: s.tenantId, insurance: null, reinforcedPacking: null, trialPacking: { fee: 8 } },
  });
  const address = (
    await t.request({
      method: 'POST',
      url: '/front/user/addresses',
      token: s.token,
      payload: {
        recipient: 'A B',
        phone: '+1 212 555 0100',
        country: 'US',
        regionCodes: ['NY', 'NY-NYC'],
        street: '1 Main St',
      },
    })
  ).json() as UserAddress;
  const parcel = await giveParcel(t, s, { weightGrams: 1000, lengthCm: 30, widthCm: 20, heightCm: 10 });
  const created = (
    await t.request({
      method: 'POST',
      url: '/front/transit-orders',
      token: s.token,
      payload: {
        purchaseParcelIds: [parcel.id],
        transitOptionName: 'Air Express',
        userAddressId: address.id,
        selfPickup: false,
        services: ['TRIAL_PACKING'],
      },
    })
  ).json() as TransitOrder;
  const read = async () =>
    (
      await t.request({ method: 'GET', url: `/front/transit-orders/${created.id}`, token: s.token })
    ).json() as TransitOrder;

  await waitFor(async () => (await read()).status === 'AWAITING_PAYMENT');
  const packed = await read();
  // The packing rule's box (one parcel: 1000 g + 200 g of carton and filling, 32×22×12 cm), as the demo warehouse trims it.
  expect(packed.packedSize).toEqual({ lengthCm: 30, widthCm: 20, heightCm: 10 });
  expect(packed.weights?.actualGrams).toBe(Math.round(1200 * 0.97));
  expect(packed.amountDue).toBe((packed.fee ?? 0) + 8);
  const titles = (
    await t.db.selectFrom('user_notifications').select('title').where('user_id', '=', s.userId).execute()
  ).map((n) => n.title);
  expect(titles).toEqual([`Transit order ${created.orderNo} packed for the exact fee`]);
}, 60_000);
