// The five demo tenants (the README's table), one file each, and the seed step that writes them with their hosts,
// branding, settings and reference data. (Their transit lines are written by the shipping seed from
// `transitOptions`, which the fee articles quote.) Other seed steps iterate `DEMO_TENANTS` (ids equal slugs).
import { jsonb } from '../../db';
import type { SeedStep } from '../types';
import { globalbuy } from './globalbuy';
import { souq } from './souq';
import { accra } from './accra';
import { himal } from './himal';
import { lao } from './lao';
import { insertAddressDistricts } from '../shippingDemo/addressDistricts';
import { forLanguages, WAREHOUSE_TEXTS } from './referenceTexts';
import { CN_DISTRICTS, logo } from './shared';
import type { DemoTenant, DemoWarehouse } from './types';

export type { DemoDistrict, DemoTenant, DemoTransitOption, DemoWarehouse } from './types';
export { CN_DISTRICTS } from './shared';

export const DEMO_TENANTS: readonly DemoTenant[] = [globalbuy, souq, accra, himal, lao];

export function tenantRow(t: DemoTenant) {
  return {
    id: t.id,
    slug: t.slug,
    name: t.name,
    description: t.description,
    theme_color: t.themeColor,
    logo_image: logo(t.slug),
    default_language: t.defaultLanguage,
    supported_languages: jsonb(t.supportedLanguages),
    timezone_offset: t.timezoneOffset,
    service_email: t.serviceEmail,
    service_phone: t.servicePhone,
    service_social_accounts: jsonb(t.serviceSocialAccounts),
    social_media_platforms: jsonb(t.socialMediaPlatforms),
    footer_links: jsonb(t.footerLinks),
    analytics_code: t.analyticsCode,
    google_analytics_trace_id: t.googleAnalyticsTraceId,
    currency: t.currency,
    cny_exchange_rate: t.cnyExchangeRate,
    registration_entity: jsonb(t.registrationEntity),
    preference: jsonb(t.preference),
    privacy_policy_html: t.privacyPolicyHtml,
    terms_of_use_html: t.termsOfUseHtml,
  };
}

/** The tenant_warehouses row of a demo warehouse or pickup point, with its texts in the tenant's languages. */
export function warehouseRow(
  tenant: Pick<DemoTenant, 'id' | 'supportedLanguages'>,
  w: DemoWarehouse,
  sortOrder: number,
) {
  const texts = WAREHOUSE_TEXTS[w.id];
  const tenantId = tenant.id;
  return {
    id: w.id,
    tenant_id: tenantId,
    name: w.name,
    region: w.region,
    country: w.country,
    address: w.address,
    contact_name: w.contactName,
    contact_phone: w.contactPhone,
    postcode: w.postcode,
    sort_order: sortOrder,
    name_translations: jsonb(forLanguages(texts?.name, tenant.supportedLanguages)),
    address_translations: jsonb(forLanguages(texts?.address, tenant.supportedLanguages)),
  };
}

export const tenantsSeed: SeedStep = {
  name: 'tenants',
  async run({ db, tenants }) {
    for (const t of tenants) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('tenants')
          .values(tenantRow(t))
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        await trx
          .insertInto('tenant_hosts')
          .values(t.hosts.map((host) => ({ host, tenant_id: t.id })))
          .onConflict((oc) => oc.column('host').doNothing())
          .execute();
        await trx
          .insertInto('tenant_warehouses')
          .values(t.warehouses.map((w, i) => warehouseRow(t, w, i)))
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        await trx
          .insertInto('supported_countries')
          .values(
            t.countries.map(([code, name, phone], i) => ({
              tenant_id: t.id,
              code,
              name,
              phone_code: phone,
              sort_order: i,
            })),
          )
          .onConflict((oc) => oc.columns(['tenant_id', 'code']).doNothing())
          .execute();
        await insertAddressDistricts(trx, t, [
          { country: 'CN', tree: CN_DISTRICTS },
          { country: t.localDistricts.country, tree: t.localDistricts.tree },
        ]);
      });
    }
  },
};
