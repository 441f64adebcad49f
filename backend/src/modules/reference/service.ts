// Reference data of a tenant: warehouses, countries, address districts (as trees), transit options.
import type {
  AddressDistrict,
  Locale,
  SupportedCountry,
  TenantWarehouse,
  TransitOption,
  WarehouseRegion,
} from '../../../../contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import type { TenantWarehousesTable, TransitOptionsTable } from './tables';
import { inLanguage } from './translated';

/** The tenant's warehouses, named (and local ones addressed) in `language` where the operator wrote it. */
export async function listWarehouses(
  db: Db,
  tenantId: string,
  region?: WarehouseRegion,
  language?: Locale,
): Promise<TenantWarehouse[]> {
  let q = db.selectFrom('tenant_warehouses').selectAll().where('tenant_id', '=', tenantId);
  if (region) q = q.where('region', '=', region);
  const rows = await q.orderBy('region').orderBy('sort_order').orderBy('id').execute();
  return rows.map((w) => toTenantWarehouse(w, language));
}

/** Without `language`: the default texts (what an order keeps as written when it is made). */
export function toTenantWarehouse(w: Selectable<TenantWarehousesTable>, language?: Locale): TenantWarehouse {
  return {
    id: w.id,
    name: inLanguage(w.name, w.name_translations, language),
    region: w.region,
    country: w.country,
    address: inLanguage(w.address, w.address_translations, language),
    contactName: w.contact_name,
    contactPhone: w.contact_phone,
    postcode: w.postcode,
  };
}

/** Intl's tag for a locale: this product calls Lao 'la', its ISO code is 'lo'. */
const intlTag = (language: Locale) => (language === 'la' ? 'lo' : language);

/**
 * A country's name in `language` from the runtime's region names (Node carries them for every locale, browsers
 * for fewer), else the tenant's own name for it.
 */
export function countryNameIn(language: Locale, code: string, fallback: string): string {
  let namer = regionNamers.get(language);
  if (!namer)
    regionNamers.set(
      language,
      (namer = new Intl.DisplayNames([intlTag(language)], { type: 'region', fallback: 'none' })),
    );
  try {
    return namer.of(code) || fallback;
  } catch {
    // A code Intl cannot read (not two letters) keeps the tenant's name.
    return fallback;
  }
}
const regionNamers = new Map<Locale, Intl.DisplayNames>();

/** The tenant's countries, named in the reader's language. */
export async function listCountries(db: Db, tenantId: string, language: Locale): Promise<SupportedCountry[]> {
  const rows = await db
    .selectFrom('supported_countries')
    .select(['code', 'name', 'phone_code'])
    .where('tenant_id', '=', tenantId)
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
  return rows.map((c) => ({ code: c.code, name: countryNameIn(language, c.code, c.name), phoneCode: c.phone_code }));
}

/** Districts of the given countries as one tree per country (provinces → cities → districts), named in `language`. */
export async function districtTrees(
  db: Db,
  tenantId: string,
  countries?: string[],
  language?: Locale,
): Promise<Map<string, AddressDistrict[]>> {
  let q = db
    .selectFrom('address_districts')
    .select(['country', 'code', 'name', 'name_translations', 'parent_code'])
    .where('tenant_id', '=', tenantId);
  if (countries && countries.length) q = q.where('country', 'in', countries);
  const rows = await q.orderBy('country').orderBy('sort_order').orderBy('code').execute();
  const byKey = new Map<string, AddressDistrict>();
  for (const r of rows)
    byKey.set(`${r.country}:${r.code}`, { code: r.code, name: inLanguage(r.name, r.name_translations, language) });
  const trees = new Map<string, AddressDistrict[]>();
  for (const r of rows) {
    const node = byKey.get(`${r.country}:${r.code}`) as AddressDistrict;
    const parent = r.parent_code ? byKey.get(`${r.country}:${r.parent_code}`) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else {
      const roots = trees.get(r.country) ?? [];
      roots.push(node);
      trees.set(r.country, roots);
    }
  }
  return trees;
}

/** The tenant's shipping lines in their display order, named and described in `language`. */
export async function listTransitOptions(db: Db, tenantId: string, language: Locale): Promise<TransitOption[]> {
  const rows = await db
    .selectFrom('transit_options')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
  return rows.map((o) => toTransitOption(o, language));
}

const yuan = (fen: number) => Math.round(fen) / 100;

export function toTransitOption(o: Selectable<TransitOptionsTable>, language?: Locale): TransitOption {
  return {
    name: inLanguage(o.name, o.name_translations, language),
    description: inLanguage(o.description, o.description_translations, language),
    countries: o.countries,
    firstWeightGrams: o.first_weight_grams,
    firstWeightFee: yuan(o.first_weight_fee_fen),
    additionalWeightGrams: o.additional_weight_grams,
    additionalWeightFee: yuan(o.additional_weight_fee_fen),
    volumetricDivisor: o.volumetric_divisor,
    maxWeightGrams: o.max_weight_grams,
    maxLengthCm: o.max_length_cm,
    deliveryDays: { min: o.delivery_days_min, max: o.delivery_days_max },
    restrictions: o.restrictions,
    selfPickupAvailable: o.self_pickup_available,
  };
}
