// Live status events (migration 060), as Kysely sees them.
import type { ColumnType } from 'kysely';
import type { LiveEventKind } from '../../../../contract';
import type { Timestamp } from '../../db/types';

export interface UserEventsTable {
  /** bigserial: generated on insert, read back as a number. */
  id: ColumnType<number, never, never>;
  tenant_id: string;
  user_id: string;
  kind: LiveEventKind;
  subject_id: string;
  subject_no: string | null;
  status: string;
  created_at: Timestamp;
}

export interface EventTables {
  user_events: UserEventsTable;
}
