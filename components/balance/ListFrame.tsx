// The frame every list on the balance page shares: a progress bar while a page loads, the failure with a retry,
// the empty text, and the pages under it.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { errorText } from '@/utils/errorText';
import type { Page } from '@/contract';
import type { RemoteOrIdle } from '@/components/common/remote';
import ListPagination from '@/components/common/ListPagination';

export default function ListFrame<T>({
  state,
  label,
  empty,
  pageSize,
  pageNo,
  onPage,
  onRetry,
  children,
}: {
  state: RemoteOrIdle<Page<T>>;
  label: string;
  empty: string;
  pageSize: number;
  pageNo: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation(['balance', 'common']);
  const page = state.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / pageSize)) : 1;
  return (
    <Box sx={{ position: 'relative' }} aria-busy={state.status === 'loading'}>
      {state.status === 'loading' && (
        <LinearProgress aria-label={t('balance:loading')} sx={{ position: 'absolute', insetInline: 0, top: 0 }} />
      )}
      {state.status === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          sx={{ my: 1 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('common:errorState.retry')}
            </Button>
          }
        >
          {errorText(t, state.error)}
        </Alert>
      )}
      {page && page.items.length > 0 && (
        <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {children(page.items)}
        </Box>
      )}
      {page && page.items.length === 0 && state.status === 'ready' && (
        <Typography color="textSecondary" sx={{ py: 5, textAlign: 'center' }}>
          {empty}
        </Typography>
      )}
      {!page && state.status === 'loading' && <Box sx={{ minHeight: 120 }} />}
      <ListPagination
        pageCount={pages}
        page={Math.min(pageNo, pages)}
        onPage={onPage}
        disabled={state.status === 'loading'}
      />
    </Box>
  );
}
