// What a reconnecting stream missed, read from the table: the shopper's events after the last id it saw, at most
// the newest CATCH_UP_LIMIT of the last CATCH_UP_HOURS (older rows are pruned anyway; a page that was away longer
// reloads its lists on `ready`).
import { sql } from 'kysely';
import type { LiveEvent } from '../../../../contract';
import type { Db } from '../../db';
import { toLiveEvent } from './record';

export const CATCH_UP_LIMIT = 200;
export const CATCH_UP_HOURS = 24;

export interface Reader {
  tenantId: string;
  userId: string;
}

export async function eventsAfter(db: Db, reader: Reader, afterId: number): Promise<LiveEvent[]> {
  const rows = await db
    .selectFrom('user_events')
    .selectAll()
    .where('tenant_id', '=', reader.tenantId)
    .where('user_id', '=', reader.userId)
    .where('id', '>', afterId as never)
    .where('created_at', '>', sql<Date>`now() - make_interval(hours => ${CATCH_UP_HOURS})`)
    .orderBy('id', 'desc')
    .limit(CATCH_UP_LIMIT)
    .execute();
  return rows.reverse().map(toLiveEvent);
}

/** The id of the shopper's newest event (0 when none): where a new stream starts. */
export async function newestEventId(db: Db, reader: Reader): Promise<number> {
  const row = await db
    .selectFrom('user_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('tenant_id', '=', reader.tenantId)
    .where('user_id', '=', reader.userId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Deletes events older than the catch-up window; answers how many went. */
export async function pruneEvents(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('user_events')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${CATCH_UP_HOURS})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
