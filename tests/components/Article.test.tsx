import { fireEvent, render, screen } from '@testing-library/react';
import type { Article, ArticleType, FaqItem } from '@/contract';
import ArticleView from '@/components/article/ArticleView';
import { articlePageLoader, type ArticlePageProps } from '@/loaders/article';
import { Providers, fakeApi, makeTenant, type Route } from './Home.harness';
import { loaderContext } from './helpers/loaderContext';

const article = (type: ArticleType, content: string): Article => ({
  type,
  title: 'About GlobalBuy',
  content,
  updatedAt: '2026-03-04T05:06:07Z',
});

function routes(enabled: ArticleType[], extra: Record<string, Route> = {}) {
  return fakeApi({ 'GET /front/site-content/enabled-article-types': { status: 200, data: enabled }, ...extra });
}

async function load(type: ArticleType, api: ReturnType<typeof fakeApi>, tenant = makeTenant()) {
  const { ctx, page } = loaderContext(api.http, tenant);
  const result = await articlePageLoader(type)(ctx, page);
  return { result, status: ctx.res.statusCode };
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('articlePageLoader', () => {
  it('answers 404 when the type is not enabled for the tenant, without fetching the article', async () => {
    const api = routes(['FAQ', 'HOW_TO_USE']);
    const { result } = await load('ABOUT_US', api);
    expect(result).toEqual({ notFound: true });
    expect(api.callsTo('GET /front/site-content/articles/ABOUT_US')).toHaveLength(0);
  });

  it('returns the enabled article with its HTML sanitised', async () => {
    const api = routes(['ABOUT_US'], {
      'GET /front/site-content/articles/ABOUT_US': {
        status: 200,
        data: article(
          'ABOUT_US',
          '<p onclick="steal()">Hello</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
        ),
      },
    });
    const { result } = await load('ABOUT_US', api);
    expect(result).toEqual({
      props: {
        type: 'ABOUT_US',
        article: { title: 'About GlobalBuy', html: '<p>Hello</p><a>x</a>', updatedAt: '2026-03-04T05:06:07Z' },
        faq: [],
        steps: null,
        enabledArticleTypes: ['ABOUT_US'],
      },
    });
  });

  it('uses the article types withPage already cached instead of fetching them again', async () => {
    const api = routes(['FAQ'], {
      'GET /front/site-content/articles/ABOUT_US': { status: 200, data: article('ABOUT_US', '<p>Hi</p>') },
    });
    const { ctx, page } = loaderContext(api.http, makeTenant(), { enabledArticleTypes: ['ABOUT_US'] });
    expect(await articlePageLoader('ABOUT_US')(ctx, page)).toMatchObject({
      props: { type: 'ABOUT_US', article: { html: '<p>Hi</p>' } },
    });
    expect(api.callsTo('GET /front/site-content/enabled-article-types')).toHaveLength(0);
  });

  it('answers 404 when the type is enabled but the tenant has no such article', async () => {
    const api = routes(['PAYMENT_GUIDE']);
    expect((await load('PAYMENT_GUIDE', api)).result).toEqual({ notFound: true });
  });

  it('turns an API failure into the shell error state with a 5xx status, never a crash', async () => {
    const down = routes([], {
      'GET /front/site-content/enabled-article-types': {
        status: 502,
        data: { code: 'UPSTREAM_UNAVAILABLE', message: 'x' },
      },
    });
    expect(await load('ABOUT_US', down)).toEqual({
      result: { props: { errorState: { status: 502, code: 'UPSTREAM_UNAVAILABLE' } } },
      status: 502,
    });
    const articleDown = routes(['ABOUT_US'], {
      'GET /front/site-content/articles/ABOUT_US': { status: 500, data: { code: 'INTERNAL_ERROR', message: 'x' } },
    });
    expect((await load('ABOUT_US', articleDown)).status).toBe(500);
  });

  it('gives the FAQ page its items (answers sanitised) and the FAQ article when present', async () => {
    const faq: FaqItem[] = [
      { question: 'How long does shipping take?', answer: '<b>7–15 days</b><img src=x onerror="x()">' },
      { question: '   ', answer: 'dropped: no question' },
    ];
    const api = routes(['FAQ'], {
      'GET /front/site-faq': { status: 200, data: faq },
      'GET /front/site-content/articles/FAQ': { status: 200, data: article('FAQ', '<p>Still stuck? Write to us.</p>') },
    });
    const { result } = await load('FAQ', api);
    expect(result).toMatchObject({
      props: {
        faq: [{ question: 'How long does shipping take?', answer: '<b>7–15 days</b><img src="x" />' }],
        article: { html: '<p>Still stuck? Write to us.</p>' },
      },
    });
  });

  it('shows a FAQ page with items only, and keeps the article when the items call fails', async () => {
    const itemsOnly = routes(['FAQ'], {
      'GET /front/site-faq': { status: 200, data: [{ question: 'Q?', answer: 'A.' }] },
    });
    expect((await load('FAQ', itemsOnly)).result).toMatchObject({
      props: { article: null, faq: [{ question: 'Q?' }] },
    });
    const itemsDown = routes(['FAQ'], {
      'GET /front/site-faq': { status: 500, data: { code: 'INTERNAL_ERROR', message: 'x' } },
      'GET /front/site-content/articles/FAQ': { status: 200, data: article('FAQ', '<p>Text</p>') },
    });
    expect((await load('FAQ', itemsDown)).result).toMatchObject({
      props: { faq: [], article: { html: '<p>Text</p>' } },
    });
  });
});

describe('ArticleView', () => {
  const base: ArticlePageProps = {
    enabledArticleTypes: ['ABOUT_US', 'FAQ'],
    type: 'ABOUT_US',
    article: { title: 'About GlobalBuy', html: '<p>We buy for you.</p>', updatedAt: '2026-03-04T05:06:07Z' },
    faq: [],
    steps: null,
  };

  it('renders the article title, date and HTML', () => {
    render(
      <Providers>
        <ArticleView {...base} />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About GlobalBuy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated Mar 4, 2026')).toBeInTheDocument();
    expect(screen.getByText('We buy for you.')).toBeInTheDocument();
  });

  it("dates the article in the site's time zone", () => {
    render(
      <Providers tenant={makeTenant({ timezoneOffset: 8 })}>
        <ArticleView {...base} article={{ ...base.article!, updatedAt: '2026-03-04T20:00:00Z' }} />
      </Providers>,
    );
    // 20:00 UTC is the next morning at UTC+8.
    expect(screen.getByText('Last updated Mar 5, 2026')).toBeInTheDocument();
  });

  it('renders FAQ items as an accordion, then the FAQ article', () => {
    render(
      <Providers>
        <ArticleView
          {...base}
          type="FAQ"
          article={{ title: '', html: '<p>Contact us any time.</p>', updatedAt: null }}
          faq={[{ question: 'Do you ship to Laos?', answer: '<p>Yes, every week.</p>' }]}
        />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    const question = screen.getByRole('button', { name: 'Do you ship to Laos?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Yes, every week.')).toBeInTheDocument();
    expect(screen.getByText('Contact us any time.')).toBeInTheDocument();
  });

  it('gives each FAQ question a heading, a button controlling its answer region, opening and closing each on its own', () => {
    render(
      <Providers>
        <ArticleView
          {...base}
          type="FAQ"
          article={null}
          faq={[
            { question: 'Do you ship to Laos?', answer: '<p>Yes, every week.</p>' },
            { question: 'Can I pay by card?', answer: '<p>Top up your balance by card.</p>' },
          ]}
        />
      </Providers>,
    );
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Do you ship to Laos?', 'Can I pay by card?']);
    const [first, second] = headings.map((heading) => heading.querySelector('button')!);
    for (const question of [first!, second!]) {
      expect(question).toHaveAttribute('type', 'button');
      const answer = document.getElementById(question.getAttribute('aria-controls')!);
      expect(answer).toHaveAttribute('role', 'region');
      expect(answer).toHaveAttribute('aria-labelledby', question.id);
    }
    fireEvent.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Can I pay by card?' })).toHaveTextContent(
      'Top up your balance by card.',
    );
    fireEvent.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});
