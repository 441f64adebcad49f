import type { Locale } from './common';

export const PRODUCT_PLATFORMS = ['SelfOwned', 'Taobao', 'Tmall', 'JD', 'Alibaba', 'Yiwugou', 'Poizon'] as const;
export type ProductPlatform = (typeof PRODUCT_PLATFORMS)[number];

export const ARTICLE_TYPES = [
  'ABOUT_US',
  'ABOUT_TRANSIT',
  'ABOUT_TRANSIT_FEE',
  'HOW_TO_USE',
  'PROHIBITED_PURCHASE_ITEMS',
  'USER_AGREEMENT',
  'FAQ',
  'PAYMENT_GUIDE',
  'SOURCING_SERVICE',
] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

export const MESSENGER_TYPES = [
  'LINE',
  'WECHAT',
  'KAKAOTALK',
  'ZALO',
  'FACEBOOK',
  'WHATSAPP',
  'FACEBOOK_MESSENGER',
  'VIBER',
  'TELEGRAM',
  'VKONTAKTE',
  'SIGNAL',
] as const;
export type MessengerType = (typeof MESSENGER_TYPES)[number];

export const SOCIAL_PLATFORMS = [
  'FACEBOOK',
  'TWITTER',
  'LINKEDIN',
  'YOUTUBE',
  'INSTAGRAM',
  'TIKTOK',
  'TELEGRAM',
  'VKONTAKTE',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const WAREHOUSE_REGIONS = ['LOCAL', 'CHINA'] as const;
export type WarehouseRegion = (typeof WAREHOUSE_REGIONS)[number];

export const REGION_CODES = ['au', 'ru', 'uz', 'kz', 'pk', 'vn', 'la', 'kr', 'mx', 'cl', 'my', 'by'] as const;
export type RegionCode = (typeof REGION_CODES)[number];

export interface ExchangeInfo {
  /** How many units of `currency` one CNY buys. */
  cnyExchangeRate: number;
  /** ISO-like currency code as the tenant keeps it (GHC and NPR are shown as GHS and Rs). */
  currency: string;
}

export interface TenantPreference {
  showExchangeRate: boolean;
  /** Each of these three is shown unless explicitly false. */
  showStockin?: boolean;
  showTransit?: boolean;
  showUserWarehouse?: boolean;
  /** Search channels offered; the first is the default. */
  productPlatforms: ProductPlatform[];
  /** Differences some tenants need, as settings rather than tenant ids in code. */
  showClock: boolean;
  showPoweredBy: boolean;
  /** Always show how-to-use as a single article even when step data exists. */
  howToUseArticleOnly: boolean;
  /** Optional third-party widgets (script URLs). */
  chatbotScriptUrl?: string | null;
  customerServiceScriptUrl?: string | null;
}

export interface RegistrationEntity {
  name: string;
  businessLicenseNo: string;
  websiteApprove: string;
}

/** A footer link: its title in the tenant's default language, and in the tenant's other languages where given. */
export interface FooterLink {
  title: string;
  link: string;
  titles?: Partial<Record<Locale, string>>;
}

export interface Tenant {
  id: string;
  name: string;
  description: string;
  /** Always starts with '#'. */
  themeColor: string;
  logoImage: string;
  defaultLanguage: Locale;
  supportedLanguages: Locale[];
  /** Hours from UTC; may be fractional (5.75 = UTC+5:45). */
  timezoneOffset: number;
  serviceEmail: string;
  servicePhone: string;
  serviceSocialAccounts: { type: MessengerType; accountId: string }[];
  socialMediaPlatforms: { platform: SocialPlatform; link: string }[];
  footerLinks: FooterLink[];
  analyticsCode: string | null;
  googleAnalyticsTraceId: string | null;
  exchangeInfo: ExchangeInfo;
  registrationEntity: RegistrationEntity | null;
  tenantPreference: TenantPreference;
  /** Tenant-supplied HTML shown in the footer's modals; the storefront sanitises before rendering. */
  privacyPolicyHtml: string;
  termsOfUseHtml: string;
}

export interface TenantWarehouse {
  id: string;
  /** In the request's language where the tenant keeps one, else the tenant's own text. */
  name: string;
  region: WarehouseRegion;
  country: string;
  /** As `name`; a China warehouse's receiving address (UserWarehouse.receivingAddress) is always the tenant's own text. */
  address: string;
  contactName: string;
  contactPhone: string;
  postcode: string;
}

export interface SupportedCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** In the request's language (Accept-Language, among the tenant's languages), else the tenant's own name. */
  name: string;
  phoneCode: string;
}

export interface AddressDistrict {
  code: string;
  name: string;
  children?: AddressDistrict[];
}
