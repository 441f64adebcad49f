// /about: the ABOUT_US article (404 when the tenant has not enabled it). See components/article.
import ArticleView from '@/components/article/ArticleView';
import { loadArticlePage, type ArticlePageProps } from '@/components/article/loadArticlePage';
import { definePage, type PageWithSettings } from '@/components/layout/pageSettings';
import { withPage } from '@/services/server/withPage';

export const settings = definePage({
  showContentHeader: true,
  namespaces: ['article'],
  breadcrumbs: [{ label: 'nav.about', href: '/about' }],
});

export const getServerSideProps = withPage(settings, (ctx, page) => loadArticlePage('ABOUT_US', ctx, page));

const Page: PageWithSettings<ArticlePageProps> = (props) => <ArticleView {...props} />;
Page.settings = settings;
export default Page;
