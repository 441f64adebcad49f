// The date pickers load in the browser only. MUI X pickers are not bundled into the server build, so on the
// server they would render with their own copy of Emotion and MUI: outside the page's theme (dark scheme) and its
// right-to-left style cache. In the browser they share the page's. Until they arrive, two field-sized shapes hold
// their place.
import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

function DateFieldsSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }} aria-hidden>
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={40} />
    </Box>
  );
}

const LazyDateRangeFields = dynamic(() => import('./DateRangeFields'), { ssr: false, loading: DateFieldsSkeleton });
export default LazyDateRangeFields;
