// Purchase orders, their items and timeline, and the per-tenant fee rule (migration 031). Money in integer fen.
import type { ColumnType } from 'kysely';
import type {
  MessageParams,
  ProductPlatform,
  PurchaseOrderItemStatus,
  PurchaseOrderStatus,
  TenantWarehouse,
} from '../../../../contract';
import type { Json, NullableTimestamp, Timestamp } from '../../db/types';

export interface PurchaseOrdersTable {
  id: string;
  tenant_id: string;
  user_id: string;
  order_no: string;
  status: ColumnType<PurchaseOrderStatus, PurchaseOrderStatus | undefined, PurchaseOrderStatus>;
  warehouse_id: string;
  warehouse: Json<TenantWarehouse>;
  remark: ColumnType<string, string | undefined, string>;
  goods_fen: number;
  domestic_shipping_fen: number;
  service_fee_fen: number;
  total_fen: number;
  paid_fen: ColumnType<number, number | undefined, number>;
  refunded_fen: ColumnType<number, number | undefined, number>;
  payment_no: string;
  next_step_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: NullableTimestamp;
  closed_at: NullableTimestamp;
}

export interface PurchaseOrderItemsTable {
  id: string;
  order_id: string;
  tenant_id: string;
  position: number;
  platform: ProductPlatform;
  product_id: string;
  product_url: string;
  sku_id: string;
  sku_label: string;
  title: string;
  image: string;
  shop_id: string;
  shop_name: string;
  quantity: number;
  unit_price_fen: number;
  message: string;
  status: ColumnType<PurchaseOrderItemStatus, PurchaseOrderItemStatus | undefined, PurchaseOrderItemStatus>;
  refunded_fen: ColumnType<number, number | undefined, number>;
  /** Inspection at the warehouse (migration 057): photo URLs, measured weight, when; when the shopper accepted. */
  inspection_photos: ColumnType<string[], string[] | undefined, string[]>;
  inspected_weight_grams: ColumnType<number | null, number | null | undefined, number | null>;
  inspected_at: NullableTimestamp;
  accepted_at: NullableTimestamp;
}

export interface PurchaseOrderEventsTable {
  id: string;
  order_id: string;
  status: PurchaseOrderStatus;
  note: string;
  /** messages.json `timeline.<key>` (migration 061); null on a row stored as plain text. */
  note_key: ColumnType<string | null, string | null | undefined, string | null>;
  note_params: ColumnType<MessageParams | null, MessageParams | null | undefined, MessageParams | null>;
  at: Timestamp;
}

export interface TenantCommerceSettingsTable {
  tenant_id: string;
  service_fee_bp: number;
  min_service_fee_fen: number;
  domestic_shipping_per_shop_fen: number;
  /** Days before free storage ends that a parcel's owner is reminded; 0: never (migration 056). */
  storage_reminder_days: ColumnType<number, number | undefined, number>;
  /** What an approved return refunds besides the goods (migration 057). */
  return_refunds_service_fee: ColumnType<boolean, boolean | undefined, boolean>;
  return_refunds_domestic_shipping: ColumnType<boolean, boolean | undefined, boolean>;
  /** Services on transit orders (migration 058); null: not offered. Insurance: basis points of the declared value. */
  insurance_rate_bp: ColumnType<number | null, number | null | undefined, number | null>;
  insurance_min_fen: ColumnType<number, number | undefined, number>;
  reinforced_packing_fee_fen: ColumnType<number | null, number | null | undefined, number | null>;
  trial_packing_fee_fen: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface OrderTables {
  purchase_orders: PurchaseOrdersTable;
  purchase_order_items: PurchaseOrderItemsTable;
  purchase_order_events: PurchaseOrderEventsTable;
  tenant_commerce_settings: TenantCommerceSettingsTable;
}
