// Address trees (region → city) as rows of address_districts for one tenant, with each name translated into the
// tenant's languages. Used by the tenants step (China and the tenant's home country) and the shipping step (the
// other destination countries). Idempotent: a second run adds nothing, and a database seeded before the names
// were translated gets the translations.
import type { Kysely } from 'kysely';
import type { Locale } from '../../../../contract';
import { jsonb } from '../../db';
import type { Database } from '../../db/schema';
import type { DemoDistrict } from '../tenants/types';
import { districtNameTranslations } from './districtTranslations';

export interface CountryDistricts {
  country: string;
  tree: readonly DemoDistrict[];
}

/** A tree's nodes in order, each with its parent's code and its place among its siblings. */
function flatten(
  tree: readonly DemoDistrict[],
  parent: string | null = null,
): { code: string; name: string; parent: string | null; order: number }[] {
  return tree.flatMap((node, order) => [
    { code: node.code, name: node.name, parent, order },
    ...flatten(node.children ?? [], node.code),
  ]);
}

export async function insertAddressDistricts(
  db: Kysely<Database>,
  tenant: { id: string; supportedLanguages: readonly Locale[] },
  countries: readonly CountryDistricts[],
): Promise<void> {
  const districts = countries.flatMap(({ country, tree }) => flatten(tree).map((d) => ({ ...d, country })));
  if (districts.length === 0) return;
  await db
    .insertInto('address_districts')
    .values(
      districts.map((d) => ({
        tenant_id: tenant.id,
        country: d.country,
        code: d.code,
        name: d.name,
        name_translations: jsonb(districtNameTranslations(d.country, d.code, tenant.supportedLanguages)),
        parent_code: d.parent,
        sort_order: d.order,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'country', 'code'])
        .doUpdateSet((eb) => ({ name_translations: eb.ref('excluded.name_translations') })),
    )
    .execute();
}
