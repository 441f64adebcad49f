import type {
  FooterLink,
  Locale,
  MessengerType,
  RegistrationEntity,
  SocialPlatform,
  TenantPreference,
} from '../../../../contract';
import type { Json, Timestamp } from '../../db/types';

export interface TenantsTable {
  id: string;
  slug: string;
  name: string;
  description: string;
  theme_color: string;
  logo_image: string;
  default_language: Locale;
  supported_languages: Json<Locale[]>;
  timezone_offset: number;
  service_email: string;
  service_phone: string;
  service_social_accounts: Json<{ type: MessengerType; accountId: string }[]>;
  social_media_platforms: Json<{ platform: SocialPlatform; link: string }[]>;
  footer_links: Json<FooterLink[]>;
  analytics_code: string | null;
  google_analytics_trace_id: string | null;
  currency: string;
  cny_exchange_rate: number;
  registration_entity: Json<RegistrationEntity | null>;
  preference: Json<TenantPreference>;
  privacy_policy_html: string;
  terms_of_use_html: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TenantHostsTable {
  host: string;
  tenant_id: string;
}

export interface TenantTables {
  tenants: TenantsTable;
  tenant_hosts: TenantHostsTable;
}
