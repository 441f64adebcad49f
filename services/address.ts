// Delivery and billing addresses (GET/POST/DELETE /front/user/addresses and /billing-addresses) and the
// reference data their forms need: the tenant's countries and each country's region tree. Saving answers the
// saved address; deleting answers the whole list, which replaces what the page shows (the server decides which
// address became the default).
import type {
  AddressDistrict,
  BillingAddress,
  SaveAddressRequest,
  SaveBillingAddressRequest,
  SupportedCountry,
  UserAddress,
} from '@/contract';
import type { Http } from './http';
import { call, mapResult, type Result } from './result';

const addressBase = '/front/user/addresses';
const billingBase = '/front/user/billing-addresses';

/** The default first, then the rest in the server's order (the API already sends them so; a stale cache may not). */
export function defaultFirst<T extends { defaultAddress: boolean }>(list: readonly T[]): T[] {
  return [...list.filter((a) => a.defaultAddress), ...list.filter((a) => !a.defaultAddress)];
}

export async function listAddresses(http: Http): Promise<Result<UserAddress[]>> {
  return mapResult(await call<UserAddress[]>(http.get(addressBase)), defaultFirst);
}

export function saveAddress(http: Http, body: SaveAddressRequest): Promise<Result<UserAddress>> {
  return call<UserAddress>(http.post(addressBase, body));
}

export async function deleteAddress(http: Http, id: string): Promise<Result<UserAddress[]>> {
  return mapResult(await call<UserAddress[]>(http.delete(`${addressBase}/${encodeURIComponent(id)}`)), defaultFirst);
}

export async function listBillingAddresses(http: Http): Promise<Result<BillingAddress[]>> {
  return mapResult(await call<BillingAddress[]>(http.get(billingBase)), defaultFirst);
}

export function saveBillingAddress(http: Http, body: SaveBillingAddressRequest): Promise<Result<BillingAddress>> {
  return call<BillingAddress>(http.post(billingBase, body));
}

export async function deleteBillingAddress(http: Http, id: string): Promise<Result<BillingAddress[]>> {
  return mapResult(await call<BillingAddress[]>(http.delete(`${billingBase}/${encodeURIComponent(id)}`)), defaultFirst);
}

export function getSupportedCountries(http: Http): Promise<Result<SupportedCountry[]>> {
  return call<SupportedCountry[]>(http.get('/front/supported-countries'));
}

/** The region tree of one country (empty when the tenant keeps none for it). */
export function getAddressDistricts(http: Http, country: string): Promise<Result<AddressDistrict[]>> {
  return call<AddressDistrict[]>(http.get('/front/address-districts', { params: { country } }));
}
