// /about: the ABOUT_US article; 404 when the tenant has not enabled it.
import { articlePage, articleSettings } from '@/components/article/articlePage';
import { articlePageLoader } from '@/loaders/article';
import { withPage } from '@/services/server/withPage';

export const settings = articleSettings('ABOUT_US');
export const getServerSideProps = withPage(settings, articlePageLoader('ABOUT_US'));
export default articlePage(settings);
