// The catalogue-backed ProductSource: products live in the database (migrations 020-024, seeded by
// seed/catalogue). Marketplace rows (tenant_id null) are visible to every tenant; self-owned rows only to theirs.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { ProductPlatform } from '../../../../contract';
import type { Db } from '../../db';
import type { ImageFingerprint } from '../imagesearch/fingerprint';
import { rankByImage, type RankedProduct } from '../imagesearch';
import { resolveProductLink } from './links';
import { toCard, toProduct, type CardRow, type DetailRow } from './mapping';
import { likePattern, queryTerms, requiredMatches, tsQuery } from './searchText';
import type { ProductRef, ProductSource, SearchCriteria, SearchPage, SourceTenant } from './source';

/** Taobao and Tmall share an id space: a Taobao link to a Tmall item (Taobao redirects those) still resolves. */
const SAME_ITEM_PLATFORMS: Partial<Record<ProductPlatform, ProductPlatform[]>> = {
  Taobao: ['Taobao', 'Tmall'],
  Tmall: ['Tmall', 'Taobao'],
};

/** Page size of rankByImage (it serves at most 100 at a time). */
const RANK_CHUNK = 100;

interface Keyword {
  terms: string[];
  any: string;
  need: number;
  like: string;
}

function keywordOf(text: string | null): Keyword | null | 'nothing' {
  if (!text) return null;
  const terms = queryTerms(text);
  const any = tsQuery(terms, 'any');
  if (!any) return 'nothing';
  return { terms, any, need: requiredMatches(terms.length), like: likePattern(text.trim()) };
}

const matchedTerms = (k: Keyword) =>
  sql<number>`(${sql.join(
    k.terms.map((t) => sql`(p.search_vector @@ to_tsquery('simple', ${t}))::int`),
    sql` + `,
  )})`;

/**
 * The terms a candidate has. A candidate has at least one (the index found it by any term), so a one-term query's
 * count is 1 without reading the row's search vector again: the vector holds every language's title, and each
 * `@@` on it costs a read of several kilobytes.
 */
const candidateTerms = (k: Keyword) => (k.terms.length > 1 ? matchedTerms(k) : sql<number>`1`);

/** The catalogue's title translations narrowed to the reader's language: a card shows only that one. */
const readerTitles = (language: string) => sql`jsonb_build_object(${language}::text, p.titles -> ${language}::text)`;

export class CatalogueSource implements ProductSource {
  constructor(private readonly db: Db) {}

  resolveLink(text: string, tenant: SourceTenant) {
    return resolveProductLink(text, { ownHosts: tenant.hosts });
  }

  /** Conditions shared by keyword and image search: visibility, channel, shop, category, collection, price. */
  private conditions(c: SearchCriteria, tenant: SourceTenant): Expression<SqlBool>[] | null {
    const where: Expression<SqlBool>[] = [sql<SqlBool>`(p.tenant_id is null or p.tenant_id = ${tenant.id})`];
    if (c.platforms) {
      if (c.platforms.length === 0) return null;
      where.push(sql<SqlBool>`p.platform in (${sql.join([...c.platforms])})`);
    }
    if (c.shopId) where.push(sql<SqlBool>`p.shop_id = ${c.shopId}`);
    if (c.categoryId) {
      // One set of ids (the category and its children), so the category index serves it (migration 050).
      where.push(
        sql<SqlBool>`p.category_id in (select id from categories where id = ${c.categoryId} or parent_id = ${c.categoryId})`,
      );
    }
    if (c.collectionId) {
      // Collections are the tenant's home-page product groups (migration 013), holding products.id as text.
      where.push(
        sql<SqlBool>`p.id::text in (select gi.product_id from product_group_items gi where gi.group_id = ${c.collectionId} and gi.tenant_id = ${tenant.id})`,
      );
    }
    if (c.priceStartFen !== null) where.push(sql<SqlBool>`p.min_price_fen >= ${c.priceStartFen}`);
    if (c.priceEndFen !== null) where.push(sql<SqlBool>`p.min_price_fen <= ${c.priceEndFen}`);
    const filters = keywordOf(c.filters);
    if (filters === 'nothing') return null;
    if (filters) where.push(sql<SqlBool>`p.search_vector @@ to_tsquery('simple', ${tsQuery(filters.terms, 'all')})`);
    return where;
  }

  async search(c: SearchCriteria, tenant: SourceTenant): Promise<SearchPage> {
    const where = this.conditions(c, tenant);
    const keyword = keywordOf(c.keyword);
    if (!where || keyword === 'nothing') return { items: [], total: 0 };
    if (keyword) where.push(sql<SqlBool>`p.search_vector @@ to_tsquery('simple', ${keyword.any})`);

    // Relevance: how many query terms a product has, then where they are (title above category/shop, by
    // ts_rank's weights), then the whole query written in a title the reader may know (English, Chinese or their
    // own language), then sales as the tie-break. Candidates come from the GIN index (any term); the term count
    // is computed once per candidate.
    const language = tenant.language;
    const scored = keyword
      ? sql`${candidateTerms(keyword)} as matched,
            ts_rank(p.search_vector, to_tsquery('simple', ${keyword.any}))
              + case when p.title_en ilike ${keyword.like} or p.title_zh ilike ${keyword.like}
                       or p.titles ->> ${language}::text ilike ${keyword.like} then 3 else 0 end as rank`
      : sql`0 as matched, 0 as rank`;
    const order = {
      default: sql`h.matched desc, h.rank desc, h.sales desc, h.id`,
      sales_desc: sql`h.sales desc, h.id`,
      price_asc: sql`h.min_price_fen asc, h.sales desc, h.id`,
      price_desc: sql`h.min_price_fen desc, h.sales desc, h.id`,
    }[c.sort];
    const rows = await sql<CardRow & { total: number }>`
      with hits as (
        select p.id, p.platform, p.product_id, p.title_en, p.title_zh, ${readerTitles(language)} as titles, p.cover_image,
               p.min_price_fen, p.max_price_fen, p.sales, p.shop_id, ${scored}
        from products p
        where ${sql.join(where, sql` and `)}
      )
      select h.*, s.name_en as shop_name_en, s.name_zh as shop_name_zh, count(*) over () as total
      from hits h join shops s on s.id = h.shop_id
      where h.matched >= ${keyword ? keyword.need : 0}
      order by ${order}
      limit ${c.limit} offset ${c.offset}`.execute(this.db);
    let total = Number(rows.rows[0]?.total ?? 0);
    if (rows.rows.length === 0 && c.offset > 0) {
      // Past the last page the window has no row to carry the total: count on its own.
      const count = await sql<{ n: number }>`
        select count(*)::int as n from products p
        where ${sql.join(where, sql` and `)} ${keyword && keyword.need > 1 ? sql`and ${matchedTerms(keyword)} >= ${keyword.need}` : sql``}`.execute(
        this.db,
      );
      total = Number(count.rows[0]?.n ?? 0);
    }
    return { total, items: rows.rows.map((r) => toCard(r, tenant.language, tenant.hosts)) };
  }

  async imageSearch(fingerprint: ImageFingerprint, c: SearchCriteria, tenant: SourceTenant): Promise<SearchPage> {
    const where = this.conditions(c, tenant);
    if (!where) return { items: [], total: 0 };
    // rankByImage filters by tenant, platform and shop itself. Category, collection, the filters text and the
    // price range (a card's price within the range, as in keyword search) are applied here: the products they
    // allow are listed and the ranking is read through.
    const base = { tenantId: tenant.id, platforms: c.platforms, shopId: c.shopId };
    let page: RankedProduct[];
    let total: number;
    if (!c.categoryId && !c.collectionId && !c.filters && c.priceStartFen === null && c.priceEndFen === null) {
      // Search pages are at most 60 (query.ts), within one rankByImage page.
      const ranked = await rankByImage(this.db, fingerprint, { ...base, offset: c.offset, limit: c.limit });
      page = ranked.items;
      total = ranked.total;
    } else {
      const allowedRows = await sql<{
        id: number;
      }>`select p.id from products p where ${sql.join(where, sql` and `)}`.execute(this.db);
      const allowed = new Set(allowedRows.rows.map((r) => Number(r.id)));
      const kept: RankedProduct[] = [];
      total = 0;
      for (let offset = 0; ; offset += RANK_CHUNK) {
        const ranked = await rankByImage(this.db, fingerprint, { ...base, offset, limit: RANK_CHUNK });
        kept.push(...ranked.items.filter((r) => allowed.has(Number(r.id))));
        if (ranked.items.length < RANK_CHUNK || offset + RANK_CHUNK >= ranked.total) break;
      }
      total = kept.length;
      page = kept.slice(c.offset, c.offset + c.limit);
    }
    if (page.length === 0) return { items: [], total };
    const rows = await sql<CardRow & { id: number }>`
      select p.id, p.platform, p.product_id, p.title_en, p.title_zh, ${readerTitles(tenant.language)} as titles, p.cover_image,
             p.min_price_fen, p.max_price_fen, p.sales, p.shop_id, s.name_en as shop_name_en, s.name_zh as shop_name_zh
      from products p join shops s on s.id = p.shop_id
      where p.id in (${sql.join(page.map((r) => r.id))})`.execute(this.db);
    const byId = new Map(rows.rows.map((r) => [Number(r.id), r]));
    return {
      total,
      items: page.flatMap((r) => {
        const row = byId.get(Number(r.id));
        return row ? [toCard(row, tenant.language, tenant.hosts)] : [];
      }),
    };
  }

  async detail(ref: ProductRef, tenant: SourceTenant) {
    const platforms = SAME_ITEM_PLATFORMS[ref.platform] ?? [ref.platform];
    const owner = ref.platform === 'SelfOwned' ? sql`p.tenant_id = ${tenant.id}` : sql`p.tenant_id is null`;
    // One round trip: the product with its pictures, properties, values, SKUs and tiers as JSON arrays.
    const result = await sql<DetailRow>`
      select p.platform, p.product_id, p.title_en, p.title_zh, p.titles, p.cover_image, p.min_price_fen, p.max_price_fen, p.sales,
             p.price_mode, p.min_quantity, p.weight_grams, p.description_en, p.description_zh, p.descriptions,
             p.shop_id, s.name_en as shop_name_en, s.name_zh as shop_name_zh, s.website as shop_website,
             p.category_id, c.name_en as category_name_en, c.name_zh as category_name_zh, c.names as category_names,
             (select json_agg(i.url order by i.position) from product_images i where i.product_id = p.id) as images,
             (select json_agg(json_build_object('id', pp.property_id, 'en', pp.name_en, 'zh', pp.name_zh, 'names', pp.names, 'pos', pp.position))
                from product_properties pp where pp.product_id = p.id) as properties,
             (select json_agg(json_build_object('property', v.property_id, 'id', v.value_id, 'en', v.name_en, 'zh', v.name_zh,
                                                'names', v.names, 'image', v.image, 'pos', v.position))
                from product_property_values v where v.product_id = p.id) as property_values,
             (select json_agg(json_build_object('id', k.sku_id, 'values', k.value_ids, 'price', k.price_fen, 'stock', k.stock,
                                                'image', k.image))
                from product_skus k where k.product_id = p.id) as skus,
             (select json_agg(json_build_object('start', t.start_quantity, 'price', t.price_fen))
                from product_price_tiers t where t.product_id = p.id) as tiers
      from products p
      join shops s on s.id = p.shop_id
      left join categories c on c.id = p.category_id
      where p.product_id = ${ref.productId} and p.platform in (${sql.join(platforms)}) and ${owner}
      order by (p.platform = ${ref.platform}) desc
      limit 1`.execute(this.db);
    const row = result.rows[0];
    return row ? toProduct(row, tenant.language, tenant.hosts) : null;
  }
}
