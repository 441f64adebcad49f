// /how-to-use: the HOW_TO_USE article (404 when the tenant has not enabled it). See components/article.
import ArticleView from '@/components/article/ArticleView';
import { articlePageLoader, type ArticlePageProps } from '@/loaders/article';
import { definePage, type PageWithSettings } from '@/services/pageSettings';
import { withPage } from '@/services/server/withPage';

export const settings = definePage({
  showContentHeader: true,
  namespaces: ['article'],
  breadcrumbs: [{ label: 'nav.howToUse', href: '/how-to-use' }],
});

export const getServerSideProps = withPage(settings, articlePageLoader('HOW_TO_USE'));

const Page: PageWithSettings<ArticlePageProps> = (props) => <ArticleView {...props} />;
Page.settings = settings;
export default Page;
