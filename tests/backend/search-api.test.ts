import type { Category, KeywordNavigation, ProductCard, ProductSearchResult } from '../../contract';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, catalogueSize: 60 });
}, 180_000);
afterAll(() => t.close());

async function search(
  params: Record<string, string | number>,
  tenant = 'globalbuy',
  headers: Record<string, string> = {},
) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return t.request({ method: 'GET', url: `/front/product/search?${qs}`, tenant, headers });
}

async function ok(params: Record<string, string | number>, tenant = 'globalbuy', headers: Record<string, string> = {}) {
  const res = await search(params, tenant, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as ProductSearchResult;
}

/** Every result of a search, following nextPage to the end. */
async function all(params: Record<string, string | number>): Promise<ProductCard[]> {
  const out: ProductCard[] = [];
  let page = await ok({ ...params, pageSize: 60 });
  out.push(...page.items);
  while (page.nextPage) {
    page = await ok({ ...params, pageSize: 60, nextPage: page.nextPage });
    out.push(...page.items);
  }
  return out;
}

interface Row {
  product_id: string;
  platform: string;
  title_en: string;
  title_zh: string;
  category_id: string;
  shop_id: string;
  sales: number;
}
async function catalogue(platforms: string[]): Promise<Row[]> {
  return t.db
    .selectFrom('products')
    .select(['product_id', 'platform', 'title_en', 'title_zh', 'category_id', 'shop_id', 'sales'])
    .where('platform', 'in', platforms as never)
    .where('tenant_id', 'is', null)
    .orderBy('id')
    .execute() as Promise<Row[]>;
}

describe('GET /front/product/search: keyword relevance', () => {
  it('finds a product by its full English title first', async () => {
    const [p] = await catalogue(['Taobao', 'Tmall']);
    const result = await ok({ keyword: p!.title_en, channel: 'Taobao' });
    expect(result.items[0]?.productId).toBe(p!.product_id);
    expect(result.items[0]?.title).toBe(p!.title_en);
  });

  it('tolerates a word of a longer query that no product has, ranking the fullest matches first', async () => {
    const [p] = await catalogue(['Taobao', 'Tmall']);
    const result = await ok({ keyword: `${p!.title_en} zzqxv`, channel: 'Taobao' });
    expect(result.items[0]?.productId).toBe(p!.product_id);
  });

  it('finds a product by its Chinese title and answers in Chinese for a zh-CN shopper', async () => {
    const rows = await catalogue(['Alibaba']);
    const p = rows[rows.length - 1]!;
    const result = await ok({ keyword: p.title_zh, channel: 'Alibaba' }, 'globalbuy', {
      'accept-language': 'zh-CN,zh;q=0.9',
    });
    expect(result.items[0]?.productId).toBe(p.product_id);
    expect(result.items[0]?.title).toBe(p.title_zh);
  });

  it('finds a product by its full title in the shopper’s own language first, and answers in it', async () => {
    const rows = await t.db
      .selectFrom('products')
      .select(['product_id', 'titles'])
      .where('platform', 'in', ['Taobao', 'Tmall'])
      .where('tenant_id', 'is', null)
      .orderBy('id')
      .execute();
    const p = rows.find((r) => r.titles.fr)!;
    const result = await ok({ keyword: p.titles.fr!, channel: 'Taobao' }, 'globalbuy', { 'accept-language': 'fr' });
    expect(result.items[0]?.productId).toBe(p.product_id);
    expect(result.items[0]?.title).toBe(p.titles.fr);
    // Another card on the same page reads in French too where the catalogue has it.
    const other = result.items.find((c) => c.productId !== p.product_id);
    const otherRow = rows.find((r) => r.product_id === other?.productId);
    if (other && otherRow?.titles.fr) expect(other.title).toBe(otherRow.titles.fr);
  });

  it('matches a Chinese word inside run-together titles', async () => {
    const rows = await catalogue(['Taobao', 'Tmall']);
    const word = rows[0]!.title_zh.replace(/\s.*$/, '').slice(-2);
    const result = await all({ keyword: word, channel: 'Taobao' });
    expect(result.map((c) => c.productId)).toContain(rows[0]!.product_id);
  });

  it('ranks products with the word in their title above those matching only by category or shop', async () => {
    const rows = await catalogue(['Taobao', 'Tmall']);
    // A one-word noun from a title, e.g. "Dress" or "Sneakers".
    const word = rows[0]!.title_en.split(' ').find((w) => w.length > 4 && /^[A-Za-z]+$/.test(w))!;
    const results = await all({ keyword: word, channel: 'Taobao' });
    expect(results.length).toBeGreaterThan(0);
    const inTitle = results.map((c) => c.title.toLowerCase().includes(word.toLowerCase().replace(/s$/, '')));
    const firstMiss = inTitle.indexOf(false);
    if (firstMiss >= 0) expect(inTitle.slice(firstMiss).every((x) => !x)).toBe(true);
    expect(inTitle[0]).toBe(true);
  });

  it('treats plurals alike (dress / dresses)', async () => {
    const a = await ok({ keyword: 'shoe', channel: 'Taobao' });
    const b = await ok({ keyword: 'shoes', channel: 'Taobao' });
    expect(a.total).toBe(b.total);
  });

  it('returns nothing for a keyword that matches nothing, and for punctuation only', async () => {
    expect((await ok({ keyword: 'zzqxv unobtainium', channel: 'Taobao' })).total).toBe(0);
    expect((await ok({ keyword: '!!! ???', channel: 'Taobao' })).items).toEqual([]);
  });

  it('narrows with the filters text', async () => {
    const rows = await catalogue(['Taobao', 'Tmall']);
    const words = rows[0]!.title_en.split(' ');
    const keyword = words[words.length - 2]!;
    const broad = await all({ keyword, channel: 'Taobao' });
    const narrow = await all({ keyword, channel: 'Taobao', filters: words[0]! });
    expect(narrow.length).toBeGreaterThan(0);
    expect(narrow.length).toBeLessThanOrEqual(broad.length);
    const broadIds = new Set(broad.map((c) => c.productId));
    expect(narrow.every((c) => broadIds.has(c.productId))).toBe(true);
    expect((await ok({ keyword, channel: 'Taobao', filters: 'zzqxv' })).total).toBe(0);
  });
});

describe('GET /front/product/search: channels', () => {
  it('Taobao channel covers Taobao and Tmall; Alibaba covers 1688; Poizon covers Poizon', async () => {
    const taobao = await all({ channel: 'Taobao' });
    expect(new Set(taobao.map((c) => c.platform))).toEqual(new Set(['Taobao', 'Tmall']));
    expect(taobao).toHaveLength((await catalogue(['Taobao', 'Tmall'])).length);
    expect((await all({ channel: 'Alibaba' })).every((c) => c.platform === 'Alibaba')).toBe(true);
    expect((await all({ channel: 'Poizon' })).every((c) => c.platform === 'Poizon')).toBe(true);
  });

  it('defaults to the tenant first channel', async () => {
    const souq = await ok({ pageSize: 60 }, 'souq');
    expect(souq.items.every((c) => c.platform === 'Alibaba')).toBe(true);
  });

  it('refuses a channel the tenant does not offer, and an unknown one', async () => {
    const notOffered = await search({ channel: 'Poizon' }, 'souq');
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { channel: 'CHANNEL_NOT_OFFERED' } });
    const unknown = await search({ channel: 'Amazon' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ channel: 'INVALID_CHANNEL' });
  });

  it('needs a known tenant', async () => {
    const res = await search({ keyword: 'dress' }, 'nowhere.example');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('TENANT_NOT_FOUND');
  });
});

describe('GET /front/product/search: sort, price range, shop and category', () => {
  it('sorts by price both ways and by sales', async () => {
    const asc = (await ok({ channel: 'Taobao', sort: 'price_asc', pageSize: 60 })).items.map((c) => c.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await ok({ channel: 'Taobao', sort: 'price_desc', pageSize: 60 })).items.map((c) => c.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const sales = (await ok({ channel: 'Taobao', sort: 'sales_desc', pageSize: 60 })).items.map((c) => c.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('keeps prices within priceStart..priceEnd (CNY)', async () => {
    const prices = (await all({ channel: 'Taobao' })).map((c) => c.price).sort((a, b) => a - b);
    const low = prices[Math.floor(prices.length / 4)]!;
    const high = prices[Math.floor((prices.length * 3) / 4)]!;
    const ranged = await all({ channel: 'Taobao', priceStart: low, priceEnd: high });
    expect(ranged.length).toBe(prices.filter((p) => p >= low && p <= high).length);
    expect(ranged.every((c) => c.price >= low && c.price <= high)).toBe(true);
    for (const c of ranged) expect(Math.round(c.price * 100) / 100).toBe(c.price);
  });

  it('lists one shop', async () => {
    const [p] = await catalogue(['Alibaba']);
    const result = await all({ shopId: p!.shop_id });
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((c) => c.shopId === p!.shop_id)).toBe(true);
    expect(result.map((c) => c.productId)).toContain(p!.product_id);
  });

  it('lists a category, a top category including its subcategories', async () => {
    const [p] = await catalogue(['Taobao', 'Tmall']);
    const leaf = await all({ channel: 'Taobao', snId: p!.category_id });
    expect(leaf.map((c) => c.productId)).toContain(p!.product_id);
    const parent = await t.db
      .selectFrom('categories')
      .select('parent_id')
      .where('id', '=', p!.category_id)
      .executeTakeFirstOrThrow();
    const top = await all({ channel: 'Taobao', snId: parent.parent_id! });
    expect(top.length).toBeGreaterThanOrEqual(leaf.length);
    const allowed = new Set(
      (await t.db.selectFrom('categories').select('id').where('parent_id', '=', parent.parent_id!).execute()).map(
        (r) => r.id,
      ),
    );
    const rows = await catalogue(['Taobao', 'Tmall']);
    for (const c of top) expect(allowed.has(rows.find((r) => r.product_id === c.productId)!.category_id)).toBe(true);
  });
});

describe('GET /front/product/search: pagination', () => {
  it('walks every result once with nextPage, and pageNo gives the same pages', async () => {
    const first = await ok({ channel: 'Taobao', pageSize: 4 });
    expect(first.pageNo).toBe(1);
    expect(first.pageSize).toBe(4);
    const seen: string[] = [...first.items.map((c) => c.productId)];
    let page = first;
    while (page.nextPage) {
      page = await ok({ channel: 'Taobao', pageSize: 4, nextPage: page.nextPage });
      seen.push(...page.items.map((c) => c.productId));
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(first.total);
    const second = await ok({ channel: 'Taobao', pageSize: 4, pageNo: 2 });
    expect(second.items.map((c) => c.productId)).toEqual(seen.slice(4, 8));
    expect(page.nextPage).toBeNull();
  });

  it('refuses a cursor from another query, and a forged one', async () => {
    const first = await ok({ channel: 'Taobao', pageSize: 4 });
    const other = await search({ channel: 'Alibaba', pageSize: 4, nextPage: first.nextPage! });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ nextPage: 'INVALID_CURSOR' });
    const forged = await search({
      channel: 'Taobao',
      pageSize: 4,
      nextPage: Buffer.from('{"v":1,"p":3,"s":"x"}').toString('base64url'),
    });
    expect(forged.statusCode).toBe(400);
  });

  it('gives an empty page past the end', async () => {
    const result = await ok({ channel: 'Taobao', pageSize: 60, pageNo: 50 });
    expect(result.items).toEqual([]);
    expect(result.nextPage).toBeNull();
    expect(result.total).toBeGreaterThan(0);
  });
});

describe('GET /front/product/search: bad input is a 400 with the field, never a 500', () => {
  it.each([
    [{ pageSize: 61 }, 'pageSize', 'TOO_LARGE'],
    [{ pageSize: 0 }, 'pageSize', 'TOO_SMALL'],
    [{ pageNo: 'abc' }, 'pageNo', 'INVALID_NUMBER'],
    [{ sort: 'cheapest' }, 'sort', 'INVALID_SORT'],
    [{ priceStart: -1 }, 'priceStart', 'INVALID_PRICE'],
    [{ priceStart: 'ten' }, 'priceStart', 'INVALID_PRICE'],
    [{ priceStart: 50, priceEnd: 10 }, 'priceEnd', 'BELOW_PRICE_START'],
    [{ keyword: 'x'.repeat(201) }, 'keyword', 'TOO_LONG'],
    [{ snId: "'; drop table products; --" }, 'snId', 'INVALID_ID'],
    [{ nextPage: 'not a cursor!' }, 'nextPage', 'INVALID_CURSOR'],
  ])('%j', async (params, field, code) => {
    const res = await search(params as Record<string, string | number>);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [field]: code });
  });

  it('reads an empty parameter as absent', async () => {
    const result = await ok({ keyword: '', priceStart: '', channel: 'Taobao' });
    expect(result.total).toBeGreaterThan(0);
  });
});

describe('GET /keywordSNQuery and /categories', () => {
  it('puts a category named by the keyword first, in either language', async () => {
    const [p] = await catalogue(['Taobao', 'Tmall', 'Alibaba', 'Poizon']);
    const category = await t.db
      .selectFrom('categories')
      .selectAll()
      .where('id', '=', p!.category_id)
      .executeTakeFirstOrThrow();
    for (const [keyword, lang] of [
      [category.name_en, 'en'],
      [category.name_zh, 'zh-CN'],
    ] as const) {
      const res = await t.request({
        method: 'GET',
        url: `/keywordSNQuery?keyword=${encodeURIComponent(keyword)}`,
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(200);
      const nav = res.json() as KeywordNavigation;
      expect(nav.keyword).toBe(keyword);
      expect(nav.categories[0]?.id).toBe(category.id);
      expect(nav.categories[0]?.name).toBe(lang === 'en' ? category.name_en : category.name_zh);
      expect(nav.categories[0]?.productCount).toBeGreaterThan(0);
    }
  });

  it('lists the categories holding products a title word finds', async () => {
    const [p] = await catalogue(['Taobao', 'Tmall']);
    const res = await t.request({ method: 'GET', url: `/keywordSNQuery?keyword=${encodeURIComponent(p!.title_en)}` });
    const nav = res.json() as KeywordNavigation;
    expect(nav.categories.map((c) => c.id)).toContain(p!.category_id);
  });

  it('answers an unknown word with no categories and a missing keyword with a 400', async () => {
    const none = await t.request({ method: 'GET', url: '/keywordSNQuery?keyword=zzqxv' });
    expect(none.json()).toEqual({ keyword: 'zzqxv', categories: [] });
    const missing = await t.request({ method: 'GET', url: '/keywordSNQuery' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ keyword: 'REQUIRED' });
  });

  it('counts only the searched channel when one is given, and refuses a channel the tenant does not offer', async () => {
    const [p] = await catalogue(['Taobao', 'Tmall']);
    const category = await t.db
      .selectFrom('categories')
      .selectAll()
      .where('id', '=', p!.category_id)
      .executeTakeFirstOrThrow();
    const url = (channel: string) =>
      `/keywordSNQuery?keyword=${encodeURIComponent(category.name_en)}&channel=${channel}`;
    const count = async (channel: string) =>
      ((await t.request({ method: 'GET', url: url(channel) })).json() as KeywordNavigation).categories.find(
        (c) => c.id === category.id,
      )?.productCount ?? 0;
    const all =
      ((await t.request({ method: 'GET', url: url('') })).json() as KeywordNavigation).categories.find(
        (c) => c.id === category.id,
      )?.productCount ?? 0;
    const perChannel = (await count('Taobao')) + (await count('Alibaba')) + (await count('Poizon'));
    expect(await count('Taobao')).toBeGreaterThan(0);
    expect(perChannel).toBe(all);
    const refused = await t.request({ method: 'GET', url: url('JD') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ channel: 'CHANNEL_NOT_OFFERED' });
  });

  it('lists the two-level category tree with product counts', async () => {
    const res = await t.request({ method: 'GET', url: '/categories' });
    expect(res.statusCode).toBe(200);
    const cats = res.json() as Category[];
    const tops = cats.filter((c) => c.parentId === null);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    for (const c of cats.filter((x) => x.parentId !== null))
      expect(tops.some((top) => top.id === c.parentId)).toBe(true);
    for (const top of tops) {
      const children = cats.filter((c) => c.parentId === top.id);
      expect(top.productCount).toBe(children.reduce((n, c) => n + (c.productCount ?? 0), 0));
    }
    expect(cats.reduce((n, c) => n + (c.parentId ? (c.productCount ?? 0) : 0), 0)).toBeGreaterThan(0);
  });
});

describe('GET /front/product/search: product collections', () => {
  it('lists the products of one of the tenant home-page groups, and nothing for another tenant group', async () => {
    const item = await t.db
      .selectFrom('product_group_items')
      .select(['group_id', 'product_id', 'tenant_id'])
      .where('tenant_id', '=', 'globalbuy')
      .orderBy('group_id')
      .executeTakeFirst();
    if (!item) throw new Error('the content seed made no product group for globalbuy');
    const members = await t.db
      .selectFrom('product_group_items')
      .select('product_id')
      .where('group_id', '=', item.group_id)
      .execute();
    const expected = await t.db
      .selectFrom('products')
      .select('product_id')
      .where(
        'id',
        'in',
        members.map((m) => Number(m.product_id)),
      )
      .execute();
    const result = await all({ productCollectionId: item.group_id });
    expect(result.length).toBeGreaterThan(0);
    expect(result.map((c) => c.productId).sort()).toEqual(expected.map((e) => e.product_id).sort());
    const other = await ok({ productCollectionId: item.group_id }, 'souq');
    expect(other.total).toBe(0);
  });
});

describe('GET /front/product/search: image search', () => {
  it('finds the product whose cover is searched first, within the channel', async () => {
    const row = await t.db
      .selectFrom('products')
      .select(['product_id', 'cover_image'])
      .where('platform', '=', 'Poizon')
      .where('tenant_id', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const result = await ok({ imageUrl: row.cover_image, channel: 'Poizon', pageSize: 60 });
    expect(result.items[0]?.productId).toBe(row.product_id);
    expect(result.items.every((c) => c.platform === 'Poizon')).toBe(true);
    // The look-alikes only, not the whole channel.
    expect(result.total).toBe(result.items.length);
    const channel = await catalogue(['Poizon']);
    expect(channel.length).toBeGreaterThan(2);
    expect(result.total).toBeLessThan(channel.length);
  });

  it('applies a price range to image results', async () => {
    const row = await t.db
      .selectFrom('products')
      .select(['product_id', 'cover_image', 'min_price_fen'])
      .where('platform', '=', 'Taobao')
      .where('tenant_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const price = row.min_price_fen / 100;
    const result = await ok({ imageUrl: row.cover_image, channel: 'Taobao', priceStart: price, priceEnd: price + 100 });
    expect(result.items[0]?.productId).toBe(row.product_id);
    expect(result.items.every((c) => c.price >= price && c.price <= price + 100)).toBe(true);
  });

  it('refuses an image from another site', async () => {
    const res = await search({ imageUrl: 'https://example.com/cat.jpg', channel: 'Taobao' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ imageUrl: 'UNSUPPORTED_IMAGE_URL' });
  });
});
