// Site content routes on a fresh, seeded database: language choice and fallback, enabled types, 404/400,
// tenant isolation, product groups, and the seed itself (coverage, length, idempotency, committed images).
import fs from 'node:fs';
import path from 'node:path';
import type {
  Announcement,
  Article,
  ArticleType,
  FaqItem,
  HowToUse,
  ProductCard,
  ProductGroup,
  SiteImage,
  Slogan,
} from '../../contract';
import { contentSeed } from '../../backend/src/seed/content';
import { allContentAssets } from '../../backend/src/seed/content/assets';
import { escapeHtml } from '../../backend/src/seed/content/texts/html';
import { DEMO_CONTENT } from '../../backend/src/seed/content/facts';
import { DEMO_TENANTS } from '../../backend/src/seed/tenants';
import { appForFile, type TestApp } from './helpers/testApp';

let t: TestApp;
appForFile((app) => (t = app));

async function get<T>(url: string, tenant = 'globalbuy', language?: string): Promise<{ status: number; body: T }> {
  const res = await t.request({ method: 'GET', url, tenant, headers: language ? { 'accept-language': language } : {} });
  return { status: res.statusCode, body: res.json() as T };
}

const CJK = /[\u4e00-\u9fff]/;
const ARABIC = /[\u0600-\u06ff]/;
const LAO = /[\u0e80-\u0eff]/;
const THAI = /[\u0e00-\u0e7f]/;

describe('enabled article types', () => {
  it('differ per tenant and follow the content facts', async () => {
    const sets: string[] = [];
    for (const facts of DEMO_CONTENT) {
      const res = await get<ArticleType[]>('/front/site-content/enabled-article-types', facts.slug);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(facts.enabledArticles);
      sets.push([...res.body].sort().join(','));
    }
    expect(new Set(sets).size).toBe(DEMO_CONTENT.length);
    const accra = await get<ArticleType[]>('/front/site-content/enabled-article-types', 'accra');
    expect(accra.body).toEqual(['HOW_TO_USE', 'ABOUT_TRANSIT_FEE', 'PAYMENT_GUIDE']);
  });
});

describe('GET /front/site-content/articles/{type}', () => {
  it('answers in the requested language among the tenant languages', async () => {
    const fr = await get<Article>('/front/site-content/articles/HOW_TO_USE', 'globalbuy', 'fr-FR,fr;q=0.9');
    expect(fr.status).toBe(200);
    expect(fr.body.type).toBe('HOW_TO_USE');
    expect(fr.body.title).toBe('Comment utiliser GlobalBuy');
    expect(fr.body.content).toContain('<h2>');
    expect(new Date(fr.body.updatedAt).toISOString()).toBe(fr.body.updatedAt);

    const es = await get<Article>('/front/site-content/articles/HOW_TO_USE', 'globalbuy', 'es-MX');
    expect(es.body.title).toBe('Cómo usar GlobalBuy');
    const zh = await get<Article>('/front/site-content/articles/ABOUT_TRANSIT_FEE', 'globalbuy', 'zh-CN');
    expect(zh.body.title).toMatch(CJK);
    expect(zh.body.content).toContain('<table>');
    const lao = await get<Article>('/front/site-content/articles/PAYMENT_GUIDE', 'lao', 'lo');
    expect(lao.body.content).toMatch(LAO);
    const thai = await get<Article>('/front/site-content/articles/PAYMENT_GUIDE', 'lao', 'th-TH');
    expect(thai.body.content).toMatch(THAI);
    expect(thai.body.content).not.toMatch(LAO);
  });

  it('falls back to the tenant default language', async () => {
    // German is not a GlobalBuy language: English (its default).
    const de = await get<Article>('/front/site-content/articles/ABOUT_US', 'globalbuy', 'de-DE');
    expect(de.body.title).toBe('About GlobalBuy');
    // No header on the Arabic tenant: Arabic; English when asked.
    const ar = await get<Article>('/front/site-content/articles/ABOUT_US', 'souq');
    expect(ar.body.content).toMatch(ARABIC);
    const en = await get<Article>('/front/site-content/articles/ABOUT_US', 'souq', 'en');
    expect(en.body.title).toBe('About Souq China');
    // Lao's English is offered, Spanish is not: Lao (its default).
    const es = await get<Article>('/front/site-content/articles/HOW_TO_USE', 'lao', 'es');
    expect(es.body.content).toMatch(LAO);
  });

  it('falls back to the default language when one text is missing in the requested one', async () => {
    await t.db
      .deleteFrom('site_articles')
      .where('tenant_id', '=', 'himal')
      .where('type', '=', 'SOURCING_SERVICE')
      .where('language', '=', 'zh-CN')
      .execute();
    const res = await get<Article>('/front/site-content/articles/SOURCING_SERVICE', 'himal', 'zh-CN');
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Sourcing service');
    // Other zh-CN articles are still in Chinese.
    const other = await get<Article>('/front/site-content/articles/ABOUT_US', 'himal', 'zh-CN');
    expect(other.body.title).toMatch(CJK);
  });

  it('is 404 ARTICLE_NOT_FOUND for a type the tenant does not enable', async () => {
    for (const [tenant, type] of [
      ['accra', 'ABOUT_US'],
      ['accra', 'FAQ'],
      ['souq', 'PAYMENT_GUIDE'],
      ['lao', 'SOURCING_SERVICE'],
      ['globalbuy', 'ABOUT_TRANSIT'],
    ] as const) {
      const res = await get<{ code: string }>(`/front/site-content/articles/${type}`, tenant);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('ARTICLE_NOT_FOUND');
    }
    const aboutUs = await get<{ code: string }>('/front/site-about-us', 'accra');
    expect(aboutUs.status).toBe(404);
    expect(aboutUs.body.code).toBe('ARTICLE_NOT_FOUND');
  });

  it('is 404 when an enabled type has no text in any language', async () => {
    await t.db
      .insertInto('site_article_types')
      .values({ tenant_id: 'lao', type: 'ABOUT_TRANSIT', enabled: true, sort_order: 99 })
      .execute();
    const res = await get<{ code: string }>('/front/site-content/articles/ABOUT_TRANSIT', 'lao');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('ARTICLE_NOT_FOUND');
    await t.db
      .deleteFrom('site_article_types')
      .where('tenant_id', '=', 'lao')
      .where('type', '=', 'ABOUT_TRANSIT')
      .execute();
  });

  it('is 400 for an unknown type, and accepts the kebab-case spelling', async () => {
    const bad = await get<{ code: string; fields: Record<string, string> }>(
      '/front/site-content/articles/SHIPPING_RATES',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ type: 'UNKNOWN_ARTICLE_TYPE' });
    const kebab = await get<Article>('/front/site-content/articles/how-to-use');
    expect(kebab.status).toBe(200);
    expect(kebab.body.type).toBe('HOW_TO_USE');
  });

  it('is 404 TENANT_NOT_FOUND for an unknown host', async () => {
    const res = await get<{ code: string }>('/front/site-content/articles/HOW_TO_USE', 'nowhere.example');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('TENANT_NOT_FOUND');
  });
});

describe('home content', () => {
  it('banners: 2–3 per tenant in the request language, served as SVG assets', async () => {
    for (const facts of DEMO_CONTENT) {
      const res = await get<SiteImage[]>('/front/site-content/banner-images', facts.slug);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(facts.bannerCount);
      for (const b of res.body)
        expect(b.imageUrl).toMatch(new RegExp(`^/api/assets/content/${facts.slug}/banner-\\d-`));
    }
    const fr = await get<SiteImage[]>('/front/site-content/banner-images', 'globalbuy', 'fr');
    expect(fr.body.every((b) => b.imageUrl.endsWith('-fr.svg'))).toBe(true);
    const first = fr.body[0]!;
    const asset = await t.app.inject({ method: 'GET', url: first.imageUrl.replace(/^\/api/, '') });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toBe('image/svg+xml');
    expect(asset.body).toContain(escapeHtml(first.title!));
  });

  it('site images by position, imageUrl never null; a bad position is a 400', async () => {
    const all = await get<SiteImage[]>('/front/site-content/images', 'himal');
    expect(all.body.map((i) => i.position).sort()).toEqual(['HOME_PROMO', 'LOGIN_SIDE']);
    expect(all.body.every((i) => typeof i.imageUrl === 'string')).toBe(true);
    const promo = await get<SiteImage[]>('/front/site-content/images?position=home_promo', 'himal');
    expect(promo.body).toHaveLength(1);
    expect(promo.body[0]!.link).toBe('/sourcing-service');
    const none = await get<SiteImage[]>('/front/site-content/images?position=FOOTER', 'himal');
    expect(none.body).toEqual([]);
    const bad = await get<{ fields: Record<string, string> }>('/front/site-content/images?position=../x', 'himal');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['position']);
  });

  it('announcements newest first, slogan and FAQ in the request language', async () => {
    const ann = await get<Announcement[]>('/front/site-content/announcements', 'souq');
    expect(ann.body.length).toBeGreaterThanOrEqual(2);
    expect(ann.body.length).toBeLessThanOrEqual(3);
    expect(ann.body[0]!.title).toMatch(ARABIC);
    const times = ann.body.map((a) => Date.parse(a.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const slogan = await get<Slogan>('/front/site-slogen', 'himal', 'zh-CN');
    expect(slogan.body.title).toMatch(CJK);
    expect(slogan.body.subtitle).toContain('Himal Proxy');

    const faq = await get<FaqItem[]>('/front/site-faq', 'lao', 'th');
    expect(faq.body.length).toBeGreaterThanOrEqual(6);
    expect(faq.body.length).toBeLessThanOrEqual(8);
    expect(faq.body[0]!.question).toMatch(THAI);
  });

  it('how-to-use: banner and 5 steps with images; none for the article-only tenant', async () => {
    const gb = await get<HowToUse>('/front/site-how-to-use', 'globalbuy', 'es');
    expect(gb.body.bannerImage).toBe('/api/assets/content/globalbuy/how-to-use-es.svg');
    expect(gb.body.steps).toHaveLength(5);
    for (const s of gb.body.steps) {
      expect(s.stepName).not.toBe('');
      expect(s.stepDesc).not.toBe('');
      expect(s.stepImage).toMatch(/\/step-\d\.svg$/);
      expect(s.backgroundImage).toMatch(/\/step-background-[ab]\.svg$/);
    }
    expect(gb.body.steps[0]!.stepName).toBe('Busca');
    const accra = await get<HowToUse>('/front/site-how-to-use', 'accra');
    expect(accra.status).toBe(200);
    expect(accra.body).toEqual({ bannerImage: null, steps: [] });
  });

  it('about us is the ABOUT_US article', async () => {
    const res = await get<Article>('/front/site-about-us', 'himal');
    expect(res.body.type).toBe('ABOUT_US');
    expect(res.body.content).toContain('Kathmandu');
  });
});

describe('tenant isolation', () => {
  it('one tenant never sees another tenant’s content', async () => {
    const gb = await get<Article>('/front/site-content/articles/HOW_TO_USE', 'globalbuy');
    const himal = await get<Article>('/front/site-content/articles/HOW_TO_USE', 'himal');
    expect(gb.body.content).toContain('GlobalBuy');
    expect(gb.body.content).not.toContain('Himal');
    expect(himal.body.content).toContain('Himal Proxy');
    expect(himal.body.content).not.toContain('GlobalBuy');
    const banners = await get<SiteImage[]>('/front/site-content/banner-images', 'accra');
    expect(banners.body.every((b) => b.id.startsWith('accra-') && b.imageUrl.includes('/accra/'))).toBe(true);
    const groups = await get<ProductGroup[]>('/front/site-content/preferred-product-groups', 'accra');
    expect(groups.body.every((g) => g.id.startsWith('accra-'))).toBe(true);
    // The fee tables quote each tenant's own currency.
    const fees = await get<Article>('/front/site-content/articles/ABOUT_TRANSIT_FEE', 'accra');
    expect(fees.body.content).toContain('GHS');
    expect(fees.body.content).not.toContain('USD');
  });
});

describe('product selections', () => {
  it('preferred products and groups are catalogue cards, titled in Chinese for zh-* and English otherwise', async () => {
    const cards = await get<ProductCard[]>('/front/site-content/preferred-products', 'globalbuy');
    expect(cards.status).toBe(200);
    expect(cards.body.length).toBeGreaterThan(0);
    for (const c of cards.body) {
      expect(c.productUrl).toMatch(/^https?:\/\//);
      expect(typeof c.price).toBe('number');
    }
    const en = await get<ProductGroup[]>('/front/site-content/preferred-product-groups', 'globalbuy', 'en');
    expect(en.body.length).toBeGreaterThanOrEqual(2);
    expect(en.body[0]!.name).toBe('Phone and gadget accessories');
    expect(en.body[0]!.products[0]!.title).not.toMatch(CJK);
    const zh = await get<ProductGroup[]>('/front/site-content/preferred-product-groups', 'globalbuy', 'zh-CN');
    expect(zh.body[0]!.name).toBe('数码配件');
    expect(zh.body[0]!.products[0]!.title).toMatch(CJK);
    expect(zh.body[0]!.products.map((p) => p.productId)).toEqual(en.body[0]!.products.map((p) => p.productId));
    const rec = await get<ProductGroup[]>('/front/site-content/recommend-product-groups', 'souq', 'ar');
    expect(rec.body.length).toBeGreaterThanOrEqual(1);
    expect(rec.body[0]!.name).toMatch(ARABIC);
  });
});

describe('content seed', () => {
  const words = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;
  const chars = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, '').length;

  it('has every enabled article in every tenant language, 150–400 words (or the CJK/Lao/Thai equivalent)', async () => {
    const rows = await t.db.selectFrom('site_articles').select(['tenant_id', 'type', 'language', 'content']).execute();
    for (const tenant of DEMO_TENANTS) {
      const facts = DEMO_CONTENT.find((f) => f.slug === tenant.slug)!;
      for (const language of tenant.supportedLanguages) {
        for (const type of facts.enabledArticles) {
          // The fallback test above removed this one on purpose.
          if (tenant.id === 'himal' && type === 'SOURCING_SERVICE' && language === 'zh-CN') continue;
          const row = rows.find((r) => r.tenant_id === tenant.id && r.type === type && r.language === language);
          expect(row ? `${tenant.id}/${type}/${language}` : `missing ${tenant.id}/${type}/${language}`).toBe(
            `${tenant.id}/${type}/${language}`,
          );
          if (['zh-CN', 'la', 'th'].includes(language)) {
            expect(chars(row!.content)).toBeGreaterThanOrEqual(300);
            expect(chars(row!.content)).toBeLessThanOrEqual(1500);
          } else {
            expect(words(row!.content)).toBeGreaterThanOrEqual(150);
            expect(words(row!.content)).toBeLessThanOrEqual(400);
          }
        }
      }
    }
  });

  it('gives each demo shopper notifications, some unread', async () => {
    const rows = await t.db.selectFrom('user_notifications').select(['tenant_id', 'read_at']).execute();
    for (const tenant of DEMO_TENANTS) {
      const mine = rows.filter((r) => r.tenant_id === tenant.id);
      expect(mine.length).toBeGreaterThanOrEqual(3);
      expect(mine.some((r) => r.read_at === null)).toBe(true);
    }
  });

  it('is idempotent', async () => {
    const count = async () => {
      const out: number[] = [];
      for (const table of [
        'site_articles',
        'site_faq_items',
        'site_images',
        'site_announcements',
        'how_to_use_steps',
        'product_group_items',
        'user_notifications',
      ] as const) {
        const r = await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        out.push(Number(r.n));
      }
      return out;
    };
    const run = () =>
      contentSeed.run({
        db: t.db,
        config: t.config,
        options: { catalogueSize: 60 },
        log: { info: () => undefined, warn: () => undefined } as never,
        tenants: DEMO_TENANTS,
      });
    // The first run restores what earlier tests deleted; the second must change nothing.
    await run();
    const before = await count();
    await run();
    expect(await count()).toEqual(before);
  });

  it('committed images match what the renderer draws from the texts', () => {
    const dir = path.resolve(__dirname, '..', '..', 'backend', 'assets', 'content');
    for (const asset of allContentAssets(DEMO_TENANTS)) {
      const file = path.join(dir, asset.file);
      expect(fs.existsSync(file) ? asset.file : `missing ${asset.file}`).toBe(asset.file);
      expect(fs.readFileSync(file, 'utf8')).toBe(asset.svg);
    }
  });

  it('groups come back empty, not failing, when the catalogue has no products', async () => {
    await t.db.deleteFrom('products').execute();
    const groups = await get<ProductGroup[]>('/front/site-content/preferred-product-groups', 'globalbuy');
    expect(groups.status).toBe(200);
    expect(groups.body).toEqual([]);
    const cards = await get<ProductCard[]>('/front/site-content/preferred-products', 'globalbuy');
    expect(cards.body).toEqual([]);
  });
});
