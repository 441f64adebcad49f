// The results of one search state: the grid, page numbers, "load more" (the API's nextPage cursor), the empty
// state and the error state. Mounted afresh for every new state (keyed by the page), so "load more" and a retry
// only ever extend or replace the results of the state the shopper is looking at.
import { useState } from 'react';
import dynamic from 'next/dynamic';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'next-i18next/pages';
import type { ExchangeInfo, ProductSearchResult } from '@/contract';
import { searchProducts } from '@/services/product';
import type { AppError, Result } from '@/services/result';
import { useHttp, useNotify } from '@/stores';
import { errorText } from '@/utils/errorText';
import ResultCard from './ResultCard';

// The page numbers sit under the grid, off the first screen, and their buttons do nothing before the page runs:
// MUI's Pagination loads after hydration, into a box of its height so nothing moves when it appears.
const Pagination = dynamic(() => import('@mui/material/Pagination'), {
  ssr: false,
  loading: () => <Box sx={{ minHeight: PAGINATION_HEIGHT }} />,
});
const PAGINATION_HEIGHT = 32;

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
  outcome: Result<ProductSearchResult>;
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

  async function loadMore(cursor: string, current: ProductSearchResult) {
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
  if (data.items.length === 0) {
    return (
      <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2 }}>
        <SearchOffIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
        <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
          {t(byImage ? 'results.empty.imageTitle' : 'results.empty.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t(byImage ? 'results.empty.imageHint' : 'results.empty.hint')}
        </Typography>
        {refined && (
          <Button onClick={onClearRefinements} sx={{ mt: 2 }} variant="outlined">
            {t('results.filters.clear')}
          </Button>
        )}
      </Box>
    );
  }

  const pages = Math.min(MAX_PAGE_NO, Math.max(1, Math.ceil(data.total / (data.pageSize || SEARCH_PAGE_SIZE))));
  return (
    <div>
      <ul className={gridStyles.grid} aria-busy={busy !== null}>
        {data.items.map((product, index) => (
          <li key={product.productId}>
            <ResultCard
              product={product}
              eager={index < EAGER_COVERS}
              href={hrefFor(product.productUrl)}
              exchange={exchange}
              salesText={t('results.sales', { count: product.sales })}
            />
          </li>
        ))}
      </ul>
      <div className={gridStyles.after}>
        {data.nextPage ? (
          <Button
            variant="outlined"
            disabled={busy === 'more'}
            onClick={() => data.nextPage && void loadMore(data.nextPage, data)}
          >
            {busy === 'more' ? t('results.loadingMore') : t('results.loadMore')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('results.end')}
          </Typography>
        )}
        {pages > 1 && (
          <Pagination
            count={pages}
            page={Math.min(pages, data.pageNo)}
            onChange={(_, page) => onPage(page)}
            siblingCount={0}
            color="primary"
            // An ellipsis is not a control: it keeps its visible "…" and no label of its own.
            getItemAriaLabel={(type, page) =>
              type === 'start-ellipsis' || type === 'end-ellipsis' ? '' : t(`results.pageLabel.${type}`, { page })
            }
            aria-label={t('results.pagination')}
          />
        )}
      </div>
    </div>
  );
}

function SearchError({ error, busy, onRetry }: { error: AppError; busy: boolean; onRetry: () => void }) {
  const { t } = useTranslation('search');
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={busy}>
          {t('results.error.retry')}
        </Button>
      }
    >
      <AlertTitle>{t('results.error.title')}</AlertTitle>
      {errorText(t, error)}
    </Alert>
  );
}
