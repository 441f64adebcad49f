// /transportation-charge: the ABOUT_TRANSIT_FEE article (404 when the tenant has not enabled it). See components/article.
import ArticleView from '@/components/article/ArticleView';
import { articlePageLoader, type ArticlePageProps } from '@/loaders/article';
import { definePage, type PageWithSettings } from '@/services/pageSettings';
import { withPage } from '@/services/server/withPage';

export const settings = definePage({
  showContentHeader: true,
  namespaces: ['article'],
  breadcrumbs: [{ label: 'nav.transportationCharge', href: '/transportation-charge' }],
});

export const getServerSideProps = withPage(settings, articlePageLoader('ABOUT_TRANSIT_FEE'));

const Page: PageWithSettings<ArticlePageProps> = (props) => <ArticleView {...props} />;
Page.settings = settings;
export default Page;
