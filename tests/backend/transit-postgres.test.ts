// Transit orders under concurrency on a real PostgreSQL server (row locks across pooled connections): a parcel
// goes into one open order only, and a payment racing a close ends in exactly one of them with the money, the
// payment record and the parcels agreeing. Runs only when TEST_DATABASE_URL is set; uses its own new database
// on that server and drops it afterwards.
import type { InjectOptions } from 'fastify';
import type { TransitOrder, UserAddress } from '../../contract';
import { postgresApi, type CommerceApi } from './helpers/commerce';
import { fundShopper, giveParcel, newShopper, type Shopper } from './helpers/shoppers';
import { oncePerFile } from './helpers/testApp';

const url = process.env.TEST_DATABASE_URL;
const describePg = url ? describe : describe.skip;

describePg('transit orders on PostgreSQL (TEST_DATABASE_URL)', () => {
  let api: CommerceApi;
  oncePerFile(
    () => postgresApi(url ?? ''),
    (built) => (api = built),
    300_000,
  );

  const shop = (s: Shopper, options: InjectOptions) => api.shop({ ...options, token: s.token });
  const advance = (id: string) => api.operator('POST', `/operator/transit-orders/${id}/advance`, {});

  async function addressOf(s: Shopper): Promise<string> {
    const res = await shop(s, {
      method: 'POST',
      url: '/front/user/addresses',
      payload: {
        recipient: 'A B',
        phone: '+1 212 555 0100',
        country: 'US',
        regionCodes: ['NY', 'NY-NYC'],
        street: '1 Main St',
      },
    });
    return (res.json() as UserAddress).id;
  }

  it('puts a parcel into exactly one of 20 orders made at the same time', async () => {
    const s = await newShopper(api);
    const addressId = await addressOf(s);
    const parcel = await giveParcel(api, s);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        shop(s, {
          method: 'POST',
          url: '/front/transit-orders',
          payload: {
            purchaseParcelIds: [parcel.id],
            transitOptionName: 'Air Express',
            userAddressId: addressId,
            selfPickup: false,
          },
        }),
      ),
    );
    const made = results.filter((r) => r.statusCode === 200);
    expect(made).toHaveLength(1);
    expect(
      results
        .filter((r) => r.statusCode === 409)
        .every((r) => (r.json() as { code: string }).code === 'PARCEL_NOT_AVAILABLE'),
    ).toBe(true);
    const row = await api.db
      .selectFrom('purchase_parcels')
      .select(['status', 'transit_order_id'])
      .where('id', '=', parcel.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'IN_TRANSIT_ORDER', transit_order_id: (made[0]?.json() as TransitOrder).id });
    const orders = await api.db
      .selectFrom('transit_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', s.userId)
      .executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(1);
  }, 60_000);

  it('a payment racing a close ends in exactly one of them, with money, payment and parcels agreeing', async () => {
    const s = await newShopper(api);
    await fundShopper(api, s, 1_000_000);
    const addressId = await addressOf(s);
    let paidFen = 0;
    for (let round = 0; round < 8; round++) {
      const parcel = await giveParcel(api, s);
      const order = (
        await shop(s, {
          method: 'POST',
          url: '/front/transit-orders',
          payload: {
            purchaseParcelIds: [parcel.id],
            transitOptionName: 'Air Express',
            userAddressId: addressId,
            selfPickup: false,
          },
        })
      ).json() as TransitOrder;
      const weighed = (await advance(order.id)).json() as TransitOrder;
      const [pay, payAgain, close] = await Promise.all([
        shop(s, { method: 'POST', url: `/front/transit-orders/${order.id}/pay`, payload: { payPassword: '123456' } }),
        shop(s, { method: 'POST', url: `/front/transit-orders/${order.id}/pay`, payload: { payPassword: '123456' } }),
        shop(s, { method: 'POST', url: `/front/transit-orders/${order.id}/close` }),
      ]);
      const payments = [pay, payAgain].filter((r) => r.statusCode === 200).length;
      const closed = close.statusCode === 200 ? 1 : 0;
      expect(payments + closed).toBe(1);
      const final = await api.db
        .selectFrom('transit_orders')
        .select('status')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      const record = await api.db
        .selectFrom('payments')
        .select('status')
        .where('payment_no', '=', weighed.paymentNo ?? '')
        .executeTakeFirstOrThrow();
      const held = await api.db
        .selectFrom('purchase_parcels')
        .select('status')
        .where('id', '=', parcel.id)
        .executeTakeFirstOrThrow();
      if (closed) {
        expect([final.status, record.status, held.status]).toEqual(['CLOSED', 'CANCELLED', 'IN_STOCK']);
      } else {
        expect([final.status, record.status, held.status]).toEqual(['PAID', 'PAID', 'IN_TRANSIT_ORDER']);
        paidFen += Math.round((weighed.fee ?? 0) * 100);
      }
    }
    const account = await api.db
      .selectFrom('user_accounts')
      .select('balance_fen')
      .where('user_id', '=', s.userId)
      .executeTakeFirstOrThrow();
    expect(account.balance_fen).toBe(1_000_000 - paidFen);
    const ledger = await api.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<number>('amount_fen').as('sum'))
      .where('user_id', '=', s.userId)
      .executeTakeFirstOrThrow();
    expect(Number(ledger.sum)).toBe(account.balance_fen);
  }, 60_000);
});
