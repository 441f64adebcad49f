// The one component behind the six article routes. Title of the document: "<tenant name> - <label>", where the
// label is the header's navigation label for that page (common:nav.*), so the tab, the breadcrumb and the menu
// agree. How-to-use with step data renders the banner + steps form instead of the article. Plain elements styled
// by a stylesheet: the article pages' first screen loads no MUI.
import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import type { ArticleType } from '@/contract';
import { ARTICLE_ROUTES, type NavKey } from '@/components/layout/navItems';
import PageTitle from '@/components/common/PageTitle';
import { useFormat } from '@/components/common/useFormat';
import { useTenant } from '@/stores/tenant';
import ArticleHtml from './ArticleHtml';
import FaqList from './FaqList';
import styles from './ArticleView.module.css';
import type { ArticlePageProps } from '@/loaders/article';

// Only /how-to-use with step data shows the steps: in a chunk of their own (with next/image), so the other article
// pages do not load them. Rendered on the server like the rest, so the steps are in the first HTML.
const HowToUseSteps = dynamic(() => import('./HowToUseSteps'));

/** The common:nav key of an article type's page (also its breadcrumb). */
export function articleNavKey(type: ArticleType): NavKey {
  return ARTICLE_ROUTES.find((route) => route.type === type)?.key ?? 'home';
}

/** `children`: the page's own tool (the shipping estimator), shown above the article text. */
export default function ArticleView({
  type,
  article,
  faq,
  steps,
  children,
}: ArticlePageProps & { children?: ReactNode }) {
  const { t } = useTranslation(['article', 'common']);
  const format = useFormat();
  const tenant = useTenant();
  const label = t(`common:nav.${articleNavKey(type)}`);

  if (steps) {
    return (
      <>
        <PageTitle title={label} />
        <HowToUseSteps data={steps} title={label} />
      </>
    );
  }

  const heading = article?.title || (type === 'FAQ' ? t('article:faq.title') : label);
  // The language's own date in the site's time zone, as every other date a shopper reads ('' when unreadable).
  const date = article?.updatedAt ? format.date(article.updatedAt, tenant.timezoneOffset) : '';
  const hasFaq = type === 'FAQ' && faq.length > 0;

  return (
    <>
      <PageTitle title={label} />
      <div className={styles.column}>
        <article className={styles.sheet}>
          <h1 className={styles.title}>{heading}</h1>
          {date && <p className={styles.updated}>{t('article:updatedAt', { date })}</p>}
          <hr className={styles.divider} />
          {children && <div className={article ? styles.toolBeforeText : undefined}>{children}</div>}
          {hasFaq && (
            <div className={article ? styles.faqBeforeText : undefined}>
              <FaqList items={faq} />
            </div>
          )}
          {article && hasFaq && <hr className={styles.dividerAfterFaq} />}
          {article ? (
            <ArticleHtml html={article.html} />
          ) : (
            faq.length === 0 && !children && <p className={styles.empty}>{t('article:empty')}</p>
          )}
        </article>
      </div>
    </>
  );
}
