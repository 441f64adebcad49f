// The frame every list on the balance page shares: a progress bar while a page loads, the failure with a retry,
// the empty text, and the pages under it.
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import PlainLinearProgress from '@/components/common/PlainLinearProgress';
import type { Page } from '@/contract';
import type { RemoteOrIdle } from '@/components/common/remote';
import ListPagination from '@/components/common/ListPagination';
import RetryAlert from '@/components/common/RetryAlert';
import text from './balanceText.module.css';
import styles from './ListFrame.module.css';

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
    <div className={styles.frame} aria-busy={state.status === 'loading'}>
      {state.status === 'loading' && <PlainLinearProgress label={t('balance:loading')} className={styles.progress} />}
      {state.status === 'failed' && <RetryAlert error={state.error} onRetry={onRetry} className={styles.failed} />}
      {page && page.items.length > 0 && (
        <ul aria-label={label} className={styles.list}>
          {children(page.items)}
        </ul>
      )}
      {page && page.items.length === 0 && state.status === 'ready' && (
        <p className={`${text.body1} ${text.secondary} ${styles.empty}`}>{empty}</p>
      )}
      {!page && state.status === 'loading' && <div className={styles.waiting} />}
      <ListPagination
        pageCount={pages}
        page={Math.min(pageNo, pages)}
        onPage={onPage}
        disabled={state.status === 'loading'}
      />
    </div>
  );
}
