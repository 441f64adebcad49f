// Deposit channels, deposit/withdrawal requests and online top-up codes (migration 032). Money in integer fen.
import type { ColumnType } from 'kysely';
import type { DepositChannelKind, FundRequestKind, FundRequestStatus, OnePayStatus } from '../../../../contract';
import type { NullableTimestamp, Timestamp, TimestampRequired } from '../../db/types';

export interface DepositChannelsTable {
  id: string;
  tenant_id: string;
  kind: DepositChannelKind;
  name: string;
  account_name: string;
  account_no: string;
  instructions: string;
  min_amount_fen: number;
  fee_bp: number;
  fee_fixed_fen: number;
  withdrawals: boolean;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: number;
}

export interface FundRequestsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  request_no: string;
  kind: FundRequestKind;
  status: ColumnType<FundRequestStatus, FundRequestStatus | undefined, FundRequestStatus>;
  amount_fen: number;
  fee_fen: number;
  channel_id: string | null;
  account: ColumnType<string, string | undefined, string>;
  remark: ColumnType<string, string | undefined, string>;
  receipt_key: ColumnType<string | null, string | null | undefined, string | null>;
  reject_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  decided_at: NullableTimestamp;
}

export interface OnePayCodesTable {
  pay_code: string;
  tenant_id: string;
  user_id: string;
  amount_fen: number;
  payment_no: string | null;
  status: ColumnType<OnePayStatus, OnePayStatus | undefined, OnePayStatus>;
  expires_at: TimestampRequired;
  created_at: Timestamp;
  paid_at: NullableTimestamp;
}

export interface DepositTables {
  deposit_channels: DepositChannelsTable;
  fund_requests: FundRequestsTable;
  onepay_codes: OnePayCodesTable;
}
