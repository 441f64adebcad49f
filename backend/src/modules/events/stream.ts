// One open event stream: writes the catch-up, then each live event once, a heartbeat comment every 25 s, and ends
// when the browser goes away, the session ends (logout here or in another process, or the token expired, checked
// at each heartbeat) or the API shuts down. A client too slow to read is cut off rather than buffered without
// bound; it reconnects and catches up from the table.
import type { ServerResponse } from 'node:http';
import type { LiveEvent } from '../../../../contract';
import type { Db } from '../../db';
import { eventsAfter, newestEventId, type Reader } from './catchUp';
import type { ChannelMessage } from './record';

export const HEARTBEAT_MS = 25_000;
/** A reconnecting EventSource waits this long before it tries again. */
const RETRY_MS = 3_000;
const MAX_UNSENT_BYTES = 1024 * 1024;
const REMEMBERED_IDS = 1_000;

export interface StreamOwner extends Reader {
  tokenHash: string;
}

export class LiveStream {
  private ready = false;
  private ended = false;
  private readonly pending: LiveEvent[] = [];
  private readonly sent = new Set<number>();
  private lastId = 0;
  private heartbeat: NodeJS.Timeout | null = null;
  private onEnd: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly owner: StreamOwner,
    private readonly res: ServerResponse,
  ) {}

  /** Hub messages for this shopper. */
  onMessage(message: ChannelMessage): void {
    if (message.type === 'logout') return this.end();
    if (this.ready) this.send(message.event);
    else this.pending.push(message.event);
  }

  /** The listener was away: read what it may have missed. */
  onResync(): void {
    if (!this.ready || this.ended) return;
    eventsAfter(this.db, this.owner, this.lastId).then(
      (events) => events.forEach((e) => this.send(e)),
      () => this.end(),
    );
  }

  /** Headers, the catch-up after `afterId` (none when null), `ready`, then what arrived meanwhile. */
  async start(afterId: number | null, onEnd: () => void): Promise<void> {
    this.onEnd = onEnd;
    this.res.on('close', () => this.end());
    this.res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      connection: 'keep-alive',
      // Proxies (nginx and those that honour it) must pass each event on at once.
      'x-accel-buffering': 'no',
    });
    this.write(`retry: ${RETRY_MS}\n\n`);
    const [missed, newest] = await Promise.all([
      afterId === null ? [] : eventsAfter(this.db, this.owner, afterId),
      newestEventId(this.db, this.owner),
    ]);
    for (const event of missed) this.send(event);
    this.lastId = Math.max(this.lastId, newest, afterId ?? 0);
    this.write(`id: ${this.lastId}\nevent: ready\ndata: {}\n\n`);
    this.ready = true;
    for (const event of this.pending.splice(0)) this.send(event);
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (!this.res.writableEnded) this.res.end();
    this.onEnd?.();
  }

  private async beat(): Promise<void> {
    const live = await this.db
      .selectFrom('access_tokens')
      .select('token_hash')
      .where('token_hash', '=', this.owner.tokenHash)
      .where('tenant_id', '=', this.owner.tenantId)
      .where('expires_at', '>', new Date())
      .executeTakeFirst()
      .catch(() => null);
    if (!live) return this.end();
    this.write(': heartbeat\n\n');
  }

  private send(event: LiveEvent): void {
    if (this.sent.has(event.id)) return;
    this.sent.add(event.id);
    if (this.sent.size > REMEMBERED_IDS) this.sent.delete(this.sent.values().next().value as number);
    this.lastId = Math.max(this.lastId, event.id);
    this.write(`id: ${event.id}\nevent: change\ndata: ${JSON.stringify(event)}\n\n`);
  }

  private write(text: string): void {
    if (this.ended) return;
    if (this.res.writableLength > MAX_UNSENT_BYTES) return this.end();
    this.res.write(text);
  }
}
