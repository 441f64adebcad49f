import { sql } from 'kysely';
import { createDatabase, type Db } from '../../backend/src/db';
import { listMigrationFiles, migrate } from '../../backend/src/db/migrate';

describe('database over PGlite', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createDatabase({});
  }, 60_000);
  afterAll(() => db.destroy());

  it('applies every migration in filename order on a fresh database, once', async () => {
    const files = listMigrationFiles();
    expect(files.length).toBeGreaterThanOrEqual(5);
    expect([...files].sort()).toEqual(files);
    const first = await migrate(db);
    expect(first.applied).toEqual(files);
    const again = await migrate(db);
    expect(again.applied).toEqual([]);
    const recorded = await db.selectFrom('schema_migrations').select('name').orderBy('name').execute();
    expect(recorded.map((r) => r.name)).toEqual(files);
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public'`.execute(db);
    const names = tables.rows.map((r) => r.table_name);
    for (const t of ['tenants', 'tenant_hosts', 'users', 'access_tokens', 'email_codes', 'mail_outbox']) {
      expect(names).toContain(t);
    }
  }, 60_000);

  it('never interleaves two transactions on the single PGlite connection', async () => {
    await sql`create table if not exists t_counter (id int primary key, n int not null)`.execute(db);
    await sql`insert into t_counter values (1, 0) on conflict do nothing`.execute(db);
    // Read-modify-write without row locks: only correct if transactions run one after another.
    const bump = () =>
      db.transaction().execute(async (trx) => {
        const row = await sql<{ n: number }>`select n from t_counter where id = 1`.execute(trx);
        // Yield to the event loop, so a second transaction could start here if the connection let it.
        await new Promise((r) => setImmediate(r));
        await sql`update t_counter set n = ${(row.rows[0]?.n ?? 0) + 1} where id = 1`.execute(trx);
      });
    await Promise.all(Array.from({ length: 20 }, bump));
    const final = await sql<{ n: number }>`select n from t_counter where id = 1`.execute(db);
    expect(final.rows[0]?.n).toBe(20);
  });

  it('rolls a failed transaction back and keeps serving queries', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`update t_counter set n = 999 where id = 1`.execute(trx);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const row = await sql<{ n: number }>`select n from t_counter where id = 1`.execute(db);
    expect(row.rows[0]?.n).toBe(20);
  });

  it('returns numbers for count(*) and numeric, and affected row counts', async () => {
    const count = await db
      .selectFrom('schema_migrations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(typeof count.n).toBe('number');
    const num = await sql<{ v: number }>`select 12.5::numeric(6,2) as v`.execute(db);
    expect(num.rows[0]?.v).toBe(12.5);
    const upd = await db
      .updateTable('schema_migrations')
      .set({ checksum: sql`checksum` })
      .executeTakeFirst();
    expect(Number(upd.numUpdatedRows)).toBe(listMigrationFiles().length);
  });
});
