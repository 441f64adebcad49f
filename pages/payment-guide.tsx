// /payment-guide: the PAYMENT_GUIDE article; 404 when the tenant has not enabled it.
import { articlePage, articleSettings } from '@/components/article/articlePage';
import { articlePageLoader } from '@/loaders/article';
import { withPage } from '@/services/server/withPage';

export const settings = articleSettings('PAYMENT_GUIDE');
export const getServerSideProps = withPage(settings, articlePageLoader('PAYMENT_GUIDE'));
export default articlePage(settings);
