// The catalogue in the shopper's language: titles, categories, property names and values answered in the request's
// language (falling back to English, then Chinese), and keyword search in that language as well as English and
// Chinese — "فستان" on Souq (Arabic), "robe" on GlobalBuy (French), "ชุดเดรส" on the Lao site (Thai).
import {
  canonicalProductUrl,
  type Category,
  type KeywordNavigation,
  type Product,
  type ProductSearchResult,
} from '../../contract';
import { backfillCatalogueTranslations, lacksTranslations } from '../../backend/src/seed/catalogue/backfill';
import { generateCatalogue } from '../../backend/src/seed/catalogue/generate';
import { productRows } from '../../backend/src/seed/catalogue/index';
import { DEMO_TENANTS } from '../../backend/src/seed/tenants';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, catalogueSize: 120 });
}, 180_000);
afterAll(() => t.close());

async function search(
  params: Record<string, string | number>,
  tenant: string,
  language: string,
): Promise<ProductSearchResult> {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const res = await t.request({
    method: 'GET',
    url: `/front/product/search?${qs}`,
    tenant,
    headers: { 'accept-language': language },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as ProductSearchResult;
}

/** Marketplace dresses (shared by every tenant) on a platform, with their stored titles. */
async function dresses(platform: 'Taobao' | 'Alibaba') {
  return t.db
    .selectFrom('products')
    .select(['product_id', 'title_en', 'titles'])
    .where('category_id', '=', 'dresses')
    .where('platform', '=', platform)
    .where('tenant_id', 'is', null)
    .orderBy('id')
    .execute();
}

const ARABIC = /[\u0600-\u06ff]/;
const THAI = /[\u0e00-\u0e7f]/;

describe('catalogue in the shopper’s language', () => {
  it('finds dresses on Souq by the Arabic word, with Arabic titles', async () => {
    const expected = await dresses('Taobao');
    expect(expected.length).toBeGreaterThan(0);
    const result = await search({ keyword: 'فستان', channel: 'Taobao', pageSize: 60 }, 'souq', 'ar');
    const ids = result.items.map((c) => c.productId);
    for (const d of expected) expect(ids).toContain(d.product_id);
    expect(result.items.every((c) => ARABIC.test(c.title))).toBe(true);
    expect(result.items.find((c) => c.productId === expected[0]!.product_id)?.title).toBe(expected[0]!.titles.ar);
    // With the definite article, as a shopper may type it.
    const withArticle = await search({ keyword: 'الفستان', channel: 'Taobao', pageSize: 60 }, 'souq', 'ar');
    expect(withArticle.items.map((c) => c.productId)).toContain(expected[0]!.product_id);
  });

  it('finds dresses on GlobalBuy by the French word, accents or not, and answers in French', async () => {
    const expected = await dresses('Taobao');
    const robe = await search({ keyword: 'robe', channel: 'Taobao', pageSize: 60 }, 'globalbuy', 'fr-FR,fr;q=0.9');
    expect(robe.items.map((c) => c.productId)).toEqual(expect.arrayContaining(expected.map((d) => d.product_id)));
    expect(robe.items.find((c) => c.productId === expected[0]!.product_id)?.title).toBe(expected[0]!.titles.fr);
    // "Robe mi-longue" or "Robe à fleurs": the accent is optional in the query.
    const fleurs = await search({ keyword: 'robe a fleurs', channel: 'Taobao', pageSize: 60 }, 'globalbuy', 'fr');
    const accented = await search({ keyword: 'robe à fleurs', channel: 'Taobao', pageSize: 60 }, 'globalbuy', 'fr');
    expect(fleurs.items.map((c) => c.productId)).toEqual(accented.items.map((c) => c.productId));
    // English and Chinese still find the same dresses on a French page.
    const english = await search({ keyword: 'dress', channel: 'Taobao', pageSize: 60 }, 'globalbuy', 'fr');
    expect(english.items.map((c) => c.productId)).toEqual(expect.arrayContaining(expected.map((d) => d.product_id)));
  });

  it('finds dresses on the Lao site by the Thai word written without spaces', async () => {
    const expected = await dresses('Taobao');
    const result = await search({ keyword: 'ชุดเดรส', channel: 'Taobao', pageSize: 60 }, 'lao', 'th');
    expect(result.items.map((c) => c.productId)).toEqual(expect.arrayContaining(expected.map((d) => d.product_id)));
    expect(result.items.every((c) => THAI.test(c.title))).toBe(true);
  });

  it('does not find dresses by a word no dress title holds', async () => {
    const expected = await dresses('Taobao');
    const result = await search({ keyword: 'ດຳເບວ', channel: 'Taobao', pageSize: 60 }, 'lao', 'la');
    const ids = new Set(result.items.map((c) => c.productId));
    expect(expected.some((d) => ids.has(d.product_id))).toBe(false);
  });

  it('names categories and keyword navigation in the shopper’s language', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/categories',
      tenant: 'souq',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(200);
    const categories = res.json() as Category[];
    expect(categories.find((c) => c.id === 'dresses')?.name).toBe('فساتين');
    const nav = await t.request({
      method: 'GET',
      url: `/keywordSNQuery?keyword=${encodeURIComponent('فستان')}`,
      tenant: 'souq',
      headers: { 'accept-language': 'ar' },
    });
    expect(nav.statusCode).toBe(200);
    expect((nav.json() as KeywordNavigation).categories[0]).toMatchObject({ id: 'dresses', name: 'فساتين' });
  });

  it('answers a product’s title, category and options in French, and falls back to English, then Chinese', async () => {
    const [dress] = await dresses('Taobao');
    const detail = async (language: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/front/product?productUrl=${encodeURIComponent(canonicalProductUrl('Taobao', dress!.product_id))}`,
        tenant: 'globalbuy',
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      return res.json() as Product;
    };
    const fr = await detail('fr');
    expect(fr.title).toBe(dress!.titles.fr);
    expect(fr.category?.name).toBe('Robes');
    expect(fr.description).toContain('Catégorie : Vêtements femme / Robes.');
    expect(fr.properties.map((p) => p.name)).toEqual(['Couleur', 'Taille']);
    // Colour names are translated; sizes (S, M, L) read the same.
    expect(fr.properties[0]!.values.every((v) => !['Black', 'White', 'Red', 'Blue', 'Pink'].includes(v.name))).toBe(
      true,
    );
    expect((await detail('en')).title).toBe(dress!.title_en);
    // A product without a French title (an operator's source may have none) is answered in English.
    await t.db
      .updateTable('products')
      .set({ titles: {} })
      .where('product_id', '=', dress!.product_id)
      .where('platform', '=', 'Taobao')
      .execute();
    expect((await detail('fr')).title).toBe(dress!.title_en);
    // And one without an English title either, in Chinese.
    const zh = await t.db
      .updateTable('products')
      .set({ title_en: '' })
      .where('product_id', '=', dress!.product_id)
      .where('platform', '=', 'Taobao')
      .returning('title_zh')
      .executeTakeFirstOrThrow();
    expect((await detail('fr')).title).toBe(zh.title_zh);
  });

  it('gives a catalogue seeded before translations its titles and names, leaving products changed since alone', async () => {
    // Two products as seeded (the test above changed a dress).
    const [changed] = await dresses('Taobao');
    const [dress, other] = await t.db
      .selectFrom('products')
      .select(['product_id', 'platform', 'titles'])
      .where('tenant_id', 'is', null)
      .where('product_id', '!=', changed!.product_id)
      .orderBy('id')
      .limit(2)
      .execute();
    expect(dress?.titles).toHaveProperty('ar');
    expect(other).toBeDefined();
    await t.db.updateTable('products').set({ titles: {}, descriptions: {} }).execute();
    await t.db.updateTable('categories').set({ names: {} }).execute();
    await t.db.updateTable('product_property_values').set({ names: {} }).execute();
    // An operator renamed this one since: it keeps its own title, untranslated.
    await t.db
      .updateTable('products')
      .set({ title_en: 'Our own dress' })
      .where('product_id', '=', other!.product_id)
      .where('platform', '=', other!.platform)
      .execute();
    expect(await lacksTranslations(t.db)).toBe(true);
    const catalogue = generateCatalogue({ size: 120, tenants: DEMO_TENANTS.map((x) => ({ id: x.id, name: x.name })) });
    const filled = await backfillCatalogueTranslations(t.db, catalogue, productRows(catalogue, ''));
    expect(filled).toBeGreaterThan(100);
    const row = await t.db
      .selectFrom('products')
      .select('titles')
      .where('product_id', '=', dress!.product_id)
      .where('platform', '=', dress!.platform)
      .executeTakeFirstOrThrow();
    expect(row.titles).toEqual(dress!.titles);
    const renamed = await t.db
      .selectFrom('products')
      .select('titles')
      .where('product_id', '=', other!.product_id)
      .where('platform', '=', other!.platform)
      .executeTakeFirstOrThrow();
    expect(renamed.titles).toEqual({});
    const names = await t.db
      .selectFrom('categories')
      .select('names')
      .where('id', '=', 'dresses')
      .executeTakeFirstOrThrow();
    expect(names.names).toMatchObject({ ar: 'فساتين', fr: 'Robes' });
    const red = await t.db
      .selectFrom('product_property_values')
      .select('names')
      .where('name_en', '=', 'Red')
      .limit(1)
      .executeTakeFirst();
    if (red) expect(red.names).toMatchObject({ fr: 'Rouge' });
  });
});
