// /about: the ABOUT_US article (404 when the tenant has not enabled it). See components/article.
import ArticleView from '@/components/article/ArticleView';
import { articlePageLoader, type ArticlePageProps } from '@/loaders/article';
import { definePage, type PageWithSettings } from '@/services/pageSettings';
import { withPage } from '@/services/server/withPage';

export const settings = definePage({
  showContentHeader: true,
  namespaces: ['article'],
  breadcrumbs: [{ label: 'nav.about', href: '/about' }],
});

export const getServerSideProps = withPage(settings, articlePageLoader('ABOUT_US'));

const Page: PageWithSettings<ArticlePageProps> = (props) => <ArticleView {...props} />;
Page.settings = settings;
export default Page;
