// Refunds to the balance (migration 030), as Kysely sees them. Money in integer fen.
import type { PaymentOrderType, RefundReason } from '../../../../contract';
import type { Timestamp } from '../../db/types';

export interface RefundsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  refund_no: string;
  order_type: PaymentOrderType;
  order_no: string;
  amount_fen: number;
  reason: RefundReason;
  item_title: string | null;
  created_at: Timestamp;
}

export interface RefundTables {
  refunds: RefundsTable;
}
