import { render, screen, within } from '@testing-library/react';
import type { Article, HowToUse } from '@/contract';
import ArticleView from '@/components/article/ArticleView';
import { articlePageLoader } from '@/loaders/article';
import { Providers, fakeApi, makeTenant } from './Home.harness';
import { loaderContext } from './helpers/loaderContext';

const steps: HowToUse = {
  bannerImage: '/api/files/how/banner.png',
  steps: [
    {
      stepName: 'Paste a link',
      stepRemark: 'Any marketplace',
      stepImage: '/api/files/how/1.png',
      stepDesc: 'Copy the product link.',
      backgroundImage: '',
    },
    {
      stepName: 'Pay',
      stepRemark: 'From your balance',
      stepImage: '/api/files/how/2.png',
      stepDesc: 'We buy it for you.',
      backgroundImage: '/api/files/how/bg.png',
    },
    { stepName: '', stepRemark: 'dropped', stepImage: '', stepDesc: 'no name, no image', backgroundImage: '' },
  ],
};
const article: Article = {
  type: 'HOW_TO_USE',
  title: 'How it works',
  content: '<p>Read this guide.</p>',
  updatedAt: '2026-01-01T00:00:00Z',
};

function api({ withSteps = true, withArticle = true } = {}) {
  return fakeApi({
    'GET /front/site-content/enabled-article-types': { status: 200, data: ['HOW_TO_USE'] },
    'GET /front/site-how-to-use': { status: 200, data: withSteps ? steps : { bannerImage: null, steps: [] } },
    ...(withArticle ? { 'GET /front/site-content/articles/HOW_TO_USE': { status: 200, data: article } } : {}),
  });
}

async function load(options: Parameters<typeof api>[0], articleOnly = false) {
  const { ctx, page } = loaderContext(
    api(options).http,
    makeTenant({ tenantPreference: { howToUseArticleOnly: articleOnly } }),
  );
  return articlePageLoader('HOW_TO_USE')(ctx, page);
}

describe('how-to-use: article or steps', () => {
  it('shows the steps when step data exists', async () => {
    const result = await load({});
    expect(result).toMatchObject({ props: { steps: { bannerImage: '/api/files/how/banner.png' } } });
    // The step without a name and an image is not a step.
    expect(result).toMatchObject({ props: { steps: { steps: [{ stepName: 'Paste a link' }, { stepName: 'Pay' }] } } });
  });

  it('shows the article when there are no steps', async () => {
    expect(await load({ withSteps: false })).toMatchObject({
      props: { steps: null, article: { title: 'How it works' } },
    });
  });

  it('shows the article when the tenant wants the article only, even with steps', async () => {
    expect(await load({}, true)).toMatchObject({
      props: { steps: null, article: { html: '<p>Read this guide.</p>' } },
    });
  });

  it('falls back to the steps for an article-only tenant that has no article', async () => {
    expect(await load({ withArticle: false }, true)).toMatchObject({
      props: { article: null, steps: { steps: [{}, {}] } },
    });
  });

  it('is a 404 with neither', async () => {
    expect(await load({ withArticle: false, withSteps: false })).toEqual({ notFound: true });
  });
});

describe('how-to-use steps view', () => {
  it('renders the banner title and alternating steps in order', async () => {
    render(
      <Providers>
        <ArticleView
          enabledArticleTypes={['HOW_TO_USE']}
          type="HOW_TO_USE"
          article={null}
          faq={[]}
          steps={{ ...steps, steps: steps.steps.slice(0, 2) }}
        />
      </Providers>,
    );
    // The steps come in a chunk of their own (next/dynamic): wait for it.
    expect(await screen.findByRole('heading', { level: 1, name: 'How to use' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Step 1')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('heading', { level: 2, name: 'Paste a link' })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('img', { name: 'Paste a link' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('From your balance')).toBeInTheDocument();
    expect(within(items[1]!).getByText('We buy it for you.')).toBeInTheDocument();
  });

  it('renders the article form when there are no steps', () => {
    render(
      <Providers>
        <ArticleView
          enabledArticleTypes={['HOW_TO_USE']}
          type="HOW_TO_USE"
          steps={null}
          faq={[]}
          article={{ title: 'How it works', html: '<p>Read this guide.</p>', updatedAt: null }}
        />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'How it works' })).toBeInTheDocument();
    expect(screen.queryByText('Step 1')).not.toBeInTheDocument();
  });
});
