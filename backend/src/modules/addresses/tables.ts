// Delivery and billing addresses, member codes and saved China warehouses (migration 041).
import type { ColumnType } from 'kysely';
import type { SellerKind } from '../../../../contract';
import type { Json, Timestamp } from '../../db/types';

export type AddressKind = 'DELIVERY' | 'BILLING';

export interface UserAddressesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  kind: AddressKind;
  recipient: string;
  phone: string;
  country: string;
  region_codes: Json<string[]>;
  region_names: Json<string[]>;
  city: string;
  street: string;
  postcode: ColumnType<string, string | undefined, string>;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  seller_kind: SellerKind | null;
  company_name: string | null;
  tax_number: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MemberCodesTable {
  tenant_id: string;
  user_id: string;
  code: string;
  created_at: Timestamp;
}

export interface UserWarehousesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  warehouse_id: string;
  created_at: Timestamp;
}

export interface AddressTables {
  user_addresses: UserAddressesTable;
  member_codes: MemberCodesTable;
  user_warehouses: UserWarehousesTable;
}
