// The product search page: keyword or image mode, or one shop's or one collection's products; the tenant's channels
// (for a keyword or an image), sort / price / filters,
// related categories and the results. Every choice is a change of URL (router.push), which reruns the page's
// server loader: back/forward and a shared link show the same results, and the first page arrives rendered.
import FillImage from '@/components/common/FillImage';
import WhenNearViewport from '@/components/common/WhenNearViewport';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { Category } from '@/contract';
import { canOptimise } from '@/components/home/imageSrc';
import type { Result } from '@/services/result';
import { useTenant } from '@/stores';
import CategoryChips from './CategoryChips';
import ChannelTabs from './ChannelTabs';
import ResultsList from './ResultsList';
import ResultsSkeleton from './ResultsSkeleton';
import SearchFilters from './SearchFilters';
import { changeState, hasRefinements, searchMode, toUrlQuery, type SearchState } from './searchState';
import { useRouteLoading } from './useRouteLoading';
import type { ShownSearchResult } from './shownResult';
import styles from './SearchResultsView.module.css';
import text from './resultsText.module.css';

// Recently viewed products live in the browser's storage, so the server renders nothing there and the list can
// only appear once the page runs: its code (and the product-link cipher its cards need) loads when the shopper
// scrolls near it, under the results.
const WatchHistoryList = dynamic(() => import('../WatchHistoryList'), { ssr: false });

export const SEARCH_PATH = '/product-search';

export interface SearchResultsViewProps {
  state: SearchState;
  /** Null when there is nothing to search for (no keyword and no image). */
  outcome: Result<ShownSearchResult> | null;
  categories: Category[];
  /** The results' product addresses made on the server (loaders/search.ts); the browser makes any others. */
  productHrefs?: Readonly<Record<string, string>>;
}

export default function SearchResultsView({ state, outcome, categories, productHrefs }: SearchResultsViewProps) {
  const { t } = useTranslation('search');
  const router = useRouter();
  const tenant = useTenant();
  const loading = useRouteLoading(SEARCH_PATH);
  const mode = searchMode(state);

  function go(next: SearchState) {
    void router.push({ pathname: SEARCH_PATH, query: toUrlQuery(next) }, undefined, { scroll: true });
  }
  const change = (patch: Partial<SearchState>) => go(changeState(state, patch));

  const total = outcome?.ok ? outcome.data.total : null;
  const heading =
    mode === 'image'
      ? t('results.imageTitle')
      : mode === 'keyword'
        ? t('results.title', { keyword: state.keyword })
        : mode === 'shop'
          ? state.listTitle
            ? t('results.shopTitle', { name: state.listTitle })
            : t('results.shopTitleUnnamed')
          : mode === 'collection'
            ? state.listTitle || t('results.collectionTitle')
            : t('results.startTitle');
  // A shop sells on one marketplace and a collection is the tenant's own choice across them: no channel to pick.
  const listing = mode === 'shop' || mode === 'collection';
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        {mode === 'image' && (
          <div className={styles.picture}>
            <FillImage
              src={state.imageUrl}
              alt={t('results.imageAlt')}
              sizes="72px"
              unoptimized={!canOptimise(state.imageUrl)}
              style={{ objectFit: 'cover' }}
            />
          </div>
        )}
        <div className={styles.headText}>
          <h1 className={`${text.heading} ${styles.title}`}>{heading}</h1>
          {total !== null && (
            <p className={`${text.bodySmall} ${text.secondary}`}>{t('results.count', { count: total })}</p>
          )}
        </div>
      </div>

      {mode === 'none' ? (
        <p className={`${text.body} ${text.secondary}`}>{t('results.start')}</p>
      ) : (
        <>
          {!listing && (
            <ChannelTabs
              platforms={tenant.tenantPreference.productPlatforms}
              value={state.channel}
              onChange={(channel) => change({ channel, snId: null })}
            />
          )}
          <SearchFilters state={state} onChange={change} />
          <CategoryChips categories={categories} selected={state.snId} onSelect={(snId) => change({ snId })} />
          {loading || !outcome ? (
            <ResultsSkeleton />
          ) : (
            <ResultsList
              key={JSON.stringify(toUrlQuery(state))}
              state={state}
              outcome={outcome}
              productHrefs={productHrefs}
              exchange={tenant.exchangeInfo}
              refined={hasRefinements(state)}
              onPage={(pageNo) => change({ pageNo })}
              onClearRefinements={() =>
                go(changeState(state, { filters: '', snId: null, priceStart: null, priceEnd: null, sort: 'default' }))
              }
            />
          )}
        </>
      )}
      <WhenNearViewport>
        <WatchHistoryList variant="cards" limit={12} />
      </WhenNearViewport>
    </div>
  );
}
