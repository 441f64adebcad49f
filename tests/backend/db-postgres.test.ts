// The same API on a real PostgreSQL server. Runs only when TEST_DATABASE_URL is set, e.g.
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5433/storefront_test npx jest tests/backend/db-postgres.test.ts
// The database is emptied (schema public dropped) first: point it at a throwaway database.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { LoginResponse, Tenant } from '../../contract';
import { buildApp, buildOperatorApp } from '../../backend/src/app';
import { testConfig } from '../../backend/src/config';
import { createDatabase, type Db } from '../../backend/src/db';
import { listMigrationFiles, migrate } from '../../backend/src/db/migrate';
import { runSeed } from '../../backend/src/seed';

const url = process.env.TEST_DATABASE_URL;
const describePg = url ? describe : describe.skip;

describePg('reference API on PostgreSQL (TEST_DATABASE_URL)', () => {
  let db: Db;
  let app: FastifyInstance;
  let operator: FastifyInstance;
  const headers = { 'x-tenant-domain': 'souq.localhost' };

  beforeAll(async () => {
    db = await createDatabase({ databaseUrl: url });
    await sql`drop schema if exists public cascade`.execute(db);
    await sql`create schema public`.execute(db);
    const config = testConfig({ databaseUrl: url ?? null, operatorToken: 'pg-operator', seedCatalogueSize: 40 });
    expect((await migrate(db)).applied).toEqual(listMigrationFiles());
    expect((await migrate(db)).applied).toEqual([]);
    await runSeed({
      db,
      config,
      options: { catalogueSize: 40 },
      log: { info: () => undefined, warn: () => undefined } as never,
    });
    app = await buildApp({ db, config, logger: false });
    operator = await buildOperatorApp({ db, config, mailer: app.mailer, logger: false });
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await operator?.close();
    await db?.destroy();
  });

  it('reports postgres in /health', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toMatchObject({ status: 'ok', database: 'postgres' });
  });

  it('serves the seeded tenant with numbers, json and the forced #', async () => {
    const tenant = (await app.inject({ method: 'GET', url: '/front/tenant', headers })).json() as Tenant;
    expect(tenant).toMatchObject({
      id: 'souq',
      themeColor: '#00796b',
      timezoneOffset: 3,
      exchangeInfo: { cnyExchangeRate: 0.52, currency: 'SAR' },
    });
    expect(tenant.supportedLanguages).toEqual(['ar', 'en']);
  });

  it('signs up with a mailed code and logs in', async () => {
    const email = 'pg-user@example.com';
    expect(
      (await app.inject({ method: 'POST', url: '/front/user/send-email-code', headers, payload: { email } }))
        .statusCode,
    ).toBe(200);
    const outbox = await operator.inject({
      method: 'GET',
      url: `/operator/outbox?to=${email}`,
      headers: { 'x-operator-token': 'pg-operator' },
    });
    const code = (outbox.json() as { items: { code: string }[] }).items[0]?.code;
    const signup = await app.inject({
      method: 'POST',
      url: '/front/user/signup',
      headers,
      payload: { name: 'PG', email, loginPassword: 'Secret123', verificationCode: code },
    });
    expect(signup.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/front/user/login',
      headers,
      payload: { email, password: 'Secret123' },
    });
    const token = (login.json() as LoginResponse).accessToken;
    const profile = await app.inject({
      method: 'GET',
      url: '/front/user/profile',
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(profile.json()).toMatchObject({ email, unreadNotificationCount: expect.any(Number) });
  });

  it('runs concurrent transactions with row locks correctly', async () => {
    await sql`create table if not exists t_counter (id int primary key, n int not null)`.execute(db);
    await sql`insert into t_counter values (1, 0) on conflict (id) do update set n = 0`.execute(db);
    const bump = () =>
      db.transaction().execute(async (trx) => {
        const row = await sql<{ n: number }>`select n from t_counter where id = 1 for update`.execute(trx);
        await sql`update t_counter set n = ${(row.rows[0]?.n ?? 0) + 1} where id = 1`.execute(trx);
      });
    await Promise.all(Array.from({ length: 20 }, bump));
    const final = await sql<{ n: number }>`select n from t_counter where id = 1`.execute(db);
    expect(final.rows[0]?.n).toBe(20);
  });
});
