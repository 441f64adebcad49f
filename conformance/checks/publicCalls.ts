// Every call anyone may make without a session: answered, with the documented schema and formats.
import { operationsOf } from '../../backend/src/openapi/document';
import type { Operation } from '../../backend/src/openapi/operation';
import { callName, type Context } from '../context';

/** Good input for the public calls that require some: what a shopper's browser would send. */
function goodInput(operation: Operation, found: Found): { query?: Record<string, string>; params?: string[] } | string {
  switch (callName(operation)) {
    case 'GET /front/product':
      return found.productUrl
        ? { query: { productUrl: found.productUrl } }
        : 'no product link found in preferred products';
    case 'GET /front/product/search':
      return { query: { keyword: found.keyword ?? 'shirt', pageNo: '1', pageSize: '10' } };
    case 'GET /keywordSNQuery':
      return { query: { keyword: found.keyword ?? 'shirt' } };
    case 'GET /front/user/check-email-available':
      return { query: { email: 'conformance-check@example.com' } };
    case 'GET /front/upload-token':
      return { query: { ext: 'jpg', catalog: 'PRODUCT_SEARCH' } };
    case 'GET /front/transit-options/estimate':
      return found.country ? { query: { country: found.country, weightGrams: '1000' } } : 'no supported country found';
    case 'GET /front/site-content/articles/:type':
      return found.articleType ? { params: [found.articleType] } : 'the tenant publishes no article type';
    default:
      return {};
  }
}

interface Found {
  productUrl?: string;
  keyword?: string;
  country?: string;
  articleType?: string;
}

/** Calls whose answer would change something or that need more than a query (the pay pages, uploads). */
const SKIPPED: Record<string, string> = {};

export async function checkPublicCalls(ctx: Context): Promise<void> {
  const found: Found = {};
  const all = operationsOf('storefront').filter((o) => o.access === 'public' && o.method === 'GET');
  // Calls that feed others first, in the document's order otherwise.
  const first = [
    'GET /front/site-content/preferred-products',
    'GET /front/supported-countries',
    'GET /front/site-content/enabled-article-types',
  ];
  const gets = [...all.filter((o) => first.includes(callName(o))), ...all.filter((o) => !first.includes(callName(o)))];
  for (const operation of gets) {
    const name = callName(operation);
    if (SKIPPED[name]) {
      ctx.record(name, 'answer matches schema', 'skip', SKIPPED[name]);
      continue;
    }
    const input = goodInput(operation, found);
    if (typeof input === 'string') {
      ctx.record(name, 'answer matches schema', 'skip', input);
      continue;
    }
    const body = ctx.expectSuccess(
      'storefront',
      operation,
      await ctx.call(operation, input.params, { query: input.query }),
    );
    if (name === 'GET /front/site-content/preferred-products' && Array.isArray(body) && body[0]) {
      found.productUrl = (body[0] as { productUrl?: string }).productUrl;
      found.keyword = (body[0] as { title?: string }).title?.split(/\s+/)[0];
    }
    if (name === 'GET /front/supported-countries' && Array.isArray(body) && body[0])
      found.country = (body[0] as { code?: string }).code;
    if (name === 'GET /front/site-content/enabled-article-types' && Array.isArray(body) && typeof body[0] === 'string')
      found.articleType = body[0];
  }
}
