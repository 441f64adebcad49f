import type { WarehouseRegion } from '../../../../contract';

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
}

export interface TransitOptionsTable {
  tenant_id: string;
  name: string;
  description: string;
  price_per_kg_fen: number;
  first_weight_price_fen: number;
  estimated_days: string;
  self_pickup_available: boolean;
  sort_order: number;
}

export interface ReferenceTables {
  tenant_warehouses: TenantWarehousesTable;
  supported_countries: SupportedCountriesTable;
  address_districts: AddressDistrictsTable;
  transit_options: TransitOptionsTable;
}
