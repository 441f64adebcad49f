import type { ColumnType } from 'kysely';
import type { Locale, TransitRestriction, WarehouseRegion } from '../../../../contract';
import type { Json } from '../../db/types';

/** A text in the tenant's other languages, by locale (migration 063); the column beside it is the default text. */
export type Translations = ColumnType<
  Partial<Record<Locale, string>>,
  Partial<Record<Locale, string>> | undefined,
  Partial<Record<Locale, string>>
>;

export interface TenantWarehousesTable {
  id: string;
  tenant_id: string;
  name: string;
  region: WarehouseRegion;
  country: string;
  address: string;
  contact_name: string;
  contact_phone: string;
  postcode: string;
  sort_order: number;
  name_translations: Translations;
  address_translations: Translations;
}

export interface SupportedCountriesTable {
  tenant_id: string;
  code: string;
  name: string;
  phone_code: string;
  sort_order: number;
}

export interface AddressDistrictsTable {
  tenant_id: string;
  country: string;
  code: string;
  name: string;
  parent_code: string | null;
  sort_order: number;
  name_translations: Translations;
}

/** A shipping line (migrations 002, 042). Money in fen, weights in grams. */
export interface TransitOptionsTable {
  tenant_id: string;
  name: string;
  description: string;
  self_pickup_available: boolean;
  sort_order: number;
  /** ISO codes of the countries served. */
  countries: Json<string[]>;
  first_weight_grams: number;
  first_weight_fee_fen: number;
  additional_weight_grams: number;
  additional_weight_fee_fen: number;
  volumetric_divisor: number;
  max_weight_grams: number;
  /** Longest side of a box in cm (migration 062); null: no limit. */
  max_length_cm: ColumnType<number | null, number | null | undefined, number | null>;
  delivery_days_min: number;
  delivery_days_max: number;
  restrictions: Json<TransitRestriction[]>;
  name_translations: Translations;
  description_translations: Translations;
}

export interface ReferenceTables {
  tenant_warehouses: TenantWarehousesTable;
  supported_countries: SupportedCountriesTable;
  address_districts: AddressDistrictsTable;
  transit_options: TransitOptionsTable;
}
