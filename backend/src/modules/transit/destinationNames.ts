// A transit order copies its address's region names as they read when it was made (the tenant's default names,
// which the operator and the carriers read). The shopper reads them in their language: the names are followed
// down the country's tree from its top level, so a name that the tree no longer holds keeps its old text (and so
// does everything below it).
import type { Locale, TransitDestination } from '../../../../contract';
import type { Db } from '../../db';
import { inLanguage } from '../reference/translated';

interface Node {
  name: string;
  translated: string;
  code: string;
}

export type DestinationNamer = (destination: TransitDestination) => TransitDestination;

export async function destinationNamer(
  db: Db,
  tenantId: string,
  countries: string[],
  language: Locale,
): Promise<DestinationNamer> {
  const rows = countries.length
    ? await db
        .selectFrom('address_districts')
        .select(['country', 'code', 'name', 'name_translations', 'parent_code'])
        .where('tenant_id', '=', tenantId)
        .where('country', 'in', countries)
        .execute()
    : [];
  // Children of each node by country and parent code ('' for the top level).
  const children = new Map<string, Node[]>();
  for (const r of rows) {
    const key = `${r.country}:${r.parent_code ?? ''}`;
    const list = children.get(key) ?? [];
    list.push({ name: r.name, translated: inLanguage(r.name, r.name_translations, language), code: r.code });
    children.set(key, list);
  }
  return (destination) => {
    const names: string[] = [];
    let parent = '';
    for (const name of destination.regionNames) {
      const node = children.get(`${destination.country}:${parent}`)?.find((n) => n.name === name);
      if (!node) return destination;
      names.push(node.translated);
      parent = node.code;
    }
    if (names.length === 0) return destination;
    // A city left empty was filled with the last region's name: it reads in the same language as the regions.
    const lastName = destination.regionNames[destination.regionNames.length - 1];
    const city = destination.city === lastName ? (names[names.length - 1] ?? destination.city) : destination.city;
    return { ...destination, regionNames: names, city };
  };
}
