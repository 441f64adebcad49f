// /transportation-charge: the ABOUT_TRANSIT_FEE article; 404 when the tenant has not enabled it.
import { articlePage, articleSettings } from '@/components/article/articlePage';
import { articlePageLoader } from '@/loaders/article';
import { withPage } from '@/services/server/withPage';

export const settings = articleSettings('ABOUT_TRANSIT_FEE');
export const getServerSideProps = withPage(settings, articlePageLoader('ABOUT_TRANSIT_FEE'));
export default articlePage(settings);
