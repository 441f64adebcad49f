// Transit orders under concurrency on a real PostgreSQL server (row locks across pooled connections): a parcel
// goes into one open order only, and a payment racing a close ends in exactly one of them with the money, the
// payment record and the parcels agreeing. Runs only when TEST_DATABASE_URL is set; uses its own new database
// on that server and drops it afterwards.
import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import type { TransitOrder, UserAddress } from '../../contract';
import { buildApp, buildOperatorApp } from '../../backend/src/app';
import { testConfig } from '../../backend/src/config';
import { createDatabase, type Db } from '../../backend/src/db';
import { migrate } from '../../backend/src/db/migrate';
import { runSeed } from '../../backend/src/seed';
import { fundShopper, giveParcel, newShopper, type Shopper } from './helpers/shoppers';

const url = process.env.TEST_DATABASE_URL;
const describePg = url ? describe : describe.skip;

describePg('transit orders on PostgreSQL (TEST_DATABASE_URL)', () => {
  const name = `transit_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  let admin: Db;
  let db: Db;
  let app: FastifyInstance;
  let operator: FastifyInstance;

  beforeAll(async () => {
    admin = await createDatabase({ databaseUrl: url, poolSize: 1 });
    await sql.raw(`create database ${name}`).execute(admin);
    const target = new URL(url ?? '');
    target.pathname = `/${name}`;
    db = await createDatabase({ databaseUrl: target.toString(), poolSize: 20 });
    await migrate(db);
    const config = testConfig({ databaseUrl: target.toString(), operatorToken: 'pg-transit-operator', seedCatalogueSize: 40 });
    await runSeed({ db, config, options: { catalogueSize: 40 }, log: { info: () => undefined, warn: () => undefined } as never });
    app = await buildApp({ db, config, logger: false });
    operator = await buildOperatorApp({ db, config, mailer: app.mailer, logger: false });
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await operator?.close();
    await db?.destroy();
    await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
    await admin?.destroy();
  });

  const shop = (s: Shopper, options: InjectOptions) =>
    app.inject({ ...options, headers: { 'x-tenant-domain': 'localhost', authorization: `Bearer ${s.token}` } });
  const advance = (id: string) => operator.inject({ method: 'POST', url: `/operator/transit-orders/${id}/advance`, headers: { 'x-operator-token': 'pg-transit-operator' }, payload: {} });

  async function addressOf(s: Shopper): Promise<string> {
    const res = await shop(s, { method: 'POST', url: '/front/user/addresses', payload: { recipient: 'A B', phone: '+1 212 555 0100', country: 'US', regionCodes: ['NY', 'NY-NYC'], street: '1 Main St' } });
    return (res.json() as UserAddress).id;
  }

  it('puts a parcel into exactly one of 20 orders made at the same time', async () => {
    const s = await newShopper({ db });
    const addressId = await addressOf(s);
    const parcel = await giveParcel({ db }, s);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        shop(s, { method: 'POST', url: '/front/transit-orders', payload: { purchaseParcelIds: [parcel.id], transitOptionName: 'Air Express', userAddressId: addressId, selfPickup: false } }),
      ),
    );
    const made = results.filter((r) => r.statusCode === 200);
    expect(made).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).every((r) => (r.json() as { code: string }).code === 'PARCEL_NOT_AVAILABLE')).toBe(true);
    const row = await db.selectFrom('purchase_parcels').select(['status', 'transit_order_id']).where('id', '=', parcel.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'IN_TRANSIT_ORDER', transit_order_id: (made[0]?.json() as TransitOrder).id });
    const orders = await db.selectFrom('transit_orders').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', s.userId).executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(1);
  }, 60_000);

  it('a payment racing a close ends in exactly one of them, with money, payment and parcels agreeing', async () => {
    const s = await newShopper({ db });
    await fundShopper({ db }, s, 1_000_000);
    const addressId = await addressOf(s);
    let paidFen = 0;
    for (let round = 0; round < 8; round++) {
      const parcel = await giveParcel({ db }, s);
      const order = (await shop(s, { method: 'POST', url: '/front/transit-orders', payload: { purchaseParcelIds: [parcel.id], transitOptionName: 'Air Express', userAddressId: addressId, selfPickup: false } })).json() as TransitOrder;
      const weighed = (await advance(order.id)).json() as TransitOrder;
      const [pay, payAgain, close] = await Promise.all([
        shop(s, { method: 'POST', url: `/front/transit-orders/${order.id}/pay`, payload: { payPassword: '123456' } }),
        shop(s, { method: 'POST', url: `/front/transit-orders/${order.id}/pay`, payload: { payPassword: '123456' } }),
        shop(s, { method: 'POST', url: `/front/transit-orders/${order.id}/close` }),
      ]);
      const payments = [pay, payAgain].filter((r) => r.statusCode === 200).length;
      const closed = close.statusCode === 200 ? 1 : 0;
      expect(payments + closed).toBe(1);
      const final = await db.selectFrom('transit_orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
      const record = await db.selectFrom('payments').select('status').where('payment_no', '=', weighed.paymentNo ?? '').executeTakeFirstOrThrow();
      const held = await db.selectFrom('purchase_parcels').select('status').where('id', '=', parcel.id).executeTakeFirstOrThrow();
      if (closed) {
        expect([final.status, record.status, held.status]).toEqual(['CLOSED', 'CANCELLED', 'IN_STOCK']);
      } else {
        expect([final.status, record.status, held.status]).toEqual(['PAID', 'PAID', 'IN_TRANSIT_ORDER']);
        paidFen += Math.round((weighed.fee ?? 0) * 100);
      }
    }
    const account = await db.selectFrom('user_accounts').select('balance_fen').where('user_id', '=', s.userId).executeTakeFirstOrThrow();
    expect(account.balance_fen).toBe(1_000_000 - paidFen);
    const ledger = await db.selectFrom('ledger_entries').select((eb) => eb.fn.sum<number>('amount_fen').as('sum')).where('user_id', '=', s.userId).executeTakeFirstOrThrow();
    expect(Number(ledger.sum)).toBe(account.balance_fen);
  }, 60_000);
});
