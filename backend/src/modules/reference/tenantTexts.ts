// The tenant's line and warehouse texts in one reader's language, for answers that carry them as they were written
// when a record was made (an order keeps its warehouse, line and pickup point as they read then, in the tenant's
// default texts): each is looked up by its id, or by that default text where only the text was kept.
import type { Locale, TenantWarehouse } from '../../../../contract';
import type { Db } from '../../db';
import { inLanguage } from './translated';

export interface TenantTexts {
  /** A line's name, or a warehouse's, written in its default text. */
  text(defaultText: string): string;
  /** A warehouse as an order kept it, named and addressed in the reader's language where the tenant keeps one. */
  warehouse<W extends Pick<TenantWarehouse, 'id' | 'name'> & { address?: string }>(warehouse: W): W;
}

export async function tenantTexts(db: Db, tenantId: string, language: Locale): Promise<TenantTexts> {
  const [lines, warehouses] = await Promise.all([
    db.selectFrom('transit_options').select(['name', 'name_translations']).where('tenant_id', '=', tenantId).execute(),
    db
      .selectFrom('tenant_warehouses')
      .select(['id', 'name', 'name_translations', 'address', 'address_translations', 'region'])
      .where('tenant_id', '=', tenantId)
      .execute(),
  ]);
  const texts = new Map<string, string>();
  for (const line of lines) texts.set(line.name, inLanguage(line.name, line.name_translations, language));
  for (const w of warehouses) texts.set(w.name, inLanguage(w.name, w.name_translations, language));
  const byId = new Map(warehouses.map((w) => [w.id, w]));
  return {
    text: (defaultText) => texts.get(defaultText) ?? defaultText,
    warehouse: (kept) => {
      const row = byId.get(kept.id);
      if (!row) return kept;
      return {
        ...kept,
        name: kept.name === row.name ? inLanguage(row.name, row.name_translations, language) : kept.name,
        // A China warehouse's address is the one sellers ship to: it stays as written.
        ...(kept.address !== undefined && row.region === 'LOCAL' && kept.address === row.address
          ? { address: inLanguage(row.address, row.address_translations, language) }
          : {}),
      };
    },
  };
}
