// Home-page product selections: preferred products and the preferred / recommended groups. They reference
// catalogue rows (products.id) owned by the product module; ids are resolved at read time, so a product that is
// gone (or a catalogue that was never seeded) just drops out, and a group with nothing left is not returned.
import type { Locale, ProductCard, ProductGroup } from '../../../../contract';
import type { Db } from '../../db';
import { toCard, type CardRow } from '../product/mapping';
import { tenantHosts } from '../product/service';
import type { TenantRecord } from '../tenant/service';
import type { ContentLanguage } from './service';
import type { ProductGroupKind } from './tables';

/** Product titles in the requested language where the catalogue has it (else English, then Chinese). */
export function cardLanguage(lang: ContentLanguage): Locale {
  return lang.requested;
}

/** Catalogue cards by products.id (as text), visible to the tenant (marketplace items or its own). */
async function cardsById(
  db: Db,
  tenant: TenantRecord,
  ids: readonly string[],
  language: Locale,
): Promise<Map<string, ProductCard>> {
  const numeric = [...new Set(ids)].filter((id) => /^\d{1,15}$/.test(id)).map(Number);
  if (numeric.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .innerJoin('shops', 'shops.id', 'products.shop_id')
    .select([
      'products.id',
      'products.platform',
      'products.product_id',
      'products.title_en',
      'products.title_zh',
      'products.titles',
      'products.cover_image',
      'products.min_price_fen',
      'products.max_price_fen',
      'products.sales',
      'products.shop_id',
      'shops.name_en as shop_name_en',
      'shops.name_zh as shop_name_zh',
    ])
    .where('products.id', 'in', numeric)
    .where((eb) => eb.or([eb('products.tenant_id', 'is', null), eb('products.tenant_id', '=', tenant.id)]))
    .execute();
  const hosts = rows.some((r) => r.platform === 'SelfOwned') ? await tenantHosts(db, tenant) : [];
  return new Map(rows.map((r) => [String(r.id), toCard(r as CardRow, language, hosts)]));
}

export async function preferredProducts(db: Db, tenant: TenantRecord, lang: ContentLanguage): Promise<ProductCard[]> {
  const items = await db
    .selectFrom('preferred_products')
    .select(['product_id'])
    .where('tenant_id', '=', tenant.id)
    .orderBy('sort_order')
    .orderBy('product_id')
    .execute();
  const cards = await cardsById(
    db,
    tenant,
    items.map((i) => i.product_id),
    cardLanguage(lang),
  );
  return items.flatMap((i) => cards.get(i.product_id) ?? []);
}

function groupName(names: Record<string, string>, lang: ContentLanguage): string {
  return names[lang.requested] ?? names[lang.fallback] ?? Object.values(names)[0] ?? '';
}

export async function productGroups(
  db: Db,
  tenant: TenantRecord,
  kind: ProductGroupKind,
  lang: ContentLanguage,
): Promise<ProductGroup[]> {
  const groups = await db
    .selectFrom('product_groups')
    .select(['id', 'names'])
    .where('tenant_id', '=', tenant.id)
    .where('kind', '=', kind)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  if (groups.length === 0) return [];
  const items = await db
    .selectFrom('product_group_items')
    .select(['group_id', 'product_id'])
    .where('tenant_id', '=', tenant.id)
    .where(
      'group_id',
      'in',
      groups.map((g) => g.id),
    )
    .orderBy('group_id')
    .orderBy('sort_order')
    .execute();
  const cards = await cardsById(
    db,
    tenant,
    items.map((i) => i.product_id),
    cardLanguage(lang),
  );
  return groups
    .map((g) => ({
      id: g.id,
      name: groupName(g.names, lang),
      products: items.filter((i) => i.group_id === g.id).flatMap((i) => cards.get(i.product_id) ?? []),
    }))
    .filter((g) => g.products.length > 0);
}
