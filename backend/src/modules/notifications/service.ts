// Notifications to one shopper. Every query filters on tenant and user, so one shopper never sees another's.
//
// For the user module: the profile's `unreadNotificationCount` is `await countUnread(db, tenantId, userId)`.
// For modules that notify (orders, parcels, balance): `await notifyUser(db, { tenantId, userId, title, content })`.
import crypto from 'node:crypto';
import type { Page, ReadAllNotificationsResult, UserNotification } from '../../../../contract';
import type { Db } from '../../db';

interface Row { id: string; title: string; content: string; read_at: Date | null; created_at: Date }

function toNotification(r: Row): UserNotification {
  return { id: r.id, title: r.title, content: r.content, read: r.read_at !== null, createdAt: new Date(r.created_at).toISOString() };
}

export async function countUnread(db: Db, tenantId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('user_notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface ListOptions { pageNo: number; pageSize: number; unreadOnly: boolean }

/** Newest first. */
export async function listNotifications(db: Db, tenantId: string, userId: string, options: ListOptions): Promise<Page<UserNotification>> {
  let base = db.selectFrom('user_notifications').where('tenant_id', '=', tenantId).where('user_id', '=', userId);
  if (options.unreadOnly) base = base.where('read_at', 'is', null);
  const [total, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .select(['id', 'title', 'content', 'read_at', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.pageSize)
      .offset((options.pageNo - 1) * options.pageSize)
      .execute(),
  ]);
  return { items: rows.map(toNotification), total: Number(total?.n ?? 0), pageNo: options.pageNo, pageSize: options.pageSize };
}

/** Marks one of the user's notifications read (reading twice keeps the first read time); undefined if not theirs. */
export async function markRead(db: Db, tenantId: string, userId: string, id: string): Promise<UserNotification | undefined> {
  const row = await db
    .updateTable('user_notifications')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(new Date())) }))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning(['id', 'title', 'content', 'read_at', 'created_at'])
    .executeTakeFirst();
  return row ? toNotification(row) : undefined;
}

export async function markAllRead(db: Db, tenantId: string, userId: string): Promise<ReadAllNotificationsResult> {
  const result = await db
    .updateTable('user_notifications')
    .set({ read_at: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return { updated: Number(result.numUpdatedRows ?? 0), unreadCount: await countUnread(db, tenantId, userId) };
}

export interface NewNotification { tenantId: string; userId: string; title: string; content: string; createdAt?: Date; read?: boolean }

export async function notifyUser(db: Db, n: NewNotification): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('user_notifications')
    .values({
      id,
      tenant_id: n.tenantId,
      user_id: n.userId,
      title: n.title,
      content: n.content,
      read_at: n.read ? (n.createdAt ?? new Date()) : null,
      created_at: n.createdAt ?? new Date(),
    })
    .execute();
  return id;
}
