// Site content (spec section 7): GET /front/site-content/*, /front/site-slogen, /front/site-faq,
// /front/site-about-us and /front/site-how-to-use. Tenant-scoped; texts follow Accept-Language among the
// tenant's languages, falling back to its default language.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Article, ArticleType, FaqItem, HowToUse, ProductCard, ProductGroup, SiteImage, Slogan, Announcement } from '../../../../contract';
import { notFound, validationError } from '../../http/errors';
import { parseWith } from '../../http/validation';
import { requestLanguage } from '../user/language';
import { preferredProducts, productGroups } from './products';
import {
  announcements,
  BANNER_POSITION,
  contentLanguage,
  enabledArticleTypes,
  faqItems,
  findArticle,
  howToUse,
  isArticleType,
  siteImages,
  slogan,
  type ContentLanguage,
} from './service';

function languageOf(request: FastifyRequest): ContentLanguage {
  return contentLanguage(requestLanguage(request.headers['accept-language'], request.tenant), request.tenant);
}

/** `HOW_TO_USE`, also accepted as `how-to-use` or `how_to_use`; anything else is a 400 naming the field. */
function articleTypeParam(raw: string): ArticleType {
  const type = raw.trim().toUpperCase().replace(/-/g, '_');
  if (!isArticleType(type)) throw validationError({ type: 'UNKNOWN_ARTICLE_TYPE' }, `Unknown article type "${raw}"`);
  return type;
}

const articleNotFound = () => notFound('ARTICLE_NOT_FOUND', 'This page is not available on this site');

const imagesQuery = z.object({ position: z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9_-]+$/).optional() });

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get('/front/site-content/preferred-products', async (request): Promise<ProductCard[]> =>
    preferredProducts(db, request.tenant, languageOf(request)));

  app.get('/front/site-content/preferred-product-groups', async (request): Promise<ProductGroup[]> =>
    productGroups(db, request.tenant, 'PREFERRED', languageOf(request)));

  app.get('/front/site-content/recommend-product-groups', async (request): Promise<ProductGroup[]> =>
    productGroups(db, request.tenant, 'RECOMMEND', languageOf(request)));

  app.get('/front/site-content/images', async (request): Promise<SiteImage[]> => {
    const { position } = parseWith(imagesQuery, request.query);
    return siteImages(db, request.tenant.id, position ? position.toUpperCase() : null, languageOf(request));
  });

  app.get('/front/site-content/banner-images', async (request): Promise<SiteImage[]> =>
    siteImages(db, request.tenant.id, BANNER_POSITION, languageOf(request)));

  app.get('/front/site-content/articles/:type', async (request): Promise<Article> => {
    const type = articleTypeParam((request.params as { type: string }).type);
    const article = await findArticle(db, request.tenant.id, type, languageOf(request));
    if (!article) throw articleNotFound();
    return article;
  });

  app.get('/front/site-content/enabled-article-types', async (request): Promise<ArticleType[]> =>
    enabledArticleTypes(db, request.tenant.id));

  app.get('/front/site-content/announcements', async (request): Promise<Announcement[]> =>
    announcements(db, request.tenant.id, languageOf(request)));

  // The spec spells it "slogen".
  app.get('/front/site-slogen', async (request): Promise<Slogan> => slogan(db, request.tenant.id, languageOf(request)));

  app.get('/front/site-faq', async (request): Promise<FaqItem[]> => faqItems(db, request.tenant.id, languageOf(request)));

  app.get('/front/site-about-us', async (request): Promise<Article> => {
    const article = await findArticle(db, request.tenant.id, 'ABOUT_US', languageOf(request));
    if (!article) throw articleNotFound();
    return article;
  });

  app.get('/front/site-how-to-use', async (request): Promise<HowToUse> => howToUse(db, request.tenant.id, languageOf(request)));
}
