// Cached content and catalogue reads: kept per tenant and language, cleared by writes, never shared across tenants.
import type { KeywordNavigation, Product, ProductCard, ProductGroup, ProductSearchResult } from '../../contract';
import { createReadCache, invalidateReads } from '../../backend/src/modules/product/readCache';
import { createTestApp, type TestApp } from './helpers/testApp';

describe('read cache', () => {
  it('keeps a value for its life, per tenant, and loads concurrent reads once', async () => {
    let now = 0;
    const cache = createReadCache({ ttlMs: 1000, now: () => now });
    let loads = 0;
    const load = (value: string) => async () => {
      loads += 1;
      return value;
    };
    const [a, b] = await Promise.all([cache.get('t1', 'k', load('one')), cache.get('t1', 'k', load('two'))]);
    expect([a, b, loads]).toEqual(['one', 'one', 1]);
    expect(await cache.get('t2', 'k', load('other tenant'))).toBe('other tenant');
    now = 999;
    expect(await cache.get('t1', 'k', load('late'))).toBe('one');
    now = 1001;
    expect(await cache.get('t1', 'k', load('fresh'))).toBe('fresh');
  });

  it('forgets one tenant or all on invalidation, and never keeps a failure or a load older than a write', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    await cache.get('t1', 'k', async () => 'a1');
    await cache.get('t2', 'k', async () => 'b1');
    cache.invalidate('t1');
    expect(await cache.get('t1', 'k', async () => 'a2')).toBe('a2');
    expect(await cache.get('t2', 'k', async () => 'b2')).toBe('b1');
    cache.invalidate();
    expect(await cache.get('t2', 'k', async () => 'b3')).toBe('b3');

    await expect(
      cache.get('t1', 'boom', async () => {
        throw new Error('db down');
      }),
    ).rejects.toThrow('db down');
    expect(await cache.get('t1', 'boom', async () => 'recovered')).toBe('recovered');

    let release: (value: string) => void = () => undefined;
    const slow = cache.get(
      't1',
      'race',
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    cache.invalidate('t1');
    release('before the write');
    expect(await slow).toBe('before the write');
    expect(await cache.get('t1', 'race', async () => 'after the write')).toBe('after the write');
  });

  it('is off with a zero life', async () => {
    const cache = createReadCache({ ttlMs: 0 });
    await cache.get('t', 'k', async () => 1);
    expect(await cache.get('t', 'k', async () => 2)).toBe(2);
    expect(cache.size()).toBe(0);
  });
});

describe('cached content and search through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, config: { readCacheTtlMs: 60_000 } });
  }, 120_000);
  afterAll(() => t.close());

  async function get<T>(url: string, slug: string, lang = 'en'): Promise<T> {
    const res = await t.app.inject({ method: 'GET', url, headers: t.tenantHeaders(slug, { 'accept-language': lang }) });
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  }

  it('answers each tenant with its own content, in its language, from the cache', async () => {
    const gb = await get<ProductGroup[]>('/front/site-content/preferred-product-groups', 'globalbuy');
    const souq = await get<ProductGroup[]>('/front/site-content/recommend-product-groups', 'souq', 'ar');
    const souqPreferred = await get<ProductGroup[]>('/front/site-content/preferred-product-groups', 'souq', 'ar');
    expect(souqPreferred).not.toEqual(gb);
    expect(await get<ProductGroup[]>('/front/site-content/preferred-product-groups', 'globalbuy')).toEqual(gb);
    expect(await get<ProductGroup[]>('/front/site-content/recommend-product-groups', 'souq', 'ar')).toEqual(souq);
    const zh = await get<ProductGroup[]>('/front/site-content/preferred-product-groups', 'globalbuy', 'zh-CN');
    expect(zh[0]?.name).not.toBe(gb[0]?.name);
  });

  it('serves kept reads until a write clears them', async () => {
    const before = await get<ProductCard[]>('/front/site-content/preferred-products', 'globalbuy');
    expect(before.length).toBeGreaterThan(0);
    const search = await get<ProductSearchResult>('/front/product/search?keyword=phone', 'globalbuy');
    await t.db.deleteFrom('preferred_products').where('tenant_id', '=', 'globalbuy').execute();
    // Kept: the change was made behind the cache's back.
    expect(await get<ProductCard[]>('/front/site-content/preferred-products', 'globalbuy')).toEqual(before);
    invalidateReads(t.db, 'globalbuy');
    expect(await get<ProductCard[]>('/front/site-content/preferred-products', 'globalbuy')).toEqual([]);
    // Another tenant's search stays its own.
    const souqSearch = await get<ProductSearchResult>('/front/product/search?keyword=phone', 'souq');
    expect(souqSearch.items.every((item) => item.platform !== 'SelfOwned' || item.productUrl.includes('souq'))).toBe(
      true,
    );
    expect(await get<ProductSearchResult>('/front/product/search?keyword=phone', 'globalbuy')).toEqual(search);
  });

  it('keeps a product page and the category chips of a keyword, per language, until a write clears them', async () => {
    const { items } = await get<ProductSearchResult>('/front/product/search?keyword=dress', 'globalbuy');
    const card = items.find((item) => item.platform !== 'SelfOwned');
    if (!card) throw new Error('no marketplace product in the demo search for "dress"');
    const productUrl = `/front/product?productUrl=${encodeURIComponent(card.productUrl)}`;
    const product = await get<Product>(productUrl, 'globalbuy');
    const chips = await get<KeywordNavigation>('/keywordSNQuery?keyword=dress', 'globalbuy');
    const chip = chips.categories[0];
    if (!chip) throw new Error('no category chip for "dress" in the demo catalogue');

    await t.db
      .updateTable('products')
      .set({ title_en: 'Renamed behind the cache' })
      .where('product_id', '=', card.productId)
      .execute();
    await t.db.updateTable('categories').set({ name_en: 'Renamed category' }).where('id', '=', chip.id).execute();
    // Kept: the change was made behind the cache's back.
    expect(await get<Product>(productUrl, 'globalbuy')).toEqual(product);
    expect(await get<KeywordNavigation>('/keywordSNQuery?keyword=dress', 'globalbuy')).toEqual(chips);
    // Another language is its own entry, read now.
    expect((await get<Product>(productUrl, 'globalbuy', 'fr')).title).not.toBe(product.title);

    invalidateReads(t.db, 'globalbuy');
    expect((await get<Product>(productUrl, 'globalbuy')).title).toBe('Renamed behind the cache');
    const renamed = await get<KeywordNavigation>('/keywordSNQuery?keyword=dress', 'globalbuy');
    expect(renamed.categories.find((category) => category.id === chip.id)?.name).toBe('Renamed category');
  });
});
