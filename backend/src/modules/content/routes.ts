// Site content: GET /front/site-content/*, /front/site-slogen, /front/site-faq,
// /front/site-about-us and /front/site-how-to-use. Tenant-scoped; texts follow Accept-Language among the
// tenant's languages, falling back to its default language. Every answer is kept per tenant and language for a
// short while (product/readCache.ts): the home page asks for the same content on every render.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  Article,
  ArticleType,
  FaqItem,
  HowToUse,
  ProductCard,
  ProductGroup,
  SiteImage,
  Slogan,
  Announcement,
} from '../../../../contract';
import { notFound, validationError } from '../../http/errors';
import { parseWith } from '../../http/validation';
import { readCacheFor } from '../product/readCache';
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
import { imagesQuery } from './validation';

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

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const reads = readCacheFor(db, app.config.readCacheTtlMs);
  /** One cached read of the request's tenant, in the request's language. */
  const cached = <T>(
    request: FastifyRequest,
    what: string,
    load: (lang: ContentLanguage) => Promise<T>,
  ): Promise<T> => {
    const lang = languageOf(request);
    return reads.get(request.tenant.id, `content|${what}|${lang.requested}|${lang.fallback}`, () => load(lang));
  };

  app.get('/front/site-content/preferred-products', async (request): Promise<ProductCard[]> =>
    cached(request, 'preferred-products', (lang) => preferredProducts(db, request.tenant, lang)),
  );

  app.get('/front/site-content/preferred-product-groups', async (request): Promise<ProductGroup[]> =>
    cached(request, 'preferred-groups', (lang) => productGroups(db, request.tenant, 'PREFERRED', lang)),
  );

  app.get('/front/site-content/recommend-product-groups', async (request): Promise<ProductGroup[]> =>
    cached(request, 'recommend-groups', (lang) => productGroups(db, request.tenant, 'RECOMMEND', lang)),
  );

  app.get('/front/site-content/images', async (request): Promise<SiteImage[]> => {
    const { position } = parseWith(imagesQuery, request.query);
    const where = position ? position.toUpperCase() : null;
    return cached(request, `images|${where ?? ''}`, (lang) => siteImages(db, request.tenant.id, where, lang));
  });

  app.get('/front/site-content/banner-images', async (request): Promise<SiteImage[]> =>
    cached(request, 'banners', (lang) => siteImages(db, request.tenant.id, BANNER_POSITION, lang)),
  );

  app.get('/front/site-content/articles/:type', async (request): Promise<Article> => {
    const type = articleTypeParam((request.params as { type: string }).type);
    const article = await cached(request, `article|${type}`, (lang) => findArticle(db, request.tenant.id, type, lang));
    if (!article) throw articleNotFound();
    return article;
  });

  app.get('/front/site-content/enabled-article-types', async (request): Promise<ArticleType[]> =>
    reads.get(request.tenant.id, 'content|article-types', () => enabledArticleTypes(db, request.tenant.id)),
  );

  app.get('/front/site-content/announcements', async (request): Promise<Announcement[]> =>
    cached(request, 'announcements', (lang) => announcements(db, request.tenant.id, lang)),
  );

  // The spec spells it "slogen".
  app.get('/front/site-slogen', async (request): Promise<Slogan> =>
    cached(request, 'slogan', (lang) => slogan(db, request.tenant.id, lang)),
  );

  app.get('/front/site-faq', async (request): Promise<FaqItem[]> =>
    cached(request, 'faq', (lang) => faqItems(db, request.tenant.id, lang)),
  );

  app.get('/front/site-about-us', async (request): Promise<Article> => {
    const article = await cached(request, 'article|ABOUT_US', (lang) =>
      findArticle(db, request.tenant.id, 'ABOUT_US', lang),
    );
    if (!article) throw articleNotFound();
    return article;
  });

  app.get('/front/site-how-to-use', async (request): Promise<HowToUse> =>
    cached(request, 'how-to-use', (lang) => howToUse(db, request.tenant.id, lang)),
  );
}
