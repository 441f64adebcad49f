// The database factory: Kysely over embedded PGlite by default, over a `pg` pool when DATABASE_URL is set.
// Everything else in the API talks to `Kysely<Database>` and does not care which one it got.
//
// Conventions for every module:
// - money is integer fen (`bigint`/`integer` columns), parsed to JS numbers by both drivers (see TYPE_PARSERS);
// - write jsonb values through `jsonb(value)` (pg would otherwise turn JS arrays into Postgres arrays);
// - every tenant-owned table has `tenant_id` and every query filters on it.
import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pgliteDialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type { Database } from './schema';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string | null;
  /** PGlite data directory; omitted = in-memory. */
  pgliteDir?: string | null;
  /** Start PGlite from a `dumpDataDir()` tarball (tests restore a prepared, migrated database this way). */
  loadDataDir?: Blob | null;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

const INT8 = 20;
const NUMERIC = 1700;
/** count(*), bigint sums and numeric come back as numbers (values stay far below 2^53 here). */
const toNumber = (value: string) => Number(value);

export async function createDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8 || oid === NUMERIC
            ? toNumber
            : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
      },
    });
    // An idle pooled connection that the server ends (a restart, a failover, an administrator) makes the pool emit
    // 'error'; unheard, that event would end the process. The pool has already dropped that connection and opens a
    // new one for the next query, so there is nothing to do: a query that does fail still reports its own error.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await sql`select 1`.execute(db);
    return db;
  }
  const pglite = await openPGlite(options);
  return kyselyOverPGlite(pglite);
}

/** A raw PGlite instance with this project's type parsers (tests use it to dump/restore a prepared database). */
export async function openPGlite(options: Pick<DatabaseOptions, 'pgliteDir' | 'loadDataDir'>): Promise<PGlite> {
  if (options.pgliteDir) fs.mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  return PGlite.create({
    dataDir: options.pgliteDir ?? undefined,
    loadDataDir: options.loadDataDir ?? undefined,
    parsers: { [INT8]: toNumber, [NUMERIC]: toNumber },
  });
}

const embedded = new WeakMap<Db, PGlite>();

/** Kysely over an open PGlite; `db.destroy()` closes the PGlite instance too. */
export function kyselyOverPGlite(pglite: PGlite): Db {
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  embedded.set(db, pglite);
  return db;
}

/** The PGlite under `db`, or undefined on PostgreSQL (LISTEN needs the instance itself to hear notifications). */
export function embeddedPGlite(db: Db): PGlite | undefined {
  return embedded.get(db);
}

/** Data dir of the embedded database for a given `DATA_DIR`. */
export function pgliteDirFor(dataDir: string): string {
  return path.join(dataDir, 'db');
}

/** A jsonb parameter, portable across pg and PGlite. */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`cast(${JSON.stringify(value)} as jsonb)`;
}

/** `select 1` round trip for /health. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
