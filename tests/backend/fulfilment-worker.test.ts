// The fulfilment worker on the job runner: with FULFILMENT_STEP_SECONDS=1 a paid order walks to the warehouse on
// its own, one step per job, each step exactly once: in process on PGlite, and on PostgreSQL with pg-boss shared by
// two API instances (each with its own connection pool and worker).
import type { FastifyInstance } from 'fastify';
import type { PurchaseOrder } from '../../contract';
import { buildApp } from '../../backend/src/app';
import { testConfig } from '../../backend/src/config';
import { createDatabase, type Db } from '../../backend/src/db';
import { jobsFor } from '../../backend/src/jobs';
import {
  buyNow,
  catalogueProducts,
  expectLedgerConsistent,
  fund,
  newShopper,
  pgliteApi,
  postgresApi,
  type CommerceApi,
} from './helpers/commerce';
import { oncePerFile } from './helpers/testApp';

// Pay passwords are scrypt-hashed on purpose (tens of ms each): on a busy machine a scenario takes seconds.
jest.setTimeout(60_000);

const previous = process.env.FULFILMENT_STEP_SECONDS;
beforeAll(() => {
  process.env.FULFILMENT_STEP_SECONDS = '1';
});
afterAll(() => {
  if (previous === undefined) delete process.env.FULFILMENT_STEP_SECONDS;
  else process.env.FULFILMENT_STEP_SECONDS = previous;
});

async function payAndWait(api: CommerceApi, timeoutMs: number): Promise<PurchaseOrder> {
  const shopper = await newShopper(api);
  await fund(api, shopper, 1000);
  const [product] = await catalogueProducts(api, 1);
  const po = await buyNow(api, shopper, product!);
  expect(
    (
      await api.shop({
        method: 'POST',
        url: `/front/purchase-orders/${po.id}/pay`,
        token: shopper.token,
        payload: { payPassword: '123456' },
      })
    ).statusCode,
  ).toBe(200);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = (
      await api.shop({ method: 'GET', url: `/front/purchase-orders/${po.id}`, token: shopper.token })
    ).json() as PurchaseOrder;
    if (current.status === 'IN_WAREHOUSE' || Date.now() > deadline) return current;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('fulfilment worker on PGlite (in-process jobs)', () => {
  let api: CommerceApi;
  oncePerFile(pgliteApi, (built) => (api = built));

  it('moves a paid order step by step into the warehouse, each step once', async () => {
    expect(jobsFor(api.app).kind).toBe('in-process');
    const order = await payAndWait(api, 30_000);
    expect(order.status).toBe('IN_WAREHOUSE');
    expect(order.timeline.map((e) => e.status)).toEqual([
      'PENDING_PAYMENT',
      'PAID',
      'PURCHASING',
      'PURCHASED',
      'SELLER_SHIPPED',
      'IN_WAREHOUSE',
    ]);
    const parcels = await api.db
      .selectFrom('purchase_parcels')
      .select('id')
      .where('purchase_order_id', '=', order.id)
      .execute();
    expect(parcels).toHaveLength(1);
    // A late duplicate of an old step's job finds the order elsewhere and does nothing.
    await jobsFor(api.app).schedule('purchase-order.step', { orderId: order.id, from: 'PAID' });
    await new Promise((r) => setTimeout(r, 300));
    const events = await api.db
      .selectFrom('purchase_order_events')
      .select('status')
      .where('order_id', '=', order.id)
      .execute();
    expect(events).toHaveLength(6);
    await expectLedgerConsistent(api.db);
  }, 60_000);
});

const url = process.env.TEST_DATABASE_URL;
(url ? describe : describe.skip)('fulfilment worker on PostgreSQL (pg-boss, two API instances)', () => {
  let api: CommerceApi;
  let secondDb: Db;
  let second: FastifyInstance;
  beforeAll(async () => {
    api = await postgresApi(url ?? '');
    // A second API process: its own pool, its own app and job runner, the same database and queue.
    const dbUrl = api.app.config.databaseUrl ?? '';
    secondDb = await createDatabase({ databaseUrl: dbUrl, poolSize: 5 });
    second = await buildApp({ db: secondDb, config: testConfig({ databaseUrl: dbUrl }), logger: false });
    await second.ready();
  }, 300_000);
  afterAll(async () => {
    await second?.close();
    await secondDb?.destroy();
    await api?.close();
  });

  it('moves the order once per step although both instances work the queue', async () => {
    expect(jobsFor(api.app).kind).toBe('pg-boss');
    const order = await payAndWait(api, 60_000);
    expect(order.status).toBe('IN_WAREHOUSE');
    expect(order.timeline.map((e) => e.status)).toEqual([
      'PENDING_PAYMENT',
      'PAID',
      'PURCHASING',
      'PURCHASED',
      'SELLER_SHIPPED',
      'IN_WAREHOUSE',
    ]);
    const parcels = await api.db
      .selectFrom('purchase_parcels')
      .select('id')
      .where('purchase_order_id', '=', order.id)
      .execute();
    expect(parcels).toHaveLength(1);
    await expectLedgerConsistent(api.db);
  }, 120_000);
});
