// Seed step: site content for every demo tenant in each of its languages (articles of its enabled types, FAQ,
// announcements, slogan, banners, how-to-use steps), home-page product groups picked from the catalogue, and a few
// notifications for each demo shopper. Idempotent: rows have fixed ids or natural keys (insert … on conflict do
// nothing); product groups wait for a seeded catalogue; notifications are added only to a shopper who has none.
import type { ArticleType, Locale, NoticeMessage, ProductPlatform } from '../../../../contract';
import { jsonb, type Db } from '../../db';
import { BANNER_POSITION } from '../../modules/content/service';
import { notifyUser } from '../../modules/notifications/service';
import type { SeedStep } from '../types';
import type { DemoTenant } from '../tenants';
import { demoEmail } from '../users';
import { assetUrl, bannerFile, howToBannerFile, promoFile, stepBackgroundFile, stepFile } from './assets';
import { contentFactsFor, textContext } from './context';
import type { ContentFacts } from './facts';
import { escapeHtml } from './texts/html';
import { packFor } from './texts/index';
import type { ArticleText, GroupKey, LanguagePack, TextContext } from './texts/types';

const DAY_MS = 24 * 3600 * 1000;

/** The storefront route of each article type that has a page. */
const ARTICLE_ROUTES: Partial<Record<ArticleType, string>> = {
  HOW_TO_USE: '/how-to-use',
  ABOUT_TRANSIT_FEE: '/transportation-charge',
  ABOUT_US: '/about',
  FAQ: '/faq',
  PAYMENT_GUIDE: '/payment-guide',
  SOURCING_SERVICE: '/sourcing-service',
};

/** The FAQ article is the FAQ items as HTML, so the page and GET /front/site-faq say the same. */
export function faqArticle(pack: LanguagePack, ctx: TextContext): ArticleText {
  const items = pack.faq(ctx).map((f) => `<h3>${escapeHtml(f.question)}</h3>\n<p>${escapeHtml(f.answer)}</p>`);
  return {
    title: pack.faqTitle(ctx),
    html: `<h2>${escapeHtml(pack.faqTitle(ctx))}</h2>\n<p>${escapeHtml(pack.faqIntro(ctx))}</p>\n${items.join('\n')}`,
  };
}

export function articleText(pack: LanguagePack, ctx: TextContext, type: ArticleType): ArticleText {
  if (type === 'FAQ') return faqArticle(pack, ctx);
  const write = pack.articles[type];
  if (!write) throw new Error(`content seed: no ${type} text in ${pack.language}`);
  return write(ctx);
}

/** Links of the banners (how-to-use, shipping charges, sourcing), when the tenant has that page. */
function bannerLinks(facts: ContentFacts): (string | null)[] {
  const route = (type: ArticleType) => (facts.enabledArticles.includes(type) ? (ARTICLE_ROUTES[type] ?? null) : null);
  return [route('HOW_TO_USE'), route('ABOUT_TRANSIT_FEE'), route('SOURCING_SERVICE') ?? route('FAQ')];
}

async function seedLanguage(db: Db, t: DemoTenant, facts: ContentFacts, language: Locale, now: number): Promise<void> {
  const pack = packFor(language);
  const ctx = textContext(t, facts, language);
  const id = (...parts: (string | number)[]) => [t.id, ...parts, language].join('-');

  await db
    .insertInto('site_articles')
    .values(
      facts.enabledArticles.map((type) => {
        const a = articleText(pack, ctx, type);
        return {
          id: id('article', type.toLowerCase()),
          tenant_id: t.id,
          type,
          language,
          title: a.title,
          content: a.html,
        };
      }),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'type', 'language']).doNothing())
    .execute();

  await db
    .insertInto('site_faq_items')
    .values(
      pack.faq(ctx).map((f, i) => ({
        id: id('faq', i + 1),
        tenant_id: t.id,
        language,
        question: f.question,
        answer: f.answer,
        sort_order: i,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  await db
    .insertInto('site_announcements')
    .values(
      pack.announcements(ctx).map((a, i) => ({
        id: id('announcement', i + 1),
        tenant_id: t.id,
        language,
        title: a.title,
        content: a.content,
        // The first announcement is the newest.
        published_at: new Date(now - (i + 1) * 3 * DAY_MS),
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  const s = pack.slogan(ctx);
  await db
    .insertInto('site_slogans')
    .values({ tenant_id: t.id, language, title: s.title, subtitle: s.subtitle })
    .onConflict((oc) => oc.columns(['tenant_id', 'language']).doNothing())
    .execute();

  const links = bannerLinks(facts);
  await db
    .insertInto('site_images')
    .values(
      pack
        .banners(ctx)
        .slice(0, facts.bannerCount)
        .map((b, i) => ({
          id: id('banner', i + 1),
          tenant_id: t.id,
          position: BANNER_POSITION,
          language,
          image_url: assetUrl(bannerFile(t.slug, i + 1, language)),
          link: links[i] ?? null,
          title: b.headline,
          sort_order: i,
        })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  // Tenants that always show how-to-use as an article get no step data.
  if (t.preference.howToUseArticleOnly) return;
  await db
    .insertInto('how_to_use_pages')
    .values({ tenant_id: t.id, language, banner_image: assetUrl(howToBannerFile(t.slug, language)) })
    .onConflict((oc) => oc.columns(['tenant_id', 'language']).doNothing())
    .execute();
  await db
    .insertInto('how_to_use_steps')
    .values(
      pack.howToUseSteps(ctx).map((step, i) => ({
        id: id('step', i + 1),
        tenant_id: t.id,
        language,
        sort_order: i,
        step_name: step.stepName,
        step_remark: step.stepRemark,
        step_desc: step.stepDesc,
        step_image: assetUrl(stepFile(t.slug, i + 1)),
        background_image: assetUrl(stepBackgroundFile(t.slug, i)),
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

async function seedTenantSite(db: Db, t: DemoTenant, facts: ContentFacts): Promise<void> {
  await db
    .insertInto('site_article_types')
    .values(facts.enabledArticles.map((type, i) => ({ tenant_id: t.id, type, enabled: true, sort_order: i })))
    .onConflict((oc) => oc.columns(['tenant_id', 'type']).doNothing())
    .execute();
  const promo = assetUrl(promoFile(t.slug));
  const promoLink = facts.enabledArticles.includes('SOURCING_SERVICE') ? '/sourcing-service' : '/how-to-use';
  await db
    .insertInto('site_images')
    .values([
      {
        id: `${t.id}-image-home-promo`,
        tenant_id: t.id,
        position: 'HOME_PROMO',
        language: null,
        image_url: promo,
        link: promoLink,
        title: null,
        sort_order: 0,
      },
      {
        id: `${t.id}-image-login-side`,
        tenant_id: t.id,
        position: 'LOGIN_SIDE',
        language: null,
        image_url: promo,
        link: null,
        title: null,
        sort_order: 0,
      },
    ])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Platforms whose items a tenant's channels show (the Taobao channel also lists Tmall items). */
function offeredPlatforms(t: DemoTenant): ProductPlatform[] {
  const platforms = new Set<ProductPlatform>(t.preference.productPlatforms);
  if (platforms.has('Taobao')) platforms.add('Tmall');
  return [...platforms];
}

/**
 * Best sellers of a top-level category (or of the whole catalogue), taken in turn from each of the tenant's
 * platforms (wholesale items sell in far larger numbers and would crowd out retail ones), starting `skip` places
 * down so that tenants sharing a category show different items; a small catalogue wraps around.
 */
async function pickProducts(
  db: Db,
  t: DemoTenant,
  category: GroupKey | null,
  count: number,
  skip: number,
): Promise<string[]> {
  const bestSellers = async (platform: ProductPlatform | null) => {
    let q = db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select('products.id')
      .where('products.tenant_id', 'is', null);
    if (category) q = q.where('categories.parent_id', '=', category);
    if (platform) q = q.where('products.platform', '=', platform);
    const rows = await q
      .orderBy('products.sales', 'desc')
      .orderBy('products.id')
      .limit(skip + count)
      .execute();
    return rows.map((r) => String(r.id));
  };
  const lists = await Promise.all(offeredPlatforms(t).map((p) => bestSellers(p)));
  let ids: string[] = [];
  for (let rank = 0; lists.some((l) => rank < l.length); rank++) {
    for (const list of lists) if (rank < list.length) ids.push(list[rank]!);
  }
  // A small catalogue may not hold enough items of the tenant's platforms; any platform will do then.
  if (ids.length < count) ids = await bestSellers(null);
  if (ids.length <= count) return ids;
  const start = skip % ids.length;
  return [...ids.slice(start), ...ids.slice(0, start)].slice(0, count);
}

async function seedProductSelections(
  db: Db,
  t: DemoTenant,
  facts: ContentFacts,
  tenantIndex: number,
): Promise<boolean> {
  const existing = await db.selectFrom('product_groups').select('id').where('tenant_id', '=', t.id).limit(1).execute();
  if (existing.length > 0) return true;
  const any = await db.selectFrom('products').select('id').where('tenant_id', 'is', null).limit(1).execute();
  if (any.length === 0) return false;

  const preferred = await pickProducts(db, t, null, 12, tenantIndex * 12);
  if (preferred.length > 0) {
    await db
      .insertInto('preferred_products')
      .values(preferred.map((productId, i) => ({ tenant_id: t.id, product_id: productId, sort_order: i })))
      .onConflict((oc) => oc.columns(['tenant_id', 'product_id']).doNothing())
      .execute();
  }
  const groups: { kind: 'PREFERRED' | 'RECOMMEND'; key: GroupKey }[] = [
    ...facts.preferredGroups.map((key) => ({ kind: 'PREFERRED' as const, key })),
    ...facts.recommendGroups.map((key) => ({ kind: 'RECOMMEND' as const, key })),
  ];
  for (const [i, g] of groups.entries()) {
    // 8, 10 or 12 products per group; recommended groups start further down the best-seller list.
    const count = 8 + (i % 3) * 2;
    const products = await pickProducts(db, t, g.key, count, tenantIndex * 2 + (g.kind === 'RECOMMEND' ? 12 : 0));
    if (products.length === 0) continue;
    const names = Object.fromEntries(t.supportedLanguages.map((l) => [l, packFor(l).groups[g.key]]));
    const groupId = `${t.id}-${g.kind.toLowerCase()}-${g.key}`;
    await db
      .insertInto('product_groups')
      .values({ id: groupId, tenant_id: t.id, kind: g.kind, names: jsonb(names), sort_order: i })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await db
      .insertInto('product_group_items')
      .values(
        products.map((productId, n) => ({ group_id: groupId, tenant_id: t.id, product_id: productId, sort_order: n })),
      )
      .onConflict((oc) => oc.columns(['group_id', 'product_id']).doNothing())
      .execute();
  }
  return true;
}

/** The demo shopper's first notifications, as messages each reader reads in their own language. */
function welcomeMessages(t: DemoTenant, facts: ContentFacts): NoticeMessage[] {
  return [
    { key: 'welcome', params: { site: t.name, days: { days: facts.freeStorageDays } } },
    { key: 'goodsArrived', params: {} },
    { key: 'parcelDispatched', params: {} },
    { key: 'setPayPassword', params: {} },
  ];
}

async function seedNotifications(db: Db, t: DemoTenant, facts: ContentFacts, now: number): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['id'])
    .where('tenant_id', '=', t.id)
    .where('email', '=', demoEmail(t.slug))
    .executeTakeFirst();
  if (!user) return;
  const has = await db
    .selectFrom('user_notifications')
    .select('id')
    .where('tenant_id', '=', t.id)
    .where('user_id', '=', user.id)
    .limit(1)
    .execute();
  if (has.length > 0) return;
  const messages = welcomeMessages(t, facts);
  for (const [i, message] of messages.entries()) {
    // Oldest first; the two newest stay unread.
    await notifyUser(db, {
      tenantId: t.id,
      userId: user.id,
      message,
      createdAt: new Date(now - (messages.length - i) * DAY_MS),
      read: i < messages.length - 2,
    });
  }
}

export const contentSeed: SeedStep = {
  name: 'content',
  async run({ db, tenants, log }) {
    const now = Date.now();
    for (const [index, t] of tenants.entries()) {
      const facts = contentFactsFor(t);
      if (!facts) {
        log.warn({ tenant: t.id }, 'content seed: no content facts for this tenant');
        continue;
      }
      await seedTenantSite(db, t, facts);
      for (const language of t.supportedLanguages) await seedLanguage(db, t, facts, language, now);
      const grouped = await seedProductSelections(db, t, facts, index);
      if (!grouped) log.warn({ tenant: t.id }, 'content seed: catalogue is empty, product groups left out');
      await seedNotifications(db, t, facts, now);
      log.info({ tenant: t.id, languages: t.supportedLanguages }, 'content seeded');
    }
  },
};
