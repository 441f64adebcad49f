// Site content reads. Every query filters on the tenant; texts come in the request language when the tenant has
// them and otherwise in the tenant's default language (per item kind: an article missing in Thai falls back to
// the default-language article, a FAQ list missing in Thai falls back to the default-language list).
import {
  ARTICLE_TYPES,
  type Announcement,
  type Article,
  type ArticleType,
  type FaqItem,
  type HowToUse,
  type Locale,
  type SiteImage,
  type Slogan,
} from '../../../../contract';
import type { Db } from '../../db';
import type { TenantRecord } from '../tenant/service';

export const BANNER_POSITION = 'HOME_BANNER';

export interface ContentLanguage {
  /** What the request asked for, narrowed to the tenant's languages. */
  requested: Locale;
  /** The tenant's default language: the fallback. */
  fallback: Locale;
}

export function isArticleType(value: string): value is ArticleType {
  return (ARTICLE_TYPES as readonly string[]).includes(value);
}

/** The rows of the best language present: requested, else fallback, else none. */
export function inBestLanguage<T extends { language: string | null }>(rows: readonly T[], lang: ContentLanguage): T[] {
  for (const language of [lang.requested, lang.fallback]) {
    const picked = rows.filter((r) => r.language === language);
    if (picked.length > 0) return picked;
  }
  return [];
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function enabledArticleTypes(db: Db, tenantId: string): Promise<ArticleType[]> {
  const rows = await db
    .selectFrom('site_article_types')
    .select('type')
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', true)
    .orderBy('sort_order')
    .orderBy('type')
    .execute();
  return rows.map((r) => r.type);
}

/** The article of an enabled type, or null (type disabled, or no text in either language). */
export async function findArticle(
  db: Db,
  tenantId: string,
  type: ArticleType,
  lang: ContentLanguage,
): Promise<Article | null> {
  const enabled = await db
    .selectFrom('site_article_types')
    .select('type')
    .where('tenant_id', '=', tenantId)
    .where('type', '=', type)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!enabled) return null;
  const rows = await db
    .selectFrom('site_articles')
    .select(['type', 'language', 'title', 'content', 'updated_at'])
    .where('tenant_id', '=', tenantId)
    .where('type', '=', type)
    .where('language', 'in', [lang.requested, lang.fallback])
    .execute();
  const row = inBestLanguage(rows, lang)[0];
  return row ? { type: row.type, title: row.title, content: row.content, updatedAt: iso(row.updated_at) } : null;
}

function toImage(r: {
  id: string;
  image_url: string;
  link: string | null;
  title: string | null;
  position: string;
}): SiteImage {
  return { id: r.id, imageUrl: r.image_url ?? '', link: r.link, title: r.title, position: r.position };
}

/**
 * Images of one position (or every non-banner position when `position` is null), in the request language:
 * language-neutral images (language null) always, plus the best language's own images.
 */
export async function siteImages(
  db: Db,
  tenantId: string,
  position: string | null,
  lang: ContentLanguage,
): Promise<SiteImage[]> {
  let query = db
    .selectFrom('site_images')
    .select(['id', 'position', 'language', 'image_url', 'link', 'title', 'sort_order'])
    .where('tenant_id', '=', tenantId);
  query = position === null ? query.where('position', '<>', BANNER_POSITION) : query.where('position', '=', position);
  const rows = await query.orderBy('position').orderBy('sort_order').orderBy('id').execute();
  // Choose the language per position, so one position's translations do not hide another's.
  const byPosition = new Map<string, typeof rows>();
  for (const r of rows) byPosition.set(r.position, [...(byPosition.get(r.position) ?? []), r]);
  const out: SiteImage[] = [];
  for (const group of byPosition.values()) {
    const chosen = new Set(inBestLanguage(group, lang));
    out.push(...group.filter((r) => r.language === null || chosen.has(r)).map(toImage));
  }
  return out;
}

export async function announcements(db: Db, tenantId: string, lang: ContentLanguage): Promise<Announcement[]> {
  const rows = await db
    .selectFrom('site_announcements')
    .select(['id', 'language', 'title', 'content', 'published_at'])
    .where('tenant_id', '=', tenantId)
    .where('language', 'in', [lang.requested, lang.fallback])
    .where('published_at', '<=', new Date())
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .execute();
  return inBestLanguage(rows, lang).map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    publishedAt: iso(r.published_at),
  }));
}

export async function slogan(db: Db, tenantId: string, lang: ContentLanguage): Promise<Slogan> {
  const rows = await db
    .selectFrom('site_slogans')
    .select(['language', 'title', 'subtitle'])
    .where('tenant_id', '=', tenantId)
    .where('language', 'in', [lang.requested, lang.fallback])
    .execute();
  const row = inBestLanguage(rows, lang)[0];
  return { title: row?.title ?? '', subtitle: row?.subtitle ?? '' };
}

export async function faqItems(db: Db, tenantId: string, lang: ContentLanguage): Promise<FaqItem[]> {
  const rows = await db
    .selectFrom('site_faq_items')
    .select(['language', 'question', 'answer', 'sort_order'])
    .where('tenant_id', '=', tenantId)
    .where('language', 'in', [lang.requested, lang.fallback])
    .orderBy('sort_order')
    .execute();
  return inBestLanguage(rows, lang).map((r) => ({ question: r.question, answer: r.answer }));
}

export async function howToUse(db: Db, tenantId: string, lang: ContentLanguage): Promise<HowToUse> {
  const [pages, steps] = await Promise.all([
    db
      .selectFrom('how_to_use_pages')
      .select(['language', 'banner_image'])
      .where('tenant_id', '=', tenantId)
      .where('language', 'in', [lang.requested, lang.fallback])
      .execute(),
    db
      .selectFrom('how_to_use_steps')
      .select(['language', 'sort_order', 'step_name', 'step_remark', 'step_image', 'step_desc', 'background_image'])
      .where('tenant_id', '=', tenantId)
      .where('language', 'in', [lang.requested, lang.fallback])
      .orderBy('sort_order')
      .execute(),
  ]);
  const page = inBestLanguage(pages, lang)[0];
  return {
    bannerImage: page?.banner_image ?? null,
    steps: inBestLanguage(steps, lang).map((s) => ({
      stepName: s.step_name,
      stepRemark: s.step_remark,
      stepImage: s.step_image,
      stepDesc: s.step_desc,
      backgroundImage: s.background_image,
    })),
  };
}

export function contentLanguage(requested: Locale, tenant: Pick<TenantRecord, 'default_language'>): ContentLanguage {
  return { requested, fallback: tenant.default_language };
}
