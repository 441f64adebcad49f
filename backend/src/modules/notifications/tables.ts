// User notifications (migration 014), as Kysely sees it.
import type { MessageParams } from '../../../../contract';
import type { Json, NullableTimestamp, Timestamp } from '../../db/types';

export interface UserNotificationsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  title: string;
  content: string;
  /** messages.json `notice.<key>` (migration 052); null on a row stored as plain text. */
  message_key: string | null;
  message_params: Json<MessageParams | null>;
  /** null while unread. */
  read_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface NotificationTables {
  user_notifications: UserNotificationsTable;
}
