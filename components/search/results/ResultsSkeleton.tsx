// Placeholder cards while the browser fetches another page of results (a new channel, sort, price, page): plain
// elements with MUI Skeleton's look from a static stylesheet, as the results they stand for.
import { useTranslation } from 'next-i18next/pages';
import gridStyles from './ResultGrid.module.css';
import styles from './ResultsSkeleton.module.css';

const LINES = [styles.line90, styles.line60, styles.line40];

export default function ResultsSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation('search');
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('results.loading')}
      aria-busy
      className={gridStyles.grid}
      data-testid="results-skeleton"
    >
      {Array.from({ length: count }, (_, i) => (
        <div key={i}>
          <span className={`${styles.bone} ${styles.cover}`} />
          {LINES.map((width) => (
            <span key={width} className={`${styles.bone} ${styles.line} ${width}`} />
          ))}
        </div>
      ))}
    </div>
  );
}
