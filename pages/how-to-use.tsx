// /how-to-use: the HOW_TO_USE article (or its steps); 404 when the tenant has not enabled it.
import { articlePage, articleSettings } from '@/components/article/articlePage';
import { articlePageLoader } from '@/loaders/article';
import { withPage } from '@/services/server/withPage';

export const settings = articleSettings('HOW_TO_USE');
export const getServerSideProps = withPage(settings, articlePageLoader('HOW_TO_USE'));
export default articlePage(settings);
