// Tenant lookups and the mapping from a tenants row to the wire `Tenant`.
import type { Selectable } from 'kysely';
import { normalizeHost, type ExchangeInfo, type Tenant } from '../../../../contract';
import type { Db } from '../../db';
import type { TenantsTable } from './tables';

/** The resolved tenant every tenant-scoped request carries as `request.tenant`. */
export type TenantRecord = Selectable<TenantsTable>;

/**
 * The tenant a host header names (the first of a comma-separated list), read by the storefront's rules
 * (contract/host.ts: no port, no `www.`, IPv6 without brackets); undefined for an unknown or malformed host.
 */
export async function findTenantByHost(db: Db, raw: string): Promise<TenantRecord | undefined> {
  const host = normalizeHost(raw.split(',')[0] ?? '');
  if (!host) return undefined;
  return db
    .selectFrom('tenant_hosts')
    .innerJoin('tenants', 'tenants.id', 'tenant_hosts.tenant_id')
    .selectAll('tenants')
    .where('tenant_hosts.host', '=', host)
    .executeTakeFirst();
}

export async function findTenantById(db: Db, id: string): Promise<TenantRecord | undefined> {
  return db.selectFrom('tenants').selectAll().where('id', '=', id).executeTakeFirst();
}

export function exchangeInfoOf(t: TenantRecord): ExchangeInfo {
  return { cnyExchangeRate: Number(t.cny_exchange_rate), currency: t.currency };
}

/** Theme colours are stored as entered by the operator; the wire value always starts with '#'. */
export function hashColour(value: string): string {
  const v = value.trim();
  return v.startsWith('#') ? v : `#${v}`;
}

export function toTenant(t: TenantRecord): Tenant {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    themeColor: hashColour(t.theme_color),
    logoImage: t.logo_image,
    defaultLanguage: t.default_language,
    supportedLanguages: t.supported_languages,
    timezoneOffset: Number(t.timezone_offset),
    serviceEmail: t.service_email,
    servicePhone: t.service_phone,
    serviceSocialAccounts: t.service_social_accounts.slice(0, 3),
    socialMediaPlatforms: t.social_media_platforms,
    footerLinks: t.footer_links,
    analyticsCode: t.analytics_code,
    googleAnalyticsTraceId: t.google_analytics_trace_id,
    exchangeInfo: exchangeInfoOf(t),
    registrationEntity: t.registration_entity,
    tenantPreference: t.preference,
    privacyPolicyHtml: t.privacy_policy_html,
    termsOfUseHtml: t.terms_of_use_html,
  };
}
