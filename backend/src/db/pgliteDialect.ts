// A Kysely dialect over an embedded PGlite instance. PGlite is a single session, so the driver hands out one
// connection at a time (FIFO mutex): a transaction keeps the connection until commit/rollback and no other query
// can slip in between its statements.
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex';

export interface PGliteDialectOptions {
  pglite: PGlite;
  /** Close the PGlite instance when Kysely is destroyed (default true). */
  closeOnDestroy?: boolean;
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (compiled.parameters.length === 0) {
      // Simple-query protocol: allows multi-statement scripts (migrations); the last statement's rows win.
      const results = await this.pg.exec(compiled.sql);
      const last = results[results.length - 1];
      return {
        rows: (last?.rows ?? []) as R[],
        numAffectedRows: last?.affectedRows !== undefined ? BigInt(last.affectedRows) : undefined,
      };
    }
    const result = await this.pg.query<R>(compiled.sql, [...compiled.parameters]);
    return {
      rows: result.rows,
      numAffectedRows: result.affectedRows !== undefined ? BigInt(result.affectedRows) : undefined,
    };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported by the PGlite driver');
  }
}

class PGliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly connection: PGliteConnection;
  private release: (() => void) | null = null;

  constructor(private readonly options: PGliteDialectOptions) {
    this.connection = new PGliteConnection(options.pglite);
  }

  async init(): Promise<void> {
    await this.options.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    // The classic way to hang here: calling `db` (instead of `trx`) inside `db.transaction().execute(...)`.
    // PostgreSQL would hand out a second connection; PGlite has only one, so say so instead of hanging silently.
    const waiting = new Error(
      'PGlite connection still busy after 10 s: is `db` used inside a transaction instead of `trx`?',
    );
    const timer = setTimeout(() => console.error(waiting), 10_000);
    timer.unref?.();
    try {
      this.release = await this.mutex.acquire();
    } finally {
      clearTimeout(timer);
    }
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (settings.isolationLevel || settings.accessMode) {
      const parts = [settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode]
        .filter(Boolean)
        .join(' ');
      await conn.executeQuery(CompiledQuery.raw(`start transaction ${parts}`));
    } else {
      await conn.executeQuery(CompiledQuery.raw('begin'));
    }
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdent(name)}`));
  }

  async rollbackToSavepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdent(name)}`));
  }

  async releaseSavepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdent(name)}`));
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = null;
    release?.();
  }

  async destroy(): Promise<void> {
    if (this.options.closeOnDestroy !== false && !this.options.pglite.closed) await this.options.pglite.close();
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export class PGliteDialect implements Dialect {
  constructor(private readonly options: PGliteDialectOptions) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.options);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
