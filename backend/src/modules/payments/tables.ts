// Payment records (migration 030), as Kysely sees them. Money in integer fen.
import type { ColumnType } from 'kysely';
import type { PaymentOrderType, PaymentStatus } from '../../../../contract';
import type { NullableTimestamp, Timestamp } from '../../db/types';

export interface PaymentsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  payment_no: string;
  order_type: PaymentOrderType;
  order_no: string;
  amount_fen: number;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  created_at: Timestamp;
  paid_at: NullableTimestamp;
}

export interface PaymentTables {
  payments: PaymentsTable;
}
