// Return and exchange requests on purchase-order items (migration 057), as Kysely sees them. Money in fen.
import type { ColumnType } from 'kysely';
import type { AfterSaleKind, AfterSaleReason, AfterSaleStatus } from '../../../../contract';
import type { NullableTimestamp, Timestamp } from '../../db/types';

export interface ItemAfterSaleRequestsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  order_id: string;
  item_id: string;
  request_no: string;
  kind: AfterSaleKind;
  reason: AfterSaleReason;
  detail: ColumnType<string, string | undefined, string>;
  photos: ColumnType<string[], string[] | undefined, string[]>;
  status: ColumnType<AfterSaleStatus, AfterSaleStatus | undefined, AfterSaleStatus>;
  version: ColumnType<number, number | undefined, number>;
  decision_note: ColumnType<string, string | undefined, string>;
  refund_no: ColumnType<string | null, string | null | undefined, string | null>;
  refunded_fen: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
}

export interface InspectionTables {
  item_after_sale_requests: ItemAfterSaleRequestsTable;
}
