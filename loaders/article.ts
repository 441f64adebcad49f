// The server-side loader behind the six article routes (run inside withPage). Critical data: whether the type is
// enabled (404 when not; withPage's shell cache already holds the enabled types, fetched here only when that
// cache could not load them) and the article itself. Deferred data: the FAQ items and the how-to-use steps, whose
// failure only drops that part of the page. Tenant HTML is sanitised here, so the browser bundle never carries
// the sanitiser and every render gets the same safe markup.
import type { ArticleType, FaqItem, HowToUse } from '@/contract';
import type { ErrorStateProps } from '@/services/pageProps';
import { ok, type AppError } from '@/services/result';
import { getArticle, getEnabledArticleTypes, getFaq, getHowToUse } from '@/services/content';
import type { PageLoader } from '@/services/server/withPage';
import { sanitizeTenantHtml } from '@/services/server/html';

export interface ArticleContent {
  title: string;
  /** Sanitised HTML. */
  html: string;
  updatedAt: string | null;
}

export interface ArticlePageProps extends Record<string, unknown> {
  type: ArticleType;
  article: ArticleContent | null;
  /** FAQ page only; answers sanitised. */
  faq: FaqItem[];
  /** How-to-use page only, and only when the steps form is the one to show. */
  steps: HowToUse | null;
  /** Already loaded here: handed to the layout so the server-rendered navigation is complete (AppPageProps). */
  enabledArticleTypes: ArticleType[];
}

type ArticleLoader = PageLoader<ArticlePageProps | { errorState: ErrorStateProps }>;

/** A failure of critical data: the shell's error state with the API's status (503 when it never answered). */
function unavailable(ctx: { res: { statusCode: number } }, error: AppError, what: string) {
  const status = error.status !== null && error.status >= 500 ? error.status : 503;
  console.warn(`[article] ${what} failed: ${error.code} (${error.status ?? 'no response'})`);
  ctx.res.statusCode = status;
  return { props: { errorState: { status, code: error.code } } };
}

function isAbsent(error: AppError): boolean {
  return error.status === 404;
}

/**
 * The loader of the page showing the article of this type. `ownContent`: the page has a tool of its own (the
 * shipping estimator), so an enabled page without article text still opens.
 */
export const articlePageLoader =
  (type: ArticleType, options: { ownContent?: boolean } = {}): ArticleLoader =>
  async (ctx, { http, tenant, enabledArticleTypes }) => {
    const enabled = enabledArticleTypes ? ok(enabledArticleTypes) : await getEnabledArticleTypes(http);
    if (!enabled.ok) return unavailable(ctx, enabled.error, 'enabled-article-types');
    if (!enabled.data.includes(type)) return { notFound: true };

    const wantSteps = type === 'HOW_TO_USE' && !tenant.tenantPreference.howToUseArticleOnly;
    const [articleResult, faqResult, stepsResult] = await Promise.all([
      getArticle(http, type),
      type === 'FAQ' ? getFaq(http) : Promise.resolve(null),
      // Fetched alongside the article, so a tenant that has steps costs no extra round trip.
      type === 'HOW_TO_USE' ? getHowToUse(http) : Promise.resolve(null),
    ]);

    if (!articleResult.ok && !isAbsent(articleResult.error)) {
      return unavailable(ctx, articleResult.error, `article ${type}`);
    }
    const article: ArticleContent | null =
      articleResult.ok && articleResult.data.content.trim()
        ? {
            title: articleResult.data.title,
            html: sanitizeTenantHtml(articleResult.data.content),
            updatedAt: articleResult.data.updatedAt || null,
          }
        : null;

    const faq: FaqItem[] = faqResult?.ok
      ? faqResult.data
          .filter((item) => item.question.trim())
          .map((item) => ({ question: item.question, answer: sanitizeTenantHtml(item.answer) }))
      : [];
    if (faqResult && !faqResult.ok) console.warn(`[article] site-faq failed: ${faqResult.error.code}`);

    // How-to-use shows the steps when there are any and the tenant does not insist on the article; a tenant that
    // insists on the article but has none still gets its steps rather than an empty page.
    const hasSteps = Boolean(stepsResult?.ok && stepsResult.data.steps.length > 0);
    const steps = stepsResult?.ok && hasSteps && (wantSteps || !article) ? stepsResult.data : null;
    if (stepsResult && !stepsResult.ok) console.warn(`[article] site-how-to-use failed: ${stepsResult.error.code}`);

    if (!article && faq.length === 0 && !steps && !options.ownContent) return { notFound: true };
    return { props: { type, article, faq, steps, enabledArticleTypes: enabled.data } };
  };
