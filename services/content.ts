// Site content: what the home page, the article pages and how-to-use show. Every function returns a Result so a
// page can decide which data is critical (an article) and which may fail quietly (a home section).
// Paths: /front/site-content/* plus the four /front/site-* calls.
import type {
  Announcement,
  Article,
  ArticleType,
  FaqItem,
  HowToUse,
  Page,
  ProductCard,
  ProductGroup,
  SiteImage,
  Slogan,
} from '@/contract';
import type { Http } from './http';
import { call, mapResult, type Result } from './result';

const base = '/front/site-content';

/** Lists may come bare or as a `Page`; the storefront only needs the items. */
function items<T>(data: T[] | Page<T> | null | undefined): T[] {
  if (!data) return [];
  return Array.isArray(data) ? data : (data.items ?? []);
}

export async function getBannerImages(http: Http): Promise<Result<SiteImage[]>> {
  const result = await call<SiteImage[] | Page<SiteImage>>(http.get(`${base}/banner-images`));
  return mapResult(result, (data) => items(data).filter((image) => Boolean(image.imageUrl)));
}

/** The tenant's site images, all or those of one position (HOME_PROMO, LOGIN_SIDE, ...). */
export async function getSiteImages(http: Http, position?: string): Promise<Result<SiteImage[]>> {
  const result = await call<SiteImage[] | Page<SiteImage>>(
    http.get(`${base}/images`, position ? { params: { position } } : undefined),
  );
  return mapResult(result, (data) => items(data).filter((image) => Boolean(image.imageUrl)));
}

export async function getAnnouncements(http: Http): Promise<Result<Announcement[]>> {
  const result = await call<Announcement[] | Page<Announcement>>(http.get(`${base}/announcements`));
  return mapResult(result, items);
}

export async function getPreferredProducts(http: Http): Promise<Result<ProductCard[]>> {
  const result = await call<ProductCard[] | Page<ProductCard>>(http.get(`${base}/preferred-products`));
  return mapResult(result, items);
}

/** Groups with no products are dropped: an empty heading helps nobody. */
export async function getPreferredProductGroups(http: Http): Promise<Result<ProductGroup[]>> {
  const result = await call<ProductGroup[] | Page<ProductGroup>>(http.get(`${base}/preferred-product-groups`));
  return mapResult(result, (data) => items(data).filter((group) => group.products.length > 0));
}

export async function getRecommendProductGroups(http: Http): Promise<Result<ProductGroup[]>> {
  const result = await call<ProductGroup[] | Page<ProductGroup>>(http.get(`${base}/recommend-product-groups`));
  return mapResult(result, (data) => items(data).filter((group) => group.products.length > 0));
}

export async function getEnabledArticleTypes(http: Http): Promise<Result<ArticleType[]>> {
  return call<ArticleType[]>(http.get(`${base}/enabled-article-types`));
}

/** A 404 from the API means the tenant has no such article; callers treat that as "absent", not a failure. */
export async function getArticle(http: Http, type: ArticleType): Promise<Result<Article>> {
  return call<Article>(http.get(`${base}/articles/${encodeURIComponent(type)}`));
}

export async function getSlogan(http: Http): Promise<Result<Slogan | null>> {
  const result = await call<Slogan | null | ''>(http.get('/front/site-slogen'));
  return mapResult(result, (data) => (data && (data.title || data.subtitle) ? data : null));
}

export async function getFaq(http: Http): Promise<Result<FaqItem[]>> {
  const result = await call<FaqItem[] | Page<FaqItem>>(http.get('/front/site-faq'));
  return mapResult(result, items);
}

export async function getAboutUs(http: Http): Promise<Result<Article | null>> {
  return call<Article | null>(http.get('/front/site-about-us'));
}

/** Steps without a name and an image are not steps a shopper can follow; drop them. */
export async function getHowToUse(http: Http): Promise<Result<HowToUse>> {
  const result = await call<HowToUse | null>(http.get('/front/site-how-to-use'));
  return mapResult(result, (data) => ({
    bannerImage: data?.bannerImage || null,
    steps: (data?.steps ?? []).filter((step) => Boolean(step.stepName || step.stepImage)),
  }));
}
