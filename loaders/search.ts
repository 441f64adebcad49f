// The loader of /product-search?keyword=&filters=&channel=, ?imageUrl=&filters=&channel=, and the shop and collection
// listings ?shopId=&title= and ?productCollectionId=&title=. The search runs here
// so the first page arrives rendered; related categories are deferred data: their failure only hides the chips. A
// failed search still renders the page (query kept, retry offered) with the status it deserves: 400 for a query
// the API refuses, 503 when it is unreachable or failing. Every value here is JSON already (a Result's error
// carries no undefined member), so it goes into page props as it is.
import type { Category } from '@/contract';
import {
  hrefContext,
  parseSearchState,
  searchMode,
  toApiQuery,
  type SearchState,
} from '@/components/search/results/searchState';
import { shownOutcome, type ShownSearchResult } from '@/components/search/results/shownResult';
import { keywordNavigation, searchProducts } from '@/services/product';
import type { Result } from '@/services/result';
import { runtimeConfig } from '@/services/server/runtimeConfig';
import type { PageLoader } from '@/services/server/withPage';
import { productHrefsFor } from '@/utils/productHref';

export interface SearchPageProps extends Record<string, unknown> {
  state: SearchState;
  /** Null when there is nothing to search for (no keyword, image, shop or collection). Only what the page reads. */
  outcome: Result<ShownSearchResult> | null;
  categories: Category[];
  /** The results' product addresses (marketplace link → /product?url=…&keyword=…), made here (productHrefsFor). */
  productHrefs: Record<string, string>;
}

/** The addresses of the server-rendered result cards, with the search they came from. */
export function resultHrefs(
  state: SearchState,
  outcome: Result<ShownSearchResult> | null,
  key: string,
): Record<string, string> {
  return outcome?.ok ? productHrefsFor(outcome.data.items, key, hrefContext(state)) : {};
}

export const loadSearchPage: PageLoader<SearchPageProps> = async (ctx, { tenant, http }) => {
  const state = parseSearchState(ctx.query, tenant.tenantPreference.productPlatforms);
  const mode = searchMode(state);
  if (mode === 'none') return { props: { state, outcome: null, categories: [], productHrefs: {} } };

  const [searched, navigation] = await Promise.all([
    searchProducts(http, toApiQuery(state)),
    mode === 'keyword' ? keywordNavigation(http, state.keyword, state.channel) : Promise.resolve(null),
  ]);
  const outcome = shownOutcome(searched);
  if (navigation && !navigation.ok) console.warn(`[search] keyword navigation failed: ${navigation.error.code}`);
  if (!outcome.ok) {
    console.warn(`[search] search failed: ${outcome.error.code} (${outcome.error.status ?? 'no response'})`);
    const status = outcome.error.status;
    ctx.res.statusCode = status !== null && status >= 400 && status < 500 ? 400 : 503;
  }
  return {
    props: {
      state,
      outcome,
      categories: navigation?.ok ? navigation.data.categories : [],
      productHrefs: resultHrefs(state, outcome, runtimeConfig().productLinkKey),
    },
  };
};
