// /sourcing-service: the SOURCING_SERVICE article; 404 when the tenant has not enabled it.
import { articlePage, articleSettings } from '@/components/article/articlePage';
import { articlePageLoader } from '@/loaders/article';
import { withPage } from '@/services/server/withPage';

export const settings = articleSettings('SOURCING_SERVICE');
export const getServerSideProps = withPage(settings, articlePageLoader('SOURCING_SERVICE'));
export default articlePage(settings);
