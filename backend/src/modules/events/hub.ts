// One listener per database and process, fanning the channel's messages out to the streams open in this process.
// On PostgreSQL it holds a dedicated connection (a pooled one would lose its LISTEN when returned), reconnecting
// with backoff; streams resynchronise from the table after a reconnect, so nothing said meanwhile is lost. On
// embedded PGlite, LISTEN runs through Kysely (the dialect's lock, never inside another caller's transaction)
// and the instance's notification callback hears what its own transactions notify: the same NOTIFY path.
import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { embeddedPGlite, type Db } from '../../db';
import { LIVE_CHANNEL, type ChannelMessage } from './record';

export interface Subscriber {
  tenantId: string;
  userId: string;
  tokenHash: string;
  onMessage(message: ChannelMessage): void;
  /** The listener reconnected: what was notified while it was away must be read from the table. */
  onResync(): void;
}

const MAX_BACKOFF_MS = 30_000;

export class EventHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private count = 0;
  private started: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly databaseUrl: string | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  get size(): number {
    return this.count;
  }

  countFor(tenantId: string, userId: string): number {
    return this.subscribers.get(key(tenantId, userId))?.size ?? 0;
  }

  /** Adds a stream; resolves once this process listens, so no change committed after it is missed. */
  async subscribe(subscriber: Subscriber): Promise<() => void> {
    const k = key(subscriber.tenantId, subscriber.userId);
    let set = this.subscribers.get(k);
    if (!set) this.subscribers.set(k, (set = new Set()));
    set.add(subscriber);
    this.count++;
    let removed = false;
    const unsubscribe = () => {
      if (removed) return;
      removed = true;
      this.count--;
      set.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(k);
    };
    try {
      await this.listen();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  async close(): Promise<void> {
    this.closed = true;
    const stop = this.stopListening;
    this.stopListening = null;
    await stop?.().catch(() => undefined);
  }

  private listen(): Promise<void> {
    this.started ??= this.connect().catch((error: unknown) => {
      this.started = null;
      throw error;
    });
    return this.started;
  }

  private async connect(): Promise<void> {
    const pglite = embeddedPGlite(this.db);
    if (pglite) {
      const off = pglite.onNotification((channel, payload) => {
        if (channel === LIVE_CHANNEL) this.dispatch(payload);
      });
      await sql`listen ${sql.id(LIVE_CHANNEL)}`.execute(this.db);
      this.stopListening = async () => {
        off();
        await sql`unlisten ${sql.id(LIVE_CHANNEL)}`.execute(this.db).catch(() => undefined);
      };
      return;
    }
    if (!this.databaseUrl) throw new Error('live events need PGlite or a DATABASE_URL');
    await this.connectPostgres(0);
  }

  private async connectPostgres(attempt: number): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl ?? undefined });
    let ended = false;
    let listening = false;
    const retry = () => {
      // A first connection that fails is reported to the stream that asked (the next one tries again), not retried.
      if (ended || this.closed || (attempt === 0 && !listening)) return;
      ended = true;
      client.end().catch(() => undefined);
      // A connection that was up starts the backoff afresh; one that never came up waits twice as long as the last.
      const next = listening ? 1 : attempt + 1;
      const wait = Math.min(MAX_BACKOFF_MS, 500 * 2 ** (next - 1));
      this.log.warn({ wait }, 'live events: the LISTEN connection was lost, reconnecting');
      setTimeout(() => {
        this.connectPostgres(next).then(
          () => this.resyncAll(),
          () => undefined,
        );
      }, wait).unref();
    };
    client.on('error', retry);
    client.on('end', retry);
    client.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) this.dispatch(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${LIVE_CHANNEL}`);
      listening = true;
    } catch (error) {
      if (attempt === 0) {
        ended = true;
        await client.end().catch(() => undefined);
        throw error;
      }
      retry();
      throw error;
    }
    this.stopListening = async () => {
      ended = true;
      await client.end();
    };
  }

  private resyncAll(): void {
    for (const set of this.subscribers.values()) for (const s of set) s.onResync();
  }

  private dispatch(payload: string): void {
    let message: ChannelMessage;
    try {
      message = JSON.parse(payload) as ChannelMessage;
    } catch {
      return;
    }
    const set = this.subscribers.get(key(message.tenantId, message.userId));
    if (!set) return;
    for (const s of [...set]) {
      if (message.type === 'logout' && message.tokenHash !== null && message.tokenHash !== s.tokenHash) continue;
      s.onMessage(message);
    }
  }
}

function key(tenantId: string, userId: string): string {
  return `${tenantId}\u0000${userId}`;
}

const hubs = new WeakMap<Db, EventHub>();

/** The hub of this database in this process. */
export function hubFor(db: Db, databaseUrl: string | null, log: FastifyBaseLogger): EventHub {
  let hub = hubs.get(db);
  if (!hub) hubs.set(db, (hub = new EventHub(db, databaseUrl, log)));
  return hub;
}
