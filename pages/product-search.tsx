// /product-search?keyword=&filters=&channel= and ?imageUrl=&filters=&channel= (spec 2). The search runs in the
// loader so the first page arrives rendered; related categories are deferred data: their failure only hides
// the chips. A failed search still renders the page (query kept, retry offered), with the status it deserves.
import Head from 'next/head';
import type { Category, ProductSearchResult } from '@/contract';
import { definePage, type PageWithSettings } from '@/components/layout/pageSettings';
import SearchResultsView from '@/components/search/results/SearchResultsView';
import { productHrefs } from '@/utils/productHref';
import { parseSearchState, searchMode, toApiQuery, type SearchState } from '@/components/search/results/searchState';
import { keywordNavigation, searchProducts } from '@/services/product';
import type { Result } from '@/services/result';
import { runtimeConfig } from '@/services/server/runtimeConfig';
import { withPage } from '@/services/server/withPage';
import { useTenant } from '@/stores';
import { useTranslation } from 'next-i18next/pages';

export const settings = definePage({ namespaces: ['search', 'product'], searchInputCollapsed: false });

interface SearchPageProps extends Record<string, unknown> {
  state: SearchState;
  outcome: Result<ProductSearchResult> | null;
  categories: Category[];
  hrefs: Record<string, string>;
}

export const getServerSideProps = withPage<SearchPageProps>(settings, async (ctx, { tenant, http }) => {
  const state = parseSearchState(ctx.query, tenant.tenantPreference.productPlatforms);
  const mode = searchMode(state);
  if (mode === 'none') return { props: { state, outcome: null, categories: [], hrefs: {} } };

  const [outcome, navigation] = await Promise.all([
    searchProducts(http, toApiQuery(state)),
    mode === 'keyword' ? keywordNavigation(http, state.keyword, state.channel) : Promise.resolve(null),
  ]);
  if (navigation && !navigation.ok) console.warn(`[search] keyword navigation failed: ${navigation.error.code}`);
  if (!outcome.ok) {
    console.warn(`[search] search failed: ${outcome.error.code} (${outcome.error.status ?? 'no response'})`);
    const status = outcome.error.status;
    ctx.res.statusCode = status !== null && status >= 400 && status < 500 ? 400 : 503;
  }
  const hrefs = outcome.ok
    ? productHrefs(outcome.data.items.map((item) => item.productUrl), runtimeConfig().productLinkKey, {
      filters: state.filters,
      keyword: state.keyword,
    })
    : {};
  return {
    props: {
      state,
      // Page props are JSON: drop any undefined member of an error value.
      outcome: JSON.parse(JSON.stringify(outcome)) as Result<ProductSearchResult>,
      categories: navigation?.ok ? navigation.data.categories : [],
      hrefs,
    },
  };
});

const ProductSearchPage: PageWithSettings<SearchPageProps> = ({ state, outcome, categories, hrefs }) => {
  const tenant = useTenant();
  const { t } = useTranslation('search');
  const heading = state.imageUrl ? t('results.imageTitle') : state.keyword ? t('results.title', { keyword: state.keyword }) : t('results.startTitle');
  return (
    <>
      <Head>
        <title>{`${heading} - ${tenant.name}`}</title>
      </Head>
      <SearchResultsView state={state} outcome={outcome} categories={categories} hrefs={hrefs} />
    </>
  );
};
ProductSearchPage.settings = settings;
export default ProductSearchPage;
