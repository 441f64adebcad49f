// The results of one search state: the grid, page numbers, "load more" (the API's nextPage cursor), the empty
// state and the error state. Mounted afresh for every new state (keyed by the page), so "load more" and a retry
// only ever extend or replace the results of the state the shopper is looking at.
import { useState } from 'react';
import dynamic from 'next/dynamic';
import PlainButton from '@/components/common/PlainButton';
import { loadAfterMount } from '@/components/common/loadAfterMount';
import { useTranslation } from 'next-i18next/pages';
import type { ExchangeInfo } from '@/contract';
import { searchProducts } from '@/services/product';
import type { Result } from '@/services/result';
import { useHttp, useNotify } from '@/stores';
import { errorText } from '@/utils/errorText';
import PlainIcon from '@/components/common/PlainIcon';
import { SEARCH_OFF } from './resultsIconPaths';
import ResultCard from './ResultCard';
import { salesText } from './salesText';
import type { ShownSearchResult } from './shownResult';
import styles from './ResultsList.module.css';
import text from './resultsText.module.css';

// The page numbers sit under the grid, off the first screen, and their buttons do nothing before the page runs:
// The page numbers load after hydration, into a box of their height so nothing moves when they appear.
const Pagination = loadAfterMount(
  () => import('@/components/common/ListPagination'),
  <div className={styles.paginationRoom} />,
);
// Only a failed search shows the error alert (MUI Alert): it loads then.
const SearchError = dynamic(() => import('./SearchError'));

/**
 * The first cards' covers load at once and first: the first row holds the page's largest paint (two cards on a
 * phone, up to five on a wide screen); more high-priority images would only compete with each other.
 */
const EAGER_COVERS = 4;
import gridStyles from './ResultGrid.module.css';
import { useProductHrefs } from '@/components/common/useProductHrefs';
import { MAX_PAGE_NO, SEARCH_PAGE_SIZE, hrefContext, searchMode, toApiQuery, type SearchState } from './searchState';

export interface ResultsListProps {
  state: SearchState;
  outcome: Result<ShownSearchResult>;
  /** Addresses made on the server for the first results; cards loaded later make their own. */
  productHrefs?: Readonly<Record<string, string>>;
  exchange: ExchangeInfo;
  refined: boolean;
  onPage: (pageNo: number) => void;
  onClearRefinements: () => void;
}

export default function ResultsList({
  state,
  outcome: initial,
  productHrefs,
  exchange,
  refined,
  onPage,
  onClearRefinements,
}: ResultsListProps) {
  const { t } = useTranslation('search');
  const http = useHttp();
  const notify = useNotify();
  const [outcome, setOutcome] = useState(initial);
  const [busy, setBusy] = useState<'retry' | 'more' | null>(null);
  const hrefFor = useProductHrefs(
    outcome.ok ? outcome.data.items.map((item) => item.productUrl) : [],
    productHrefs,
    hrefContext(state),
  );

  async function retry() {
    setBusy('retry');
    const result = await searchProducts(http, toApiQuery(state));
    setBusy(null);
    setOutcome(result);
  }

  async function loadMore(cursor: string, current: ShownSearchResult) {
    setBusy('more');
    const result = await searchProducts(http, toApiQuery(state, { nextPage: cursor }));
    setBusy(null);
    if (!result.ok) {
      notify.error(errorText(t, result.error));
      return;
    }
    const seen = new Set(current.items.map((item) => item.productId));
    setOutcome({
      ok: true,
      data: {
        ...result.data,
        items: [...current.items, ...result.data.items.filter((item) => !seen.has(item.productId))],
      },
    });
  }

  if (!outcome.ok) return <SearchError error={outcome.error} busy={busy === 'retry'} onRetry={retry} />;

  const data = outcome.data;
  // An image search lists only look-alikes, so finding none is a normal answer; it is worded for a picture.
  const byImage = searchMode(state) === 'image';
  const pages = Math.min(MAX_PAGE_NO, Math.max(1, Math.ceil(data.total / (data.pageSize || SEARCH_PAGE_SIZE))));
  // A page number past the results (an old link, results that shrank since): say so and offer the last page.
  if (data.items.length === 0 && data.total > 0 && state.pageNo > pages) {
    return (
      <div role="status" className={styles.empty}>
        <PlainIcon d={SEARCH_OFF} size="inherit" className={styles.emptyIcon} />
        <h2 className={`${text.subheading} ${styles.emptyTitle}`}>{t('results.empty.pastEndTitle')}</h2>
        <PlainButton onClick={() => onPage(pages)} className={styles.clear} variant="outlined">
          {t('results.empty.pastEndAction', { page: pages })}
        </PlainButton>
      </div>
    );
  }
  if (data.items.length === 0) {
    return (
      <div role="status" className={styles.empty}>
        <PlainIcon d={SEARCH_OFF} size="inherit" className={styles.emptyIcon} />
        <h2 className={`${text.subheading} ${styles.emptyTitle}`}>
          {t(byImage ? 'results.empty.imageTitle' : 'results.empty.title')}
        </h2>
        <p className={`${text.body} ${text.secondary} ${styles.emptyHint}`}>
          {t(byImage ? 'results.empty.imageHint' : 'results.empty.hint')}
        </p>
        {refined && (
          <PlainButton onClick={onClearRefinements} className={styles.clear} variant="outlined">
            {t('results.filters.clear')}
          </PlainButton>
        )}
      </div>
    );
  }

  // "Sold: {{count}}" has one form in every language (no plural keys: tests/unit/salesText.test.ts keeps it so), so
  // the list translates it once and each card writes its number in, instead of a plural lookup per card.
  const salesTemplate = t('results.sales', { skipInterpolation: true });
  return (
    <div>
      <ul className={gridStyles.grid} aria-busy={busy !== null}>
        {data.items.map((product, index) => (
          <ResultCard
            key={product.productId}
            product={product}
            eager={index < EAGER_COVERS}
            href={hrefFor(product.productUrl)}
            exchange={exchange}
            salesText={salesText(salesTemplate, product.sales)}
          />
        ))}
      </ul>
      <div className={gridStyles.after}>
        {data.nextPage ? (
          <PlainButton
            variant="outlined"
            disabled={busy === 'more'}
            onClick={() => data.nextPage && void loadMore(data.nextPage, data)}
          >
            {busy === 'more' ? t('results.loadingMore') : t('results.loadMore')}
          </PlainButton>
        ) : (
          <p className={`${text.bodySmall} ${text.secondary}`}>{t('results.end')}</p>
        )}
        {pages > 1 && (
          <Pagination
            pageCount={pages}
            page={Math.min(pages, data.pageNo)}
            onPage={onPage}
            shape="circular"
            className={styles.pagination}
            label={t('results.pagination')}
          />
        )}
      </div>
    </div>
  );
}
