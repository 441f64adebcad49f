// Transit orders, their timeline and carrier scans (migration 043). Money in integer fen, weights in grams.
import type { ColumnType } from 'kysely';
import type {
  MessageParams,
  TenantWarehouse,
  TrackingEventCode,
  TransitDestination,
  TransitOrderStatus,
} from '../../../../contract';
import type { NullableTimestamp, Json, Timestamp, TimestampRequired } from '../../db/types';
import type { LineTariff } from '../shipping/rules';

/** The line's prices and rules copied into the order when it is made. */
export interface TariffSnapshot extends LineTariff {
  deliveryDays: { min: number; max: number };
}

export interface TransitOrdersTable {
  id: string;
  tenant_id: string;
  user_id: string;
  order_no: string;
  status: ColumnType<TransitOrderStatus, TransitOrderStatus | undefined, TransitOrderStatus>;
  transit_option_name: string;
  tariff: Json<TariffSnapshot>;
  /** The parcels the order was made with (migration 045). */
  parcel_ids: Json<string[]>;
  country: string;
  self_pickup: boolean;
  address_id: string | null;
  destination: Json<TransitDestination | null>;
  pickup_warehouse_id: string | null;
  pickup_point: Json<TenantWarehouse | null>;
  local_express_company: string | null;
  remark: ColumnType<string, string | undefined, string>;
  estimated_actual_grams: number;
  estimated_volumetric_grams: number;
  estimated_chargeable_grams: number;
  estimated_fee_fen: number;
  actual_grams: ColumnType<number | null, number | null | undefined, number | null>;
  volumetric_grams: ColumnType<number | null, number | null | undefined, number | null>;
  chargeable_grams: ColumnType<number | null, number | null | undefined, number | null>;
  packed_length_cm: ColumnType<number | null, number | null | undefined, number | null>;
  packed_width_cm: ColumnType<number | null, number | null | undefined, number | null>;
  packed_height_cm: ColumnType<number | null, number | null | undefined, number | null>;
  first_weight_fee_fen: ColumnType<number | null, number | null | undefined, number | null>;
  additional_units: ColumnType<number | null, number | null | undefined, number | null>;
  additional_weight_fee_fen: ColumnType<number | null, number | null | undefined, number | null>;
  fee_fen: ColumnType<number | null, number | null | undefined, number | null>;
  payment_no: ColumnType<string | null, string | null | undefined, string | null>;
  carrier: ColumnType<string | null, string | null | undefined, string | null>;
  tracking_no: ColumnType<string | null, string | null | undefined, string | null>;
  /** The goods' value the shopper declares (migration 058): what insurance covers and customs charge duty on. */
  declared_value_fen: ColumnType<number, number | undefined, number>;
  /** Fee of each service chosen, priced when the order was made; null: not chosen (migration 058). */
  insurance_fee_fen: ColumnType<number | null, number | null | undefined, number | null>;
  reinforced_packing_fee_fen: ColumnType<number | null, number | null | undefined, number | null>;
  trial_packing_fee_fen: ColumnType<number | null, number | null | undefined, number | null>;
  next_step_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: NullableTimestamp;
  closed_at: NullableTimestamp;
}

export interface TransitOrderEventsTable {
  id: string;
  order_id: string;
  status: TransitOrderStatus;
  note: ColumnType<string, string | undefined, string>;
  /** messages.json `timeline.<key>` (migration 061); null on a row stored as plain text. */
  note_key: ColumnType<string | null, string | null | undefined, string | null>;
  note_params: ColumnType<MessageParams | null, MessageParams | null | undefined, MessageParams | null>;
  at: Timestamp;
}

export interface TransitTrackingEventsTable {
  id: string;
  order_id: string;
  code: TrackingEventCode;
  location: string;
  at: TimestampRequired;
}

export interface TransitTables {
  transit_orders: TransitOrdersTable;
  transit_order_events: TransitOrderEventsTable;
  transit_tracking_events: TransitTrackingEventsTable;
}
