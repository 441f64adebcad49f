// Stock-in parcels (migration 040), as Kysely sees them.
import type { ColumnType } from 'kysely';
import type { ParcelItem, ParcelSource, ParcelStatus } from '../../../../contract';
import type { Json, Timestamp, TimestampRequired } from '../../db/types';

export interface PurchaseParcelsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  parcel_no: string;
  source: ParcelSource;
  purchase_order_id: string | null;
  order_no: string | null;
  shipment_key: string | null;
  tracking_no: string | null;
  warehouse_id: string;
  items: Json<ParcelItem[]>;
  weight_grams: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  photos: Json<string[]>;
  arrived_at: Timestamp;
  free_storage_until: TimestampRequired;
  status: ColumnType<ParcelStatus, ParcelStatus | undefined, ParcelStatus>;
  transit_order_id: string | null;
  /** When the owner was reminded that free storage ends soon (migration 056); null: not yet. */
  storage_reminded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ParcelTables {
  purchase_parcels: PurchaseParcelsTable;
}
