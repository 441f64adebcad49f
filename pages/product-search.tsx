// /product-search?keyword=&filters=&channel= and ?imageUrl=&filters=&channel=: keyword or image search results,
// rendered on the server by loaders/search.ts (a failed search still renders the page with a retry).
import { definePage, type PageWithSettings } from '@/services/pageSettings';
import SearchResultsView from '@/components/search/results/SearchResultsView';
import { loadSearchPage, type SearchPageProps } from '@/loaders/search';
import { withPage } from '@/services/server/withPage';
import PageTitle from '@/components/common/PageTitle';
import { useTranslation } from 'next-i18next/pages';

export const settings = definePage({ namespaces: ['search'], searchInputCollapsed: false });

export const getServerSideProps = withPage(settings, loadSearchPage);

const ProductSearchPage: PageWithSettings<SearchPageProps> = ({ state, outcome, categories, productHrefs }) => {
  const { t } = useTranslation('search');
  const heading = state.imageUrl
    ? t('results.imageTitle')
    : state.keyword
      ? t('results.title', { keyword: state.keyword })
      : t('results.startTitle');
  return (
    <>
      <PageTitle title={heading} subjectFirst />
      <SearchResultsView state={state} outcome={outcome} categories={categories} productHrefs={productHrefs} />
    </>
  );
};
ProductSearchPage.settings = settings;
export default ProductSearchPage;
