// User notifications (migration 014), as Kysely sees it.
import type { NullableTimestamp, Timestamp } from '../../db/types';

export interface UserNotificationsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  title: string;
  content: string;
  /** null while unread. */
  read_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface NotificationTables {
  user_notifications: UserNotificationsTable;
}
