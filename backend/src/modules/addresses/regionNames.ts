// A saved address's region names in the reader's language. The address keeps its district codes, so the names
// are read from the tenant's tree at read time; an address whose codes the tree no longer holds (or that has no
// codes) keeps the names it was saved with.
import type { Locale, UserAddress } from '../../../../contract';
import type { Db } from '../../db';
import { inLanguage } from '../reference/translated';

export async function withRegionNamesIn<A extends UserAddress>(
  db: Db,
  tenantId: string,
  addresses: A[],
  language: Locale,
): Promise<A[]> {
  const countries = [...new Set(addresses.filter((a) => a.regionCodes.length > 0).map((a) => a.country))];
  if (countries.length === 0) return addresses;
  const rows = await db
    .selectFrom('address_districts')
    .select(['country', 'code', 'name', 'name_translations'])
    .where('tenant_id', '=', tenantId)
    .where('country', 'in', countries)
    .execute();
  const names = new Map(rows.map((r) => [`${r.country}:${r.code}`, inLanguage(r.name, r.name_translations, language)]));
  return addresses.map((a) => {
    const translated = a.regionCodes.map((code) => names.get(`${a.country}:${code}`));
    if (a.regionCodes.length === 0 || translated.some((n) => n === undefined)) return a;
    const regionNames = translated as string[];
    // A city left empty was filled with the last region's name: it reads in the same language as the regions.
    const cityIsLastRegion = a.city === a.regionNames[a.regionNames.length - 1];
    return { ...a, regionNames, city: cityIsLastRegion ? (regionNames[regionNames.length - 1] ?? a.city) : a.city };
  });
}
