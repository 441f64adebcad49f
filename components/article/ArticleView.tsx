// The one component behind the six article routes. Title of the document: "<tenant name> - <label>", where the
// label is the header's navigation label for that page (common:nav.*), so the tab, the breadcrumb and the menu
// agree. How-to-use with step data renders the banner + steps form instead of the article.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ArticleType } from '@/contract';
import { ARTICLE_ROUTES, type NavKey } from '@/components/layout/navItems';
import PageTitle from '@/components/common/PageTitle';
import ArticleHtml from './ArticleHtml';
import FaqList from './FaqList';
import HowToUseSteps from './HowToUseSteps';
import type { ArticlePageProps } from '@/loaders/article';

/** The common:nav key of an article type's page (also its breadcrumb). */
export function articleNavKey(type: ArticleType): NavKey {
  return ARTICLE_ROUTES.find((route) => route.type === type)?.key ?? 'home';
}

function updatedDate(iso: string | null): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
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
  const date = updatedDate(article?.updatedAt ?? null);

  return (
    <>
      <PageTitle title={label} />
      <Container maxWidth="md" disableGutters sx={{ py: { xs: 0, sm: 3 } }}>
        <Paper
          component="article"
          variant="outlined"
          sx={{
            p: { xs: 2, sm: 4, md: 5 },
            borderRadius: { xs: 0, sm: 2 },
            borderInline: { xs: 0, sm: 1 },
            borderColor: 'divider',
          }}
        >
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2rem' } }}>
            {heading}
          </Typography>
          {date && (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {t('article:updatedAt', { date })}
            </Typography>
          )}
          <Divider sx={{ my: { xs: 2, md: 3 } }} />
          {children && <Box sx={{ mb: article ? { xs: 3, md: 4 } : 0 }}>{children}</Box>}
          {type === 'FAQ' && faq.length > 0 && (
            <Box sx={{ mb: article ? 4 : 0 }}>
              <FaqList items={faq} />
            </Box>
          )}
          {article && type === 'FAQ' && faq.length > 0 && <Divider sx={{ mb: 3 }} />}
          {article ? (
            <ArticleHtml html={article.html} />
          ) : (
            faq.length === 0 &&
            !children && <Typography sx={{ color: 'text.secondary' }}>{t('article:empty')}</Typography>
          )}
        </Paper>
      </Container>
    </>
  );
}
