// Placeholder cards while the browser fetches another page of results (a new channel, sort, price, page).
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'next-i18next/pages';
import gridStyles from './ResultGrid.module.css';

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
        <Box key={i}>
          <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 1 }} />
          <Skeleton width="90%" />
          <Skeleton width="60%" />
          <Skeleton width="40%" />
        </Box>
      ))}
    </div>
  );
}
