import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import AppLayout, { ContentHeaderActions, useScrolledPast } from '@/components/layout/AppLayout';
import { isScrolledPast } from '@/components/layout/useScrolledPast';
import { useEnabledArticleTypes, usePageArticleTypes } from '@/components/layout/useEnabledArticleTypes';
import { useTenant } from '@/stores';
import { renderWithProviders } from './helpers/renderWithProviders';

const HANDED_OVER = ['ABOUT_US'] as const;

describe('AppLayout', () => {
  it('renders header, main and footer by default, without a content header', async () => {
    renderWithProviders(
      <AppLayout settings={{}}>
        <p>page body</p>
      </AppLayout>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('page body');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByTestId('content-header')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'FAQ' }).length).toBeGreaterThan(0));
  });

  it('renders the page bare when appLayout is false', () => {
    const { calls } = renderWithProviders(
      <AppLayout settings={{ appLayout: false }}>
        <p>bare</p>
      </AppLayout>,
    );
    expect(calls).toHaveLength(0);
    expect(screen.getByText('bare')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('hides header and footer on request, and then asks nothing about articles', () => {
    const { calls } = renderWithProviders(
      <AppLayout settings={{ showHeader: false, showFooter: false }}>
        <p>x</p>
      </AppLayout>,
    );
    expect(calls.filter((c) => c.url === '/front/site-content/enabled-article-types')).toHaveLength(0);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('x');
  });

  it("shows the content header with breadcrumbs and the page's own actions", async () => {
    function Page() {
      return (
        <>
          <ContentHeaderActions>
            <button type="button">Export</button>
          </ContentHeaderActions>
          <p>content</p>
        </>
      );
    }
    renderWithProviders(
      <AppLayout settings={{ showContentHeader: true, breadcrumbs: [{ label: 'nav.about', href: '/about' }] }}>
        <Page />
      </AppLayout>,
      { path: '/about' },
    );
    const header = screen.getByTestId('content-header');
    expect(within(header).getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeAbout us');
    expect(
      await within(screen.getByTestId('content-header-end')).findByRole('button', { name: 'Export' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'About us' }).length).toBeGreaterThan(0));
  });

  it('fetches the enabled article types once and builds the navigation from them', async () => {
    const { calls, unmount } = renderWithProviders(
      <AppLayout settings={{}}>
        <p />
      </AppLayout>,
      { enabledArticleTypes: ['FAQ'] },
    );
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Home', 'FAQ']),
    );
    const fetches = calls.filter((c) => c.url === '/front/site-content/enabled-article-types');
    expect(fetches).toHaveLength(1);
    unmount();
  });

  it('uses article types handed over by the page without fetching', () => {
    const { calls } = renderWithProviders(
      <AppLayout settings={{}} enabledArticleTypes={['ABOUT_US']}>
        <p />
      </AppLayout>,
    );
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'About us']);
    expect(calls.filter((c) => c.url === '/front/site-content/enabled-article-types')).toHaveLength(0);
  });

  it('a part of the page that asks for the article types too gets the ones handed over, without a fetch', async () => {
    function AsksForArticleTypes() {
      const types = useEnabledArticleTypes(useTenant().id);
      return <p data-testid="asked">{types?.join(',') ?? 'unknown'}</p>;
    }
    const { calls } = renderWithProviders(
      <AppLayout settings={{}} enabledArticleTypes={['ABOUT_US', 'ABOUT_TRANSIT_FEE']}>
        <AsksForArticleTypes />
      </AppLayout>,
    );
    await waitFor(() => expect(screen.getByTestId('asked')).toHaveTextContent('ABOUT_US,ABOUT_TRANSIT_FEE'));
    expect(calls.filter((c) => c.url === '/front/site-content/enabled-article-types')).toHaveLength(0);
  });

  it("a part of the page reading the frame's list has it from its first render and renders once", async () => {
    const seen: string[] = [];
    function ReadsFrameList() {
      const types = usePageArticleTypes(useTenant().id);
      seen.push(types?.join(',') ?? 'unknown');
      return <p data-testid="frame-list">{types?.join(',')}</p>;
    }
    const { calls } = renderWithProviders(
      <AppLayout settings={{}} enabledArticleTypes={['ABOUT_US', 'ABOUT_TRANSIT_FEE']}>
        <ReadsFrameList />
      </AppLayout>,
    );
    await act(async () => {});
    // The store's list would reach it only after the frame had stored it, in a second, synchronous render.
    expect(seen).toEqual(['ABOUT_US,ABOUT_TRANSIT_FEE']);
    expect(calls.filter((c) => c.url === '/front/site-content/enabled-article-types')).toHaveLength(0);
  });

  it('renders once with handed-over article types: storing them does not re-render the frame', async () => {
    let renders = 0;
    function HandedOver() {
      renders += 1;
      const types = useEnabledArticleTypes(useTenant().id, HANDED_OVER);
      return <p data-testid="handed-over">{types?.join(',')}</p>;
    }
    renderWithProviders(<HandedOver />);
    await act(async () => {});
    expect(screen.getByTestId('handed-over')).toHaveTextContent('ABOUT_US');
    expect(renders).toBe(1);
  });

  it('offers a skip link to the main content', () => {
    renderWithProviders(
      <AppLayout settings={{}} enabledArticleTypes={[]}>
        <p />
      </AppLayout>,
    );
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});

describe('useScrolledPast', () => {
  it('turns on past 65% of the window height', () => {
    expect(isScrolledPast(650, 1000)).toBe(false);
    expect(isScrolledPast(651, 1000)).toBe(true);
  });

  it('reads a page restored scrolled in the next frame, not while mounting', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
    const read = jest.fn(() => 700);
    Object.defineProperty(window, 'scrollY', { get: read, configurable: true });
    const { result } = renderHook(() => useScrolledPast());
    expect(read).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current).toBe(true));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  });

  it('follows scrolling', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
    const { result } = renderHook(() => useScrolledPast());
    expect(result.current).toBe(false);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 700, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(result.current).toBe(true));
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(result.current).toBe(false));
  });
});
