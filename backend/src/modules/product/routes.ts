// Product calls: GET /front/product (by pasted link), GET /front/product/search (keyword, image, shop, category,
// collection), GET /keywordSNQuery, GET /categories. Tenant-scoped; titles and names in the request's language
// (within the tenant's languages), falling back to English, then Chinese.
import type { FastifyInstance } from 'fastify';
import type { ProductSearchResult } from '../../../../contract';
import { validationError } from '../../http/errors';
import { parseQuery } from '../../http/validation';
import { fingerprintOfUrl } from '../imagesearch/service';
import { storageFor } from '../storage';
import { CatalogueSource } from './catalogueSource';
import { decodeCursor, encodeCursor } from './cursor';
import { productByLink } from './byLink';
import { readCacheFor } from './readCache';
import {
  CHANNEL_PLATFORMS,
  DEFAULT_PAGE_SIZE,
  keywordQuerySchema,
  offeredPlatforms,
  platformsFor,
  productQuerySchema,
  searchQuerySchema,
  toFen,
} from './query';
import { keywordNavigation, listCategories, sourceTenant } from './service';
import type { ProductSource, SearchCriteria } from './source';

export async function productRoutes(app: FastifyInstance): Promise<void> {
  const source: ProductSource = new CatalogueSource(app.db);
  const storage = storageFor(app.config);
  const reads = readCacheFor(app.db, app.config.readCacheTtlMs);

  app.get('/front/product', async (request) => {
    const { productUrl } = parseQuery(productQuerySchema, request.query);
    const tenant = await sourceTenant(app.db, request.tenant, request.headers['accept-language']);
    // A product page is read by every shopper who opens it: kept like searches (readCache.ts), per language.
    return productByLink(source, productUrl, tenant, (link) =>
      reads.get(tenant.id, `product|${tenant.language}|${link.platform}|${link.productId}`, () =>
        source.detail(link, tenant),
      ),
    );
  });

  app.get('/front/product/search', async (request): Promise<ProductSearchResult> => {
    const query = parseQuery(searchQuerySchema, request.query);
    const offered = request.tenant.preference.productPlatforms ?? [];
    const scope = platformsFor(query, offered);
    if (!scope.ok) throw validationError({ channel: scope.reason }, 'This search channel is not offered here');

    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const base: Omit<SearchCriteria, 'offset' | 'limit'> = {
      keyword: query.keyword ?? null,
      filters: query.filters ?? null,
      platforms: scope.platforms,
      shopId: query.shopId ?? null,
      categoryId: query.snId ?? null,
      collectionId: query.productCollectionId ?? null,
      priceStartFen: query.priceStart === undefined ? null : toFen(query.priceStart),
      priceEndFen: query.priceEnd === undefined ? null : toFen(query.priceEnd),
      sort: query.sort ?? 'default',
    };
    // The cursor is tied to everything but the page, so it cannot be replayed against another query.
    const signed = { ...base, imageUrl: query.imageUrl ?? null, pageSize, tenant: request.tenant.id };
    let pageNo = query.pageNo ?? 1;
    if (query.nextPage) {
      const cursor = decodeCursor(query.nextPage, signed);
      if (!cursor)
        throw validationError({ nextPage: 'INVALID_CURSOR' }, 'The page cursor does not belong to this search');
      pageNo = cursor.page;
    }
    const criteria: SearchCriteria = { ...base, offset: (pageNo - 1) * pageSize, limit: pageSize };
    const tenant = await sourceTenant(app.db, request.tenant, request.headers['accept-language']);

    // Image search reads the picture from our own storage only (imagesearch/resolve.ts: no fetching of URLs).
    // Keyword and listing pages are kept per tenant, language and criteria (readCache.ts): shoppers repeat searches.
    const page = query.imageUrl
      ? await source.imageSearch(
          await fingerprintOfUrl(query.imageUrl, {
            storage,
            cdnBaseUrl: app.config.cdnBaseUrl,
            tenantId: tenant.id,
            allowedHosts: tenant.hosts,
          }),
          criteria,
          tenant,
        )
      : await reads.get(tenant.id, `search|${tenant.language}|${JSON.stringify(criteria)}`, () =>
          source.search(criteria, tenant),
        );
    const hasMore = criteria.offset + page.items.length < page.total && page.items.length > 0;
    return {
      items: page.items,
      total: page.total,
      pageNo,
      pageSize,
      nextPage: hasMore ? encodeCursor(pageNo + 1, signed) : null,
    };
  });

  app.get('/keywordSNQuery', async (request) => {
    const { keyword, channel } = parseQuery(keywordQuerySchema, request.query);
    const offered = request.tenant.preference.productPlatforms ?? [];
    if (channel && !offered.includes(channel)) throw validationError({ channel: 'CHANNEL_NOT_OFFERED' });
    const tenant = await sourceTenant(app.db, request.tenant, request.headers['accept-language']);
    const platforms = channel ? CHANNEL_PLATFORMS[channel] : offeredPlatforms(offered);
    // Asked beside every keyword search (the results' category chips): kept like the search itself.
    return reads.get(tenant.id, `keyword-navigation|${tenant.language}|${platforms.join(',')}|${keyword}`, () =>
      keywordNavigation(app.db, tenant, platforms, keyword),
    );
  });

  app.get('/categories', async (request) => {
    const tenant = await sourceTenant(app.db, request.tenant, request.headers['accept-language']);
    return listCategories(app.db, tenant, offeredPlatforms(request.tenant.preference.productPlatforms ?? []));
  });
}
