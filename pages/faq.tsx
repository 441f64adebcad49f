// /faq: the FAQ article; 404 when the tenant has not enabled it.
import { articlePage, articleSettings } from '@/components/article/articlePage';
import { articlePageLoader } from '@/loaders/article';
import { withPage } from '@/services/server/withPage';

export const settings = articleSettings('FAQ');
export const getServerSideProps = withPage(settings, articlePageLoader('FAQ'));
export default articlePage(settings);
