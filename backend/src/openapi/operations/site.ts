// The tenant, its reference lists and its content: what every page reads before a shopper logs in.
import { z } from 'zod';
import { warehouseQuery, districtQuery, multipleQuery } from '../../modules/reference/validation';
import { imagesQuery } from '../../modules/content/validation';
import { op } from '../operation';

const districtTree = z.array(z.object({ country: z.string(), districts: z.array(z.unknown()) }));

export const siteOperations = [
  op({ method: 'GET', path: '/health', tag: 'site', summary: 'Liveness and database check', access: 'public', tenant: false, internal: true,
    response: z.object({ status: z.literal('ok'), version: z.string(), database: z.enum(['postgres', 'pglite']), dbLatencyMs: z.number(), uptimeSeconds: z.number() }) }),
  op({ method: 'GET', path: '/front/tenant', tag: 'site', summary: 'The tenant of the calling host', access: 'public', response: 'Tenant' }),
  op({ method: 'GET', path: '/front/exchange-rate', tag: 'site', summary: "The tenant's currency and rate to CNY", access: 'public', response: 'ExchangeInfo', internal: true }),
  op({ method: 'GET', path: '/front/tenant-warehouses', tag: 'site', summary: "The tenant's receiving warehouses in China", access: 'public', query: warehouseQuery, response: { listOf: 'TenantWarehouse' } }),
  op({ method: 'GET', path: '/front/supported-countries', tag: 'site', summary: 'Countries the tenant ships to', access: 'public', response: { listOf: 'SupportedCountry' } }),
  op({ method: 'GET', path: '/front/address-districts', tag: 'site', summary: "A country's district tree (default CN)", access: 'public', query: districtQuery, response: { listOf: 'AddressDistrict' } }),
  op({ method: 'GET', path: '/front/multiple-address-districts', tag: 'site', summary: 'District trees of several countries', access: 'public', query: multipleQuery, response: districtTree, internal: true }),
  op({ method: 'GET', path: '/front/transit-options', tag: 'site', summary: 'Shipping lines the tenant offers', access: 'public', response: { listOf: 'TransitOption' } }),
  op({ method: 'GET', path: '/front/site-content/preferred-products', tag: 'content', summary: 'Featured products', access: 'public', response: { listOf: 'ProductCard' } }),
  op({ method: 'GET', path: '/front/site-content/preferred-product-groups', tag: 'content', summary: 'Featured product groups', access: 'public', response: { listOf: 'ProductGroup' } }),
  op({ method: 'GET', path: '/front/site-content/recommend-product-groups', tag: 'content', summary: 'Recommended product groups', access: 'public', response: { listOf: 'ProductGroup' } }),
  op({ method: 'GET', path: '/front/site-content/images', tag: 'content', summary: 'Site images, optionally of one position', access: 'public', query: imagesQuery, response: { listOf: 'SiteImage' } }),
  op({ method: 'GET', path: '/front/site-content/banner-images', tag: 'content', summary: 'Home page banners', access: 'public', response: { listOf: 'SiteImage' } }),
  op({ method: 'GET', path: '/front/site-content/articles/:type', tag: 'content', summary: 'One article by type', access: 'public', response: 'Article',
    errors: [[404, 'ARTICLE_NOT_FOUND']] }),
  op({ method: 'GET', path: '/front/site-content/enabled-article-types', tag: 'content', summary: 'Article types the tenant publishes', access: 'public', response: { listOf: 'ArticleType' } }),
  op({ method: 'GET', path: '/front/site-content/announcements', tag: 'content', summary: 'Current announcements', access: 'public', response: { listOf: 'Announcement' } }),
  op({ method: 'GET', path: '/front/site-slogen', tag: 'content', summary: 'The home page slogan', access: 'public', response: 'Slogan' }),
  op({ method: 'GET', path: '/front/site-faq', tag: 'content', summary: 'Frequently asked questions', access: 'public', response: { listOf: 'FaqItem' } }),
  op({ method: 'GET', path: '/front/site-about-us', tag: 'content', summary: 'The about-us article', access: 'public', response: 'Article', errors: [[404, 'ARTICLE_NOT_FOUND']] }),
  op({ method: 'GET', path: '/front/site-how-to-use', tag: 'content', summary: 'How-to-use steps', access: 'public', response: 'HowToUse' }),
];
