// Shopper feedback and staff replies (migration 044).
import type { ColumnType } from 'kysely';
import type { FeedbackStatus, FeedbackType } from '../../../../contract';
import type { Json, Timestamp } from '../../db/types';

export interface UserFeedbackTable {
  id: string;
  tenant_id: string;
  user_id: string;
  type: FeedbackType;
  content: string;
  order_no: string | null;
  images: Json<string[]>;
  status: ColumnType<FeedbackStatus, FeedbackStatus | undefined, FeedbackStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserFeedbackRepliesTable {
  id: string;
  feedback_id: string;
  author_name: string;
  content: string;
  created_at: Timestamp;
}

export interface FeedbackTables {
  user_feedback: UserFeedbackTable;
  user_feedback_replies: UserFeedbackRepliesTable;
}
