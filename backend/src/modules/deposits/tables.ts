// Deposit channels, deposit/withdrawal requests and online top-up codes (migrations 032 and 052). Money in integer fen.
import type { ColumnType, Generated } from 'kysely';
import type {
  DepositChannelKind,
  FundRequestKind,
  Locale,
  FundRequestStatus,
  OnePayStatus,
} from '../../../../contract';
import type { NullableTimestamp, Timestamp, TimestampRequired } from '../../db/types';

export interface DepositChannelsTable {
  id: string;
  tenant_id: string;
  kind: DepositChannelKind;
  name: string;
  account_name: string;
  account_no: string;
  instructions: string;
  /** The instructions in other languages, by locale (migration 061); `instructions` serves the rest. */
  instructions_translations: ColumnType<
    Partial<Record<Locale, string>>,
    Partial<Record<Locale, string>> | undefined,
    Partial<Record<Locale, string>>
  >;
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
  /** Moves on with every change by the shopper; an approval names the version the operator reviewed. */
  version: ColumnType<number, number | undefined, number>;
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
  /** Which payment provider the code was made with (OnePayProviderName). */
  provider: ColumnType<string, string | undefined, string>;
  /** What the provider's signed notification reported as paid. */
  paid_amount_fen: ColumnType<number | null, number | null | undefined, number | null>;
  paid_currency: ColumnType<string | null, string | null | undefined, string | null>;
  provider_ref: ColumnType<string | null, string | null | undefined, string | null>;
  pay_url: ColumnType<string | null, string | null | undefined, string | null>;
}

export type FundRequestAction = 'CREATED' | 'UPDATED' | 'APPROVED' | 'REJECTED';

export interface FundRequestEventsTable {
  id: Generated<string>;
  request_id: string;
  version: number;
  action: FundRequestAction;
  amount_fen: number;
  fee_fen: number;
  channel_id: string | null;
  receipt_key: string | null;
  note: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

export interface DepositTables {
  deposit_channels: DepositChannelsTable;
  fund_requests: FundRequestsTable;
  onepay_codes: OnePayCodesTable;
  fund_request_events: FundRequestEventsTable;
}
