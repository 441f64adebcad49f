// Balance accounts and their ledger (migration 030), as Kysely sees them. Money in integer fen.
import type { ColumnType } from 'kysely';
import type { LedgerEntryType } from '../../../../contract';
import type { NullableTimestamp, Timestamp } from '../../db/types';

export interface UserAccountsTable {
  tenant_id: string;
  user_id: string;
  balance_fen: ColumnType<number, number | undefined, number>;
  frozen_fen: ColumnType<number, number | undefined, number>;
  pay_password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  pay_password_failures: ColumnType<number, number | undefined, number>;
  pay_password_locked_until: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LedgerEntriesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  type: LedgerEntryType;
  amount_fen: number;
  balance_after_fen: number;
  reason: string;
  reference_no: string;
  order_no: string | null;
  created_at: Timestamp;
}

export interface AccountTables {
  user_accounts: UserAccountsTable;
  ledger_entries: LedgerEntriesTable;
}
