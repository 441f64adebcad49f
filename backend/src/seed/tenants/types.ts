// The shape of a demo tenant: the contract's Tenant fields it shares (so a field renamed in the contract is a
// compile error here too), plus what the seed needs besides: hosts, currency, countries, warehouses, address
// trees and transit lines.
import type { AddressDistrict, Tenant, TenantWarehouse } from '../../../../contract';

export type DemoWarehouse = TenantWarehouse;

export type DemoDistrict = AddressDistrict;

export interface DemoTransitOption {
  name: string;
  description: string;
  pricePerKgFen: number;
  firstWeightPriceFen: number;
  estimatedDays: string;
  selfPickupAvailable: boolean;
}

/** The Tenant fields a demo tenant states as the API will answer them. */
type TenantFields = Pick<
  Tenant,
  | 'id'
  | 'name'
  | 'description'
  | 'themeColor'
  | 'defaultLanguage'
  | 'supportedLanguages'
  | 'timezoneOffset'
  | 'serviceEmail'
  | 'servicePhone'
  | 'serviceSocialAccounts'
  | 'socialMediaPlatforms'
  | 'footerLinks'
  | 'analyticsCode'
  | 'googleAnalyticsTraceId'
  | 'registrationEntity'
  | 'privacyPolicyHtml'
  | 'termsOfUseHtml'
>;

export interface DemoTenant extends TenantFields {
  slug: string;
  hosts: string[];
  /** The tenant's currency and its rate, answered as Tenant.exchangeInfo. */
  currency: Tenant['exchangeInfo']['currency'];
  cnyExchangeRate: Tenant['exchangeInfo']['cnyExchangeRate'];
  /** Answered as Tenant.tenantPreference. */
  preference: Tenant['tenantPreference'];
  /** Countries the tenant ships to (code, name, phone code). */
  countries: [string, string, string][];
  warehouses: DemoWarehouse[];
  /** Address trees of the tenant's local country (CN trees are common to all tenants). */
  localDistricts: { country: string; tree: DemoDistrict[] };
  transitOptions: DemoTransitOption[];
}
