// POST /front/transit-options/consolidation: the advice for the shopper's own parcels waiting in the warehouse,
// priced as the transit order would estimate them; every bad request is refused with a code and changes nothing.
import type { ConsolidationAdvice, ShippingEstimate, UserAddress } from '../../contract';
import { CONSOLIDATION_MAX_PARCELS } from '../../contract';
import { giveParcel, newShopper, type Shopper } from './helpers/shoppers';
import { appForFile, type TestApp } from './helpers/testApp';

let t: TestApp;
appForFile((app) => (t = app), { slow: true });

const advise = (s: Shopper | null, payload: unknown) =>
  t.request({
    method: 'POST',
    url: '/front/transit-options/consolidation',
    token: s?.token,
    tenant: s?.tenantId,
    payload: payload as object,
  });
const small = { weightGrams: 800, lengthCm: 30, widthCm: 20, heightCm: 10 };

async function withAddress(s: Shopper, country: string, regionCodes: string[]): Promise<UserAddress> {
  const res = await t.request({
    method: 'POST',
    url: '/front/user/addresses',
    token: s.token,
    tenant: s.tenantId,
    payload: {
      recipient: 'Jordan Miller',
      phone: '+1 212 555 0148',
      country,
      regionCodes,
      street: '350 W 42nd St',
      postcode: '10036',
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as UserAddress;
}

describe('consolidation advice', () => {
  it('groups the parcels, with fees equal to the estimate of each group and the saving against shipping each alone', async () => {
    const s = await newShopper(t);
    const a = await giveParcel(t, s, small);
    const b = await giveParcel(t, s, small);
    const res = await advise(s, { purchaseParcelIds: [a.id, b.id], country: 'us' });
    expect(res.statusCode).toBe(200);
    const advice = res.json() as ConsolidationAdvice;
    expect(advice).toMatchObject({ country: 'US', method: 'EXHAUSTIVE' });
    expect(advice.groups.flatMap((g) => g.purchaseParcelIds).sort()).toEqual([a.id, b.id].sort());
    expect(advice.total).toBeCloseTo(
      advice.groups.reduce((sum, g) => sum + g.fee.total, 0),
      2,
    );
    expect(advice.saving).toBeCloseTo(advice.separateTotal - advice.total, 2);
    // Two small boxes cost two first-weight fees; one box on the cheapest line costs less.
    expect(advice.groups).toHaveLength(1);
    expect(advice.saving).toBeGreaterThan(0);

    for (const group of advice.groups) {
      const estimate = (
        await t.request({
          method: 'GET',
          url: `/front/transit-options/estimate?country=US&purchaseParcelIds=${group.purchaseParcelIds.join(',')}`,
          token: s.token,
          tenant: s.tenantId,
        })
      ).json() as ShippingEstimate;
      const cheapest = estimate.lines.find((l) => l.allowed);
      expect(cheapest?.transitOptionName).toBe(group.transitOptionName);
      expect(cheapest?.fee).toEqual(group.fee);
      expect(cheapest?.weights).toEqual(group.weights);
    }
    // The saving is measured against each parcel on its own cheapest line.
    let alone = 0;
    for (const p of [a, b]) {
      const estimate = (
        await t.request({
          method: 'GET',
          url: `/front/transit-options/estimate?country=US&purchaseParcelIds=${p.id}`,
          token: s.token,
          tenant: s.tenantId,
        })
      ).json() as ShippingEstimate;
      alone += estimate.lines.find((l) => l.allowed)?.fee?.total ?? 0;
    }
    expect(advice.separateTotal).toBeCloseTo(alone, 2);
  });

  it("ships to the default address's country unless another is chosen", async () => {
    const s = await newShopper(t);
    const ids = [(await giveParcel(t, s, small)).id, (await giveParcel(t, s, small)).id];
    const none = await advise(s, { purchaseParcelIds: ids });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { country: 'REQUIRED' } });
    await withAddress(s, 'US', ['NY', 'NY-NYC']);
    expect((await advise(s, { purchaseParcelIds: ids })).json()).toMatchObject({ country: 'US' });
    expect((await advise(s, { purchaseParcelIds: ids, country: 'GB' })).json()).toMatchObject({ country: 'GB' });
  });

  it('refuses bad input with a code and leaves the parcels as they were', async () => {
    const s = await newShopper(t);
    const other = await newShopper(t);
    const mine = await giveParcel(t, s, small);
    const second = await giveParcel(t, s, small);
    const theirs = await giveParcel(t, other, small);
    const heavy = await giveParcel(t, s, { weightGrams: 200_000, lengthCm: 100, widthCm: 80, heightCm: 80 });

    expect((await advise(null, { purchaseParcelIds: [mine.id], country: 'US' })).statusCode).toBe(401);
    const cases: [unknown, number, object][] = [
      [
        { purchaseParcelIds: [mine.id, theirs.id], country: 'US' },
        404,
        { code: 'PARCEL_NOT_FOUND', detail: theirs.id },
      ],
      [{ purchaseParcelIds: [mine.id, 'no-such-parcel'], country: 'US' }, 404, { code: 'PARCEL_NOT_FOUND' }],
      [
        { purchaseParcelIds: [], country: 'US' },
        400,
        { code: 'VALIDATION_FAILED', fields: { purchaseParcelIds: 'REQUIRED' } },
      ],
      [
        { purchaseParcelIds: [mine.id, mine.id], country: 'US' },
        400,
        { code: 'VALIDATION_FAILED', fields: { purchaseParcelIds: 'DUPLICATE_PARCEL' } },
      ],
      [
        { purchaseParcelIds: Array.from({ length: CONSOLIDATION_MAX_PARCELS + 1 }, (_, i) => `p${i}`), country: 'US' },
        400,
        { code: 'VALIDATION_FAILED', fields: { purchaseParcelIds: 'TOO_MANY' } },
      ],
      [
        { purchaseParcelIds: [mine.id], country: 'USA' },
        400,
        { code: 'VALIDATION_FAILED', fields: { country: 'INVALID_COUNTRY' } },
      ],
      [
        { purchaseParcelIds: 'all', country: 'US' },
        400,
        { code: 'VALIDATION_FAILED', fields: { purchaseParcelIds: 'REQUIRED' } },
      ],
      [{ purchaseParcelIds: [mine.id, second.id], country: 'ZZ' }, 409, { code: 'NO_LINE_TO_COUNTRY', detail: 'ZZ' }],
      [
        { purchaseParcelIds: [mine.id, heavy.id], country: 'US' },
        409,
        { code: 'NO_LINE_FOR_PARCEL', detail: heavy.parcelNo },
      ],
    ];
    for (const [payload, status, body] of cases) {
      const res = await advise(s, payload);
      expect({ status: res.statusCode, body: res.json() as object }).toEqual({
        status,
        body: expect.objectContaining(body),
      });
    }

    // A parcel already held by a transit order is not in the warehouse to plan.
    const address = await withAddress(s, 'US', ['NY', 'NY-NYC']);
    const order = await t.request({
      method: 'POST',
      url: '/front/transit-orders',
      token: s.token,
      tenant: s.tenantId,
      payload: {
        purchaseParcelIds: [second.id],
        transitOptionName: 'Air Express',
        userAddressId: address.id,
        selfPickup: false,
      },
    });
    expect(order.statusCode).toBe(200);
    const held = await advise(s, { purchaseParcelIds: [mine.id, second.id], country: 'US' });
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ code: 'PARCEL_NOT_AVAILABLE', detail: second.parcelNo });

    const statuses = await t.db
      .selectFrom('purchase_parcels')
      .select(['id', 'status'])
      .where('id', 'in', [mine.id, heavy.id, theirs.id])
      .execute();
    expect(statuses.every((p) => p.status === 'IN_STOCK')).toBe(true);
  });
});
