// A catalogue seeded before titles and names had more languages than English and Chinese (migration 053) gets them
// from the same generator: the seed is deterministic, so the products it wrote then are the ones it generates now.
// A row is filled only where it still has no translations and its key and English title match the generated
// product, so a product changed or added since (an operator's own) is left as it is.
import { sql } from 'kysely';
import type { Db } from '../../db';
import type { GenCatalogue } from './generate';
import { phraseTranslations } from './translations';

const CHUNK = 400;

/** A generated product's key and search text, as the seed writes them (index.ts productRows). */
export interface SearchRow {
  id: number;
  platform: string;
  product_id: string;
  tenant_id: string | null;
  title_en: string;
  search_title: string;
  search_extra: string;
}

/** Whether some product has no translations (a catalogue seeded before migration 053). */
export async function lacksTranslations(db: Db): Promise<boolean> {
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where(sql<boolean>`titles = '{}'::jsonb`)
    .limit(1)
    .execute();
  return rows.length > 0;
}

/** Fills the missing translations of a seeded catalogue from its generated twin; the number of products filled. */
export async function backfillCatalogueTranslations(
  db: Db,
  catalogue: GenCatalogue,
  rows: readonly SearchRow[],
): Promise<number> {
  const generated = new Map(catalogue.products.map((p) => [p.id, p]));
  let filled = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows.slice(i, i + CHUNK).map((r) => {
      const p = generated.get(r.id);
      return sql`(${r.platform}, ${r.product_id}, ${r.tenant_id ?? ''}, ${r.title_en}, ${JSON.stringify(p?.titles ?? {})},
        ${JSON.stringify(p?.descriptions ?? {})}, ${r.search_title}, ${r.search_extra})`;
    });
    const result = await sql`
      update products p set titles = cast(v.titles as jsonb), descriptions = cast(v.descriptions as jsonb),
             search_title = v.search_title, search_extra = v.search_extra
      from (values ${sql.join(values)}) as v(platform, product_id, tenant_id, title_en, titles, descriptions, search_title, search_extra)
      where p.platform = v.platform and p.product_id = v.product_id and coalesce(p.tenant_id, '') = v.tenant_id
        and p.title_en = v.title_en and p.titles = '{}'::jsonb`.execute(db);
    filled += Number(result.numAffectedRows ?? 0);
  }
  const names = (english: Iterable<string>) =>
    [...new Set(english)].map((en) => sql`(${en}, ${JSON.stringify(phraseTranslations(en))})`);
  await sql`update categories c set names = cast(v.names as jsonb) from (values ${sql.join(catalogue.categories.map((c) => sql`(${c.id}, ${JSON.stringify(phraseTranslations(c.nameEn))})`))}) as v(id, names)
            where c.id = v.id and c.names = '{}'::jsonb`.execute(db);
  const properties = catalogue.products.flatMap((p) => p.properties);
  await sql`update product_properties pp set names = cast(v.names as jsonb) from (values ${sql.join(names(properties.map((p) => p.nameEn)))}) as v(en, names)
            where pp.name_en = v.en and pp.names = '{}'::jsonb`.execute(db);
  await sql`update product_property_values pv set names = cast(v.names as jsonb) from (values ${sql.join(names(properties.flatMap((p) => p.values.map((v) => v.nameEn))))}) as v(en, names)
            where pv.name_en = v.en and pv.names = '{}'::jsonb`.execute(db);
  return filled;
}
