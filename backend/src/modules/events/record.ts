// The one helper every status change calls: it records the change as a user_events row and announces it with
// pg_notify, both inside the caller's transaction. PostgreSQL (and PGlite, the same way) delivers the notification
// only when that transaction commits, so a stream never announces a change that was rolled back, and every API
// process listening on the channel hears it (hub.ts).
import { sql, type Transaction } from 'kysely';
import type { LiveEvent, LiveEventKind } from '../../../../contract';
import type { Database, Db } from '../../db';

export const LIVE_CHANNEL = 'live_events';

type Executor = Db | Transaction<Database>;

/** What travels on the channel: an event for one shopper, or the end of a session (logout). */
export type ChannelMessage =
  | { type: 'event'; tenantId: string; userId: string; event: LiveEvent }
  | { type: 'logout'; tenantId: string; userId: string; tokenHash: string | null };

/** The table each subject kind lives in, and the number the shopper knows it by. */
const SUBJECTS = {
  ORDER: { table: 'purchase_orders', no: 'order_no' },
  PAYMENT: { table: 'payments', no: 'payment_no' },
  PARCEL: { table: 'purchase_parcels', no: 'parcel_no' },
  TRANSIT_ORDER: { table: 'transit_orders', no: 'order_no' },
} as const;

export type SubjectKind = keyof typeof SUBJECTS;

interface EventRow {
  id: number;
  tenant_id: string;
  user_id: string;
  kind: LiveEventKind;
  subject_id: string;
  subject_no: string | null;
  status: string;
  created_at: Date;
}

export function toLiveEvent(row: EventRow): LiveEvent {
  return {
    id: Number(row.id),
    kind: row.kind,
    subjectId: row.subject_id,
    subjectNo: row.subject_no,
    status: row.status,
    at: new Date(row.created_at).toISOString(),
  };
}

async function publish(db: Executor, message: ChannelMessage): Promise<void> {
  await sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`.execute(db);
}

async function announce(db: Executor, rows: EventRow[]): Promise<void> {
  for (const row of rows)
    await publish(db, { type: 'event', tenantId: row.tenant_id, userId: row.user_id, event: toLiveEvent(row) });
}

/**
 * Records that the subjects (all of one kind) are now in `status`: owner and number are read from the subject's
 * own row, so the callers, which know only an id, need nothing more. Call it inside the changing transaction.
 */
export async function recordStatusChange(
  trx: Executor,
  kind: SubjectKind,
  subjectIds: readonly string[],
  status: string,
): Promise<void> {
  if (subjectIds.length === 0) return;
  const subject = SUBJECTS[kind];
  const rows = await sql<EventRow>`
    insert into user_events (tenant_id, user_id, kind, subject_id, subject_no, status)
    select tenant_id, user_id, ${kind}, id, ${sql.ref(subject.no)}, ${status}
    from ${sql.table(subject.table)} where id in (${sql.join([...subjectIds])})
    order by id
    returning id, tenant_id, user_id, kind, subject_id, subject_no, status, created_at`.execute(trx);
  await announce(trx, rows.rows);
}

/** Records a new (NEW) or read (READ, subject `all` for every one) notification of a shopper. */
export async function recordNotificationChange(
  trx: Executor,
  owner: { tenantId: string; userId: string },
  notificationId: string,
  status: 'NEW' | 'READ',
): Promise<void> {
  const row = await trx
    .insertInto('user_events')
    .values({
      tenant_id: owner.tenantId,
      user_id: owner.userId,
      kind: 'NOTIFICATION',
      subject_id: notificationId,
      subject_no: null,
      status,
    })
    .returning(['id', 'tenant_id', 'user_id', 'kind', 'subject_id', 'subject_no', 'status', 'created_at'])
    .executeTakeFirstOrThrow();
  await announce(trx, [row]);
}

/** Ends the shopper's open streams in every process: those of one session, or all of them (`tokenHash` null). */
export async function publishLogout(
  db: Executor,
  owner: { tenantId: string; userId: string },
  tokenHash: string | null,
): Promise<void> {
  await publish(db, { type: 'logout', tenantId: owner.tenantId, userId: owner.userId, tokenHash });
}
