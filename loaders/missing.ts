// An address no page answers: nothing to load, so withPage draws the site's 404 page.
import type { PageLoader } from '@/services/server/withPage';

export const missingPageLoader: PageLoader<Record<string, never>> = () => ({ notFound: true });
