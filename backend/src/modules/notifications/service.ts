// Notifications to one shopper. Every query filters on tenant and user, so one shopper never sees another's.
//
// For the user module: the profile's `unreadNotificationCount` is `await countUnread(db, tenantId, userId)`.
// For modules that notify (orders, parcels, balance): `await notifyUser(db, { tenantId, userId, message: { key,
// params } })`, the key naming messages.json `notice.<key>`. What happened is stored, not a sentence: each reader
// gets it in the language they read in. Rows stored as plain title and content (before keys, or free text) read as
// they were written.
import crypto from 'node:crypto';
import type { Locale, NoticeMessage, Page, ReadAllNotificationsResult, UserNotification } from '../../../../contract';
import { jsonb, type Db } from '../../db';
import { recordNotificationChange } from '../events/record';
import { renderNotice } from '../messages/render';
import { tenantTexts, type TenantTexts } from '../reference/tenantTexts';
import { countedPage } from '../../db/countedPage';

const COLUMNS = ['id', 'title', 'content', 'message_key', 'message_params', 'read_at', 'created_at'] as const;

interface Row {
  id: string;
  title: string;
  content: string;
  message_key: string | null;
  message_params: NoticeMessage['params'] | null;
  read_at: Date | null;
  created_at: Date;
}

/** A stored warehouse or line name (kept in the tenant's default text) written in the reader's language. */
function inReadersTexts(params: NoticeMessage['params'], texts: TenantTexts): NoticeMessage['params'] {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? texts.text(value) : value]),
  );
}

function toNotification(r: Row, language: Locale, texts: TenantTexts): UserNotification {
  const rendered = r.message_key
    ? renderNotice(language, r.message_key, inReadersTexts(r.message_params ?? {}, texts))
    : undefined;
  return {
    id: r.id,
    title: rendered?.title ?? r.title,
    content: rendered?.content ?? r.content,
    read: r.read_at !== null,
    createdAt: new Date(r.created_at).toISOString(),
    ...(rendered && r.message_key ? { messageKey: r.message_key } : {}),
  };
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

export interface ListOptions {
  pageNo: number;
  pageSize: number;
  unreadOnly: boolean;
  language: Locale;
}

/** Newest first. */
export async function listNotifications(
  db: Db,
  tenantId: string,
  userId: string,
  options: ListOptions,
): Promise<Page<UserNotification>> {
  let base = db.selectFrom('user_notifications').where('tenant_id', '=', tenantId).where('user_id', '=', userId);
  if (options.unreadOnly) base = base.where('read_at', 'is', null);
  const [{ total, rows }, texts] = await Promise.all([
    countedPage(base, options, (q) => q.select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc')),
    tenantTexts(db, tenantId, options.language),
  ]);
  return {
    items: rows.map((r) => toNotification(r, options.language, texts)),
    total,
    pageNo: options.pageNo,
    pageSize: options.pageSize,
  };
}

/** Marks one of the user's notifications read (reading twice keeps the first read time); undefined if not theirs. */
export async function markRead(
  db: Db,
  tenantId: string,
  userId: string,
  id: string,
  language: Locale,
): Promise<UserNotification | undefined> {
  const row = await db
    .updateTable('user_notifications')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(new Date())) }))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (row) await recordNotificationChange(db, { tenantId, userId }, id, 'READ');
  return row ? toNotification(row, language, await tenantTexts(db, tenantId, language)) : undefined;
}

export async function markAllRead(db: Db, tenantId: string, userId: string): Promise<ReadAllNotificationsResult> {
  const result = await db
    .updateTable('user_notifications')
    .set({ read_at: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows ?? 0) > 0) await recordNotificationChange(db, { tenantId, userId }, 'all', 'READ');
  return { updated: Number(result.numUpdatedRows ?? 0), unreadCount: await countUnread(db, tenantId, userId) };
}

interface NotificationBase {
  tenantId: string;
  userId: string;
  createdAt?: Date;
  read?: boolean;
}
/** What happened (rendered per reader), or a text written once in one language (a staff reply, seeded news). */
export type NewNotification = NotificationBase & ({ message: NoticeMessage } | { title: string; content: string });

export async function notifyUser(db: Db, n: NewNotification): Promise<string> {
  // The row and its live event commit together: inside the caller's transaction, else in one of its own.
  if (!db.isTransaction) return db.transaction().execute((trx) => notifyUser(trx, n));
  const id = crypto.randomUUID();
  // A keyed row also keeps its English text, for readers of the table itself (operators, exports).
  const english = 'message' in n ? renderNotice('en', n.message.key, n.message.params, false) : undefined;
  if ('message' in n && !english) throw new Error(`Unknown notification message: ${n.message.key}`);
  const text = 'message' in n ? english! : { title: n.title, content: n.content };
  await db
    .insertInto('user_notifications')
    .values({
      id,
      tenant_id: n.tenantId,
      user_id: n.userId,
      title: text.title,
      content: text.content,
      message_key: 'message' in n ? n.message.key : null,
      message_params: 'message' in n ? jsonb(n.message.params) : null,
      read_at: n.read ? (n.createdAt ?? new Date()) : null,
      created_at: n.createdAt ?? new Date(),
    })
    .execute();
  if (!n.read) await recordNotificationChange(db, { tenantId: n.tenantId, userId: n.userId }, id, 'NEW');
  return id;
}
