// Category listing and keyword navigation (GET /categories, GET /keywordSNQuery), and the per-request view of the
// tenant that product sources need (its hosts and language).
import { sql } from 'kysely';
import type { Category, KeywordNavigation, Locale, ProductPlatform } from '../../../../contract';
import type { Db } from '../../db';
import type { TenantRecord } from '../tenant/service';
import { requestLanguage } from '../user/language';
import { documentTokens, queryTerms, requiredMatches, tsQuery } from './searchText';
import { localized } from './mapping';
import type { SourceTenant } from './source';
import type { Translations } from './tables';

const HOSTS_TTL_MS = 30_000;
const hostsCaches = new WeakMap<Db, Map<string, { at: number; hosts: string[] }>>();

/**
 * The tenant's hosts, primary first: a host naming the tenant's slug (globalbuy.localhost), else the
 * alphabetically first. Self-owned links are written on the primary host; any of them resolves.
 */
export async function tenantHosts(db: Db, tenant: Pick<TenantRecord, 'id' | 'slug'>): Promise<string[]> {
  const hostsCache = hostsCaches.get(db) ?? new Map<string, { at: number; hosts: string[] }>();
  hostsCaches.set(db, hostsCache);
  const hit = hostsCache.get(tenant.id);
  if (hit && Date.now() - hit.at < HOSTS_TTL_MS) return hit.hosts;
  const rows = await db.selectFrom('tenant_hosts').select('host').where('tenant_id', '=', tenant.id).execute();
  const hosts = rows
    .map((r) => r.host)
    .sort((a, b) => {
      const an = a.split('.')[0] === tenant.slug ? 0 : 1;
      const bn = b.split('.')[0] === tenant.slug ? 0 : 1;
      return an - bn || a.localeCompare(b);
    });
  if (hostsCache.size > 500) hostsCache.clear();
  hostsCache.set(tenant.id, { at: Date.now(), hosts });
  return hosts;
}

export async function sourceTenant(
  db: Db,
  tenant: TenantRecord,
  acceptLanguage: string | undefined,
): Promise<SourceTenant> {
  const language = requestLanguage(acceptLanguage, tenant);
  return { id: tenant.id, hosts: await tenantHosts(db, tenant), language };
}

interface CategoryRow {
  id: string;
  parent_id: string | null;
  name_en: string;
  name_zh: string;
  names: Translations;
  sort_order: number;
}

function toCategory(row: CategoryRow, language: Locale, productCount?: number): Category {
  const category: Category = {
    id: row.id,
    name: localized(language, row.name_en, row.name_zh, row.names),
    parentId: row.parent_id,
  };
  if (productCount !== undefined) category.productCount = productCount;
  return category;
}

/** Products per category among those visible to the tenant on `platforms`, a parent counting its children's. */
async function categoryCounts(
  db: Db,
  tenantId: string,
  platforms: readonly ProductPlatform[],
  match: string | null,
  need: number,
  terms: string[],
) {
  if (platforms.length === 0) return new Map<string, number>();
  const keywordWhere = match
    ? sql`and p.search_vector @@ to_tsquery('simple', ${match})
          ${
            need > 1
              ? sql`and (${sql.join(
                  terms.map((t) => sql`(p.search_vector @@ to_tsquery('simple', ${t}))::int`),
                  sql` + `,
                )}) >= ${need}`
              : sql``
          }`
    : sql``;
  const rows = await sql<{ id: string; parent_id: string | null; n: number }>`
    select c.id, c.parent_id, count(*)::int as n
    from products p join categories c on c.id = p.category_id
    where (p.tenant_id is null or p.tenant_id = ${tenantId}) and p.platform in (${sql.join([...platforms])}) ${keywordWhere}
    group by c.id, c.parent_id`.execute(db);
  const counts = new Map<string, number>();
  for (const r of rows.rows) {
    counts.set(r.id, (counts.get(r.id) ?? 0) + Number(r.n));
    if (r.parent_id) counts.set(r.parent_id, (counts.get(r.parent_id) ?? 0) + Number(r.n));
  }
  return counts;
}

/* Whole-catalogue counts change only when products are added; a short cache spares /categories and every
   keyword navigation the full scan. */
const COUNTS_TTL_MS = 10_000;
const countsCaches = new WeakMap<Db, Map<string, { at: number; counts: Promise<Map<string, number>> }>>();

function totalCounts(db: Db, tenantId: string, platforms: readonly ProductPlatform[]): Promise<Map<string, number>> {
  const countsCache = countsCaches.get(db) ?? new Map<string, { at: number; counts: Promise<Map<string, number>> }>();
  countsCaches.set(db, countsCache);
  const key = `${tenantId}|${[...platforms].sort().join(',')}`;
  const hit = countsCache.get(key);
  if (hit && Date.now() - hit.at < COUNTS_TTL_MS) return hit.counts;
  const counts = categoryCounts(db, tenantId, platforms, null, 0, []);
  counts.catch(() => countsCache.delete(key));
  if (countsCache.size > 200) countsCache.clear();
  countsCache.set(key, { at: Date.now(), counts });
  return counts;
}

async function allCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .selectAll()
    .orderBy('parent_id', 'desc')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Tree order: each top category followed by its subcategories. */
function treeOrder(rows: CategoryRow[]): CategoryRow[] {
  const tops = rows.filter((r) => r.parent_id === null).sort((a, b) => a.sort_order - b.sort_order);
  return tops.flatMap((t) => [
    t,
    ...rows.filter((r) => r.parent_id === t.id).sort((a, b) => a.sort_order - b.sort_order),
  ]);
}

export async function listCategories(
  db: Db,
  tenant: SourceTenant,
  platforms: readonly ProductPlatform[],
): Promise<Category[]> {
  const rows = treeOrder(await allCategories(db));
  const counts = await totalCounts(db, tenant.id, platforms);
  return rows.map((r) => toCategory(r, tenant.language, counts.get(r.id) ?? 0));
}

const NAVIGATION_LIMIT = 12;

/**
 * Categories related to a keyword: those whose name holds it (in either language) first, then those holding the
 * most products the keyword finds. `productCount` is how many products the keyword finds there (for a category
 * matched by name and holding none of them: all its products).
 */
export async function keywordNavigation(
  db: Db,
  tenant: SourceTenant,
  platforms: readonly ProductPlatform[],
  keyword: string,
): Promise<KeywordNavigation> {
  const terms = queryTerms(keyword);
  const any = tsQuery(terms, 'any');
  if (!any) return { keyword, categories: [] };
  const need = requiredMatches(terms.length);
  const rows = await allCategories(db);
  const [matching, all] = [
    await categoryCounts(db, tenant.id, platforms, any, need, terms),
    await totalCounts(db, tenant.id, platforms),
  ];
  const byName = rows.filter((r) => {
    const tokens = new Set(documentTokens(r.name_en, r.name_zh, ...Object.values(r.names ?? {})).split(' '));
    return terms.filter((t) => tokens.has(t)).length >= need;
  });
  const named = new Set(byName.map((r) => r.id));
  const ranked = [
    ...byName.sort(
      (a, b) => Number(a.parent_id !== null) - Number(b.parent_id !== null) || a.sort_order - b.sort_order,
    ),
    ...rows
      .filter((r) => !named.has(r.id) && (matching.get(r.id) ?? 0) > 0)
      // Subcategories before top categories (a parent's count includes its children's, so counts alone would
      // always put it first): "dress" leads to Dresses rather than to all of Women's Clothing.
      .sort(
        (a, b) =>
          Number(a.parent_id === null) - Number(b.parent_id === null) ||
          (matching.get(b.id) ?? 0) - (matching.get(a.id) ?? 0),
      ),
  ];
  return {
    keyword,
    categories: ranked
      .slice(0, NAVIGATION_LIMIT)
      .map((r) => toCategory(r, tenant.language, matching.get(r.id) || (named.has(r.id) ? (all.get(r.id) ?? 0) : 0))),
  };
}
