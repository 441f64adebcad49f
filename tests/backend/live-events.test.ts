// Live status: each status change of a shopper's order, payment, parcel or transit order is recorded with the
// change (nothing when it rolls back) and reaches that shopper's open streams only, never another shopper's or
// another tenant's; a reconnect with Last-Event-ID (or ?after=) catches up from the table; streams are limited
// per shopper and end at logout. On PostgreSQL (TEST_DATABASE_URL), two API instances with their own connections
// share one database: a change made through one reaches a stream open on the other, also when the other is an API
// process of its own (the server entry point started as a child process).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { LiveEvent, PurchaseOrder } from '../../contract';
import { buildApp } from '../../backend/src/app';
import { createDatabase } from '../../backend/src/db';
import { pruneEvents } from '../../backend/src/modules/events/catchUp';
import { recordStatusChange } from '../../backend/src/modules/events/record';
import {
  buyNow,
  catalogueProducts,
  fund,
  newShopper,
  pgliteApi,
  postgresApi,
  type CommerceApi,
  type Shopper,
} from './helpers/commerce';
import { isChange, isReady, openStream, type OpenStream } from './helpers/eventStream';
import { newShopper as quickShopper } from './helpers/shoppers';
import { createTestApp, oncePerFile } from './helpers/testApp';

jest.setTimeout(60_000);

const HOSTS: Record<string, string> = { globalbuy: 'localhost', souq: 'souq.localhost' };

async function streamOf(
  api: CommerceApi,
  shopper: Shopper,
  extra: { lastEventId?: string; query?: string } = {},
): Promise<OpenStream> {
  const stream = await openStream(api.app, { token: shopper.token, host: HOSTS[shopper.tenant], ...extra });
  expect(stream.status).toBe(200);
  await stream.waitFor(isReady);
  return stream;
}

/** A paid order of the shopper (PENDING_PAYMENT → PAID), ready for the operator's first step. */
async function paidOrder(api: CommerceApi, shopper: Shopper): Promise<PurchaseOrder> {
  await fund(api, shopper, 1000);
  const [product] = await catalogueProducts(api, 1, shopper.tenant);
  const order = await buyNow(api, shopper, product!);
  const paid = await api.shop({
    method: 'POST',
    url: `/front/purchase-orders/${order.id}/pay`,
    token: shopper.token,
    tenant: shopper.tenant,
    payload: { payPassword: '123456' },
  });
  expect(paid.statusCode).toBe(200);
  return order;
}

const advance = (api: CommerceApi, order: PurchaseOrder) =>
  api.operator('POST', `/operator/purchase-orders/${order.id}/advance`, {});

describe('live status on PGlite', () => {
  let api: CommerceApi;
  const open: OpenStream[] = [];
  oncePerFile(pgliteApi, (built) => (api = built));
  afterEach(() => open.splice(0).forEach((s) => s.close()));
  const track = (s: OpenStream) => (open.push(s), s);

  it('refuses a stream without a session (401) and a malformed event id (400)', async () => {
    const anonymous = track(await openStream(api.app, {}));
    expect(anonymous.status).toBe(401);
    await anonymous.ended;
    expect(JSON.parse(anonymous.raw())).toMatchObject({ code: 'UNAUTHORIZED' });
    const shopper = await newShopper(api, { payPassword: false });
    const bad = track(await openStream(api.app, { token: shopper.token, query: '?after=abc' }));
    expect(bad.status).toBe(400);
    const badHeader = track(await openStream(api.app, { token: shopper.token, lastEventId: '-3' }));
    expect(badHeader.status).toBe(400);
  });

  it("records each change with it and streams it to its shopper only, not to another shopper's or tenant's stream", async () => {
    const owner = await newShopper(api);
    const neighbour = await newShopper(api);
    const abroad = await newShopper(api, { tenant: 'souq' });
    const [mine, theirs, foreign] = [
      track(await streamOf(api, owner)),
      track(await streamOf(api, neighbour)),
      track(await streamOf(api, abroad)),
    ];

    const order = await paidOrder(api, owner);
    const moved = await advance(api, order);
    expect(moved.statusCode).toBe(200);
    const purchasing = JSON.parse((await mine.waitFor(isChange('PURCHASING'))).data) as LiveEvent;
    expect(purchasing).toMatchObject({
      kind: 'ORDER',
      subjectId: order.id,
      subjectNo: order.orderNo,
      status: 'PURCHASING',
    });
    const kinds = mine.changes().map((e) => `${e.kind} ${e.status}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'ORDER PENDING_PAYMENT',
        'PAYMENT UNPAID',
        'PAYMENT PAID',
        'ORDER PAID',
        'NOTIFICATION NEW',
        'ORDER PURCHASING',
      ]),
    );

    const rows = await api.db
      .selectFrom('user_events')
      .select(['kind', 'status', 'tenant_id'])
      .where('user_id', '=', owner.userId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => `${r.kind} ${r.status}`)).toEqual(kinds);
    expect(rows.every((r) => r.tenant_id === 'globalbuy')).toBe(true);

    // Give a wrong stream time to receive something it must not.
    await new Promise((r) => setTimeout(r, 300));
    expect(theirs.changes()).toEqual([]);
    expect(foreign.changes()).toEqual([]);
  });

  it('records nothing and streams nothing for a change that rolls back', async () => {
    const owner = await newShopper(api);
    const order = await paidOrder(api, owner);
    const stream = track(await streamOf(api, owner));
    const before = await api.db
      .selectFrom('user_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    await expect(
      api.db.transaction().execute(async (trx) => {
        await recordStatusChange(trx, 'ORDER', [order.id], 'PURCHASING');
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const after = await api.db
      .selectFrom('user_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // A wrong pay password is refused and changes nothing either.
    const again = await buyNow(api, owner, (await catalogueProducts(api, 1))[0]!);
    const eventsBefore = stream.changes().length;
    const refused = await api.shop({
      method: 'POST',
      url: `/front/purchase-orders/${again.id}/pay`,
      token: owner.token,
      payload: { payPassword: '000000' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    await new Promise((r) => setTimeout(r, 300));
    expect(
      stream
        .changes()
        .slice(eventsBefore)
        .filter((e) => e.status === 'PAID'),
    ).toEqual([]);
  });

  it('catches up after Last-Event-ID or ?after=, then goes on live', async () => {
    const owner = await newShopper(api);
    const order = await paidOrder(api, owner);
    const first = track(await streamOf(api, owner));
    const lastSeen = first.messages.find(isReady)!.id!;
    first.close();
    await advance(api, order); // PURCHASING, while no stream is open
    const back = track(await streamOf(api, owner, { lastEventId: lastSeen }));
    const missed = back.changes();
    // The step and the notice it sent.
    expect(missed.map((e) => `${e.kind} ${e.status}`)).toEqual(['ORDER PURCHASING', 'NOTIFICATION NEW']);
    // Caught-up events come before `ready`, whose id is the newest one.
    expect(back.messages.findIndex(isReady)).toBe(missed.length);
    expect(back.messages.find(isReady)!.id).toBe(String(missed[missed.length - 1]!.id));
    await advance(api, order); // PURCHASED, live
    await back.waitFor(isChange('PURCHASED'));
    const viaQuery = track(await streamOf(api, owner, { query: `?after=${lastSeen}` }));
    expect(
      viaQuery
        .changes()
        .filter((e) => e.kind === 'ORDER')
        .map((e) => e.status),
    ).toEqual(['PURCHASING', 'PURCHASED']);
    // Another shopper's id does not reveal their events.
    const other = await newShopper(api, { payPassword: false });
    const stranger = track(await streamOf(api, other, { query: '?after=0' }));
    expect(stranger.changes()).toEqual([]);
  });

  it('allows five streams per shopper (429 TOO_MANY_STREAMS for a sixth) and frees a slot when one closes', async () => {
    const owner = await newShopper(api, { payPassword: false });
    const five = await Promise.all(Array.from({ length: 5 }, () => streamOf(api, owner)));
    five.forEach(track);
    const sixth = track(await openStream(api.app, { token: owner.token }));
    expect(sixth.status).toBe(429);
    await sixth.ended;
    expect(JSON.parse(sixth.raw())).toMatchObject({ code: 'TOO_MANY_STREAMS' });
    five[0]!.close();
    for (let i = 0; i < 50; i++) {
      const retry = await openStream(api.app, { token: owner.token });
      track(retry);
      if (retry.status === 200) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the closed stream did not free its slot');
  });

  it('ends the stream at logout', async () => {
    const owner = await newShopper(api, { payPassword: false });
    const stream = track(await streamOf(api, owner));
    const out = await api.shop({ method: 'POST', url: '/front/user/logout', token: owner.token });
    expect(out.statusCode).toBe(204);
    await stream.ended;
    const again = track(await openStream(api.app, { token: owner.token }));
    expect(again.status).toBe(401);
  });

  it('prunes events older than the catch-up window', async () => {
    const owner = await newShopper(api, { payPassword: false });
    await api.db
      .insertInto('user_events')
      .values({
        tenant_id: 'globalbuy',
        user_id: owner.userId,
        kind: 'ORDER',
        subject_id: 'x',
        subject_no: 'x',
        status: 'PAID',
        created_at: sql<Date>`now() - interval '25 hours'`,
      })
      .execute();
    await api.db
      .insertInto('user_events')
      .values({
        tenant_id: 'globalbuy',
        user_id: owner.userId,
        kind: 'ORDER',
        subject_id: 'y',
        subject_no: 'y',
        status: 'PAID',
      })
      .execute();
    expect(await pruneEvents(api.db)).toBeGreaterThanOrEqual(1);
    const left = await api.db
      .selectFrom('user_events')
      .select('subject_id')
      .where('user_id', '=', owner.userId)
      .execute();
    expect(left.map((r) => r.subject_id)).toEqual(['y']);
  });
});

describe('live status limits of one API process', () => {
  it('answers 503 LIVE_STREAMS_BUSY past LIVE_STREAMS_PER_PROCESS, and 404 when it is 0 (live status off)', async () => {
    const busy = await createTestApp({ config: { liveStreamsPerProcess: 2 } });
    const off = await createTestApp({ config: { liveStreamsPerProcess: 0 } });
    const streams: OpenStream[] = [];
    try {
      const [a, b, c] = [await quickShopper(busy), await quickShopper(busy), await quickShopper(busy)];
      for (const s of [a, b]) {
        const stream = await openStream(busy.app, { token: s.token });
        streams.push(stream);
        expect(stream.status).toBe(200);
      }
      const third = await openStream(busy.app, { token: c.token });
      streams.push(third);
      expect(third.status).toBe(503);
      await third.ended;
      expect(JSON.parse(third.raw())).toMatchObject({ code: 'LIVE_STREAMS_BUSY' });
      const shopper = await quickShopper(off);
      const none = await off.request({ method: 'GET', url: '/front/events', token: shopper.token });
      expect(none.statusCode).toBe(404);
    } finally {
      streams.forEach((s) => s.close());
      await busy.close();
      await off.close();
    }
  });
});

const url = process.env.TEST_DATABASE_URL;
const describePg = url ? describe : describe.skip;
if (!url)
  console.info(
    'live-events: the two-instance PostgreSQL test is skipped (set TEST_DATABASE_URL, see scripts/start-test-postgres.sh)',
  );

describePg('live status across two API instances on one PostgreSQL (TEST_DATABASE_URL)', () => {
  let api: CommerceApi;
  let second: { app: Awaited<ReturnType<typeof buildApp>>; close(): Promise<void> };
  oncePerFile(
    async () => {
      const built = await postgresApi(url ?? '');
      // Its own connection pool and its own LISTEN connection: all it shares with the first is the database.
      const db = await createDatabase({ databaseUrl: built.app.config.databaseUrl, poolSize: 4 });
      const app = await buildApp({ db, config: built.app.config, logger: false });
      await app.ready();
      second = { app, close: async () => (await app.close(), await db.destroy()) };
      return { ...built, close: async () => (await second.close(), await built.close()) };
    },
    (built) => (api = built),
    300_000,
  );

  it('an order the operator advances through one instance reaches a stream open on the other within seconds', async () => {
    const owner = await newShopper(api);
    const neighbour = await newShopper(api, { payPassword: false });
    const order = await paidOrder(api, owner);
    const stream = await openStream(second.app, { token: owner.token });
    const other = await openStream(second.app, { token: neighbour.token });
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor(isReady);
      const started = Date.now();
      expect((await advance(api, order)).statusCode).toBe(200);
      const event = JSON.parse((await stream.waitFor(isChange('PURCHASING'), 5_000)).data) as LiveEvent;
      expect(event).toMatchObject({ kind: 'ORDER', subjectId: order.id, status: 'PURCHASING' });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(other.changes()).toEqual([]);
    } finally {
      stream.close();
      other.close();
    }
  });

  it('a stream keeps its changes when the LISTEN connection drops: the hub reconnects and the stream reads what it missed', async () => {
    const owner = await newShopper(api);
    const order = await paidOrder(api, owner);
    const stream = await openStream(second.app, { token: owner.token });
    try {
      await stream.waitFor(isReady);
      // What a database restart or a failover does to the listening connections.
      const killed =
        await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen live_events'`.execute(
          api.db,
        );
      expect(killed.rows.length).toBeGreaterThanOrEqual(1);
      expect((await advance(api, order)).statusCode).toBe(200);
      await stream.waitFor(isChange('PURCHASING'), 10_000);
      expect((await advance(api, order)).statusCode).toBe(200);
      await stream.waitFor(isChange('PURCHASED'), 5_000);
      expect(
        stream
          .changes()
          .filter((e) => e.kind === 'ORDER')
          .map((e) => e.status),
      ).toEqual(['PURCHASING', 'PURCHASED']);
    } finally {
      stream.close();
    }
  });

  it('an order the operator advances through this process reaches a stream open on another API process within seconds', async () => {
    const api2 = await startApiProcess(api.app.config.databaseUrl ?? '');
    try {
      const owner = await newShopper(api);
      const order = await paidOrder(api, owner);
      const stream = await openStream(api2.base, { token: owner.token });
      try {
        expect(stream.status).toBe(200);
        await stream.waitFor(isReady);
        const started = Date.now();
        expect((await advance(api, order)).statusCode).toBe(200);
        const event = JSON.parse((await stream.waitFor(isChange('PURCHASING'), 5_000)).data) as LiveEvent;
        expect(event).toMatchObject({ kind: 'ORDER', subjectId: order.id, status: 'PURCHASING' });
        expect(Date.now() - started).toBeLessThan(5_000);
      } finally {
        stream.close();
      }
    } finally {
      await api2.stop();
    }
  }, 180_000);
});

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The API's entry point (`backend/src/server.ts`) started as a process of its own on the same database. A free port
 * found here can be taken by another test before the child binds it, so a child that reports the port taken is
 * started again on new ports.
 */
async function startApiProcess(databaseUrl: string): Promise<{ base: string; stop(): Promise<void> }> {
  for (let attempt = 1; ; attempt++) {
    const started = await startApiProcessOnce(databaseUrl);
    if ('base' in started) return started;
    if (!started.errors.includes('EADDRINUSE') || attempt === 3) {
      throw new Error(`the second API process did not start: ${started.errors}`);
    }
  }
}

async function startApiProcessOnce(
  databaseUrl: string,
): Promise<{ base: string; stop(): Promise<void> } | { errors: string }> {
  const root = path.resolve(__dirname, '../..');
  const [port, operatorPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-process-'));
  const child: ChildProcess = spawn(path.join(root, 'node_modules/.bin/tsx'), ['backend/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      OPERATOR_PORT: String(operatorPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${base}/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  return { errors };
}
