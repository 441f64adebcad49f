// Applies backend/migrations/*.sql in filename order, once each, recording them in `schema_migrations`.
// Each file runs in its own transaction; a session advisory lock keeps two API replicas (PostgreSQL) from
// migrating at the same time.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');
const LOCK_KEY = 727_001;

export interface MigrationResult {
  applied: string[];
  /** Files applied earlier whose content has changed since (logged, not re-run). */
  changed: string[];
}

export function listMigrationFiles(dir = MIGRATIONS_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}[_-].+\.sql$/.test(f))
    .sort();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrate(db: Kysely<any>, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  const files = listMigrationFiles(dir);
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${LOCK_KEY})`.execute(conn);
    try {
      await sql`create table if not exists schema_migrations (
        name text primary key,
        checksum text not null,
        applied_at timestamptz not null default now()
      )`.execute(conn);
      const done = await sql<{ name: string; checksum: string }>`select name, checksum from schema_migrations`.execute(
        conn,
      );
      const known = new Map(done.rows.map((r) => [r.name, r.checksum]));
      const result: MigrationResult = { applied: [], changed: [] };
      for (const file of files) {
        const text = fs.readFileSync(path.join(dir, file), 'utf8');
        const checksum = crypto.createHash('sha256').update(text).digest('hex');
        const previous = known.get(file);
        if (previous !== undefined) {
          if (previous !== checksum) result.changed.push(file);
          continue;
        }
        await conn.transaction().execute(async (trx) => {
          await sql.raw(text).execute(trx);
          await sql`insert into schema_migrations (name, checksum) values (${file}, ${checksum})`.execute(trx);
        });
        result.applied.push(file);
      }
      return result;
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_KEY})`.execute(conn);
    }
  });
}
