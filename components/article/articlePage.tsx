// What the six article routes (/about, /faq, /how-to-use, /payment-guide, /sourcing-service,
// /transportation-charge) share: each is the ArticleView of one article type, with the content header and a
// breadcrumb named like its navigation item. A route file adds only its loader (loaders/article.ts). The view is
// plain (no MUI), so these pages need no MuiScope; /transportation-charge adds its MUI estimator inside its own.
import type { ArticleType } from '@/contract';
import { ARTICLE_ROUTES } from '@/components/layout/navItems';
import type { ArticlePageProps } from '@/loaders/article';
import { definePage, type PageSettings, type PageWithSettings } from '@/services/pageSettings';
import ArticleView from './ArticleView';

export function articleSettings(type: ArticleType): PageSettings {
  const route = ARTICLE_ROUTES.find((r) => r.type === type);
  if (!route) throw new Error(`no route for the article type ${type}`);
  return definePage({
    showContentHeader: true,
    namespaces: ['article'],
    breadcrumbs: [{ label: `nav.${route.key}` as const, href: route.href }],
  });
}

/** The page component of one article route, carrying that route's settings for _app. */
export function articlePage(settings: PageSettings): PageWithSettings<ArticlePageProps> {
  const Page: PageWithSettings<ArticlePageProps> = (props) => <ArticleView {...props} />;
  Page.settings = settings;
  return Page;
}
