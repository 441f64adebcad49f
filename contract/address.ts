// A shopper's delivery addresses, billing addresses and receiving addresses at the agent's China warehouses.
//   GET    /front/user/addresses                  → UserAddress[] (the default first, then newest first)
//   POST   /front/user/addresses                  SaveAddressRequest (with `id`: update) → UserAddress
//   DELETE /front/user/addresses/{id}             → UserAddress[] (deleting the default makes the most recent other one default)
//   GET    /front/user/billing-addresses          → BillingAddress[]
//   POST   /front/user/billing-addresses          SaveBillingAddressRequest → BillingAddress
//   DELETE /front/user/billing-addresses/{id}     → BillingAddress[]
//   GET    /front/user/warehouses                 → UserWarehouse[]
//   POST   /front/user/warehouses                 SaveUserWarehouseRequest → UserWarehouse (adding one again returns it)
//   DELETE /front/user/warehouses/{id}            → UserWarehouse[]
// Errors: VALIDATION_FAILED with fields (REQUIRED, TOO_LONG, INVALID_PHONE, INVALID_POSTCODE, INVALID_COUNTRY,
// INVALID_SELLER_KIND, COUNTRY_NOT_SUPPORTED, INVALID_REGION, REQUIRED_FOR_COMPANY), ADDRESS_NOT_FOUND (404),
// TOO_MANY_ADDRESSES (409), WAREHOUSE_NOT_FOUND (404).
import type { TenantWarehouse } from './tenant';

export const SELLER_KINDS = ['COMPANY', 'INDIVIDUAL'] as const;
export type SellerKind = (typeof SELLER_KINDS)[number];

/** Field limits shared by the form and the API. */
export const ADDRESS_LIMITS = {
  recipient: 60,
  phone: 30,
  city: 80,
  street: 200,
  postcode: 12,
  companyName: 120,
  taxNumber: 40,
} as const;
/** Most addresses of one kind a shopper may keep. */
export const MAX_ADDRESSES = 30;

export interface UserAddress {
  id: string;
  recipient: string;
  /** As typed, with its international prefix (e.g. "+856 20 5555 0177"). */
  phone: string;
  /** ISO 3166-1 alpha-2 code, one of the tenant's supported countries. */
  country: string;
  /** Codes from /front/address-districts of `country`, from the top level down (province, city, district). */
  regionCodes: string[];
  /** The names of `regionCodes`, resolved by the server, same order. */
  regionNames: string[];
  /** Town or city as written by the shopper (also filled when the region tree ends above city level). */
  city: string;
  street: string;
  postcode: string;
  defaultAddress: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface SaveAddressRequest {
  /** Present: update that address; absent: create one. */
  id?: string;
  recipient: string;
  phone: string;
  country: string;
  /** Required (a whole path down to a leaf) when the country has a region tree; omitted or [] otherwise. */
  regionCodes?: string[];
  /** Required when the country has no region tree; otherwise defaults to the last region's name. */
  city?: string;
  street: string;
  postcode?: string;
  /** True makes it the default; the first address is always the default. */
  defaultAddress?: boolean;
}

export interface BillingAddress extends UserAddress {
  sellerKind: SellerKind;
  /** Required (non-empty) for COMPANY, null for INDIVIDUAL. */
  companyName: string | null;
  taxNumber: string | null;
}

export interface SaveBillingAddressRequest extends SaveAddressRequest {
  sellerKind: SellerKind;
  companyName?: string | null;
  taxNumber?: string | null;
}

/** The lines a shopper pastes into a marketplace's address form so the warehouse can match the parcel to them. */
export interface ReceivingAddress {
  /** Warehouse contact followed by the member code, e.g. "Chen Wei GB7K2Q9M". */
  recipient: string;
  phone: string;
  /** The warehouse's street address (with district, city and province) ending with the member code. */
  address: string;
  postcode: string;
}

export interface UserWarehouse {
  id: string;
  /** A tenant warehouse of region CHINA. */
  warehouse: TenantWarehouse;
  /** The shopper's code (one per shopper), written on every parcel they send to the warehouse. */
  memberCode: string;
  receivingAddress: ReceivingAddress;
  createdAt: string;
}

export interface SaveUserWarehouseRequest {
  tenantWarehouseId: string;
}
