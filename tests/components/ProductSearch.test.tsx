import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductCard, ProductSearchResult } from '@/contract';
import SearchResultsView from '@/components/search/results/SearchResultsView';
import { collectionListHref, shopListHref } from '@/components/search/results/listHref';
import { parseSearchState, toApiQuery, toUrlQuery } from '@/components/search/results/searchState';
import type { Result } from '@/services/result';
import { decryptProductLink } from '@/utils/productLinkCipher';
import { resultHrefs } from '@/loaders/search';
import { productHref } from '@/utils/productHref';
import { LINK_KEY, makeTenant, renderPage } from './ProductPage.harness';

const card = (id: string, title: string, price = 20): ProductCard => ({
  productId: id,
  platform: 'Taobao',
  productUrl: `https://item.taobao.com/item.htm?id=${id}`,
  title,
  coverImage: `/api/files/catalogue/${id}.jpg`,
  price,
  maxPrice: price + 5,
  sales: 321,
  shopName: 'Dragon Store',
  shopId: 's1',
});

const page1: ProductSearchResult = {
  items: [
    card('1', 'Linen summer dress'),
    card('2', '夏季亚麻连衣裙夏季亚麻连衣裙夏季亚麻连衣裙夏季亚麻连衣裙夏季亚麻连衣裙'),
  ],
  total: 45,
  pageNo: 1,
  pageSize: 20,
  nextPage: 'cursor-2',
};

const platforms = makeTenant().tenantPreference.productPlatforms;
const state = (query: Record<string, string>) => parseSearchState(query, platforms);

function renderSearch(query: Record<string, string>, outcome: Result<ProductSearchResult> | null, routes = {}) {
  const path = `/product-search?${new URLSearchParams(query).toString()}`;
  return renderPage(
    <SearchResultsView
      state={state(query)}
      outcome={outcome}
      categories={[{ id: 'dresses', name: 'Dresses', parentId: 'women', productCount: 8 }]}
    />,
    { path, routes },
  );
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('search state in the URL', () => {
  it('reads a shared URL and writes back only what differs from the defaults', () => {
    const s = state({
      keyword: 'dress',
      channel: 'Alibaba',
      sort: 'price_asc',
      priceStart: '10',
      priceEnd: '5',
      pageNo: '3',
      snId: 'dresses',
    });
    expect(s).toMatchObject({
      keyword: 'dress',
      channel: 'Alibaba',
      sort: 'price_asc',
      priceStart: 5,
      priceEnd: 10,
      pageNo: 3,
      snId: 'dresses',
    });
    expect(toUrlQuery(s)).toEqual({
      keyword: 'dress',
      channel: 'Alibaba',
      sort: 'price_asc',
      priceStart: '5',
      priceEnd: '10',
      pageNo: '3',
      snId: 'dresses',
    });
    // An unknown channel falls back to the tenant's default, nonsense is dropped.
    expect(state({ keyword: 'x', channel: 'JD', sort: 'cheap', priceStart: '-4', pageNo: 'two' })).toMatchObject({
      channel: 'Taobao',
      sort: 'default',
      priceStart: null,
      pageNo: 1,
    });
  });

  it('lists one shop or one collection across the channels, and sends their ids to the search', () => {
    const shop = state({ shopId: 's1', title: 'Dragon Fashion' });
    expect(shop).toMatchObject({ shopId: 's1', listTitle: 'Dragon Fashion', channel: null });
    expect(toApiQuery(shop)).toEqual({ pageNo: 1, pageSize: 20, sort: 'default', shopId: 's1' });
    expect(toUrlQuery(shop)).toEqual({ shopId: 's1', title: 'Dragon Fashion' });
    const collection = state({ productCollectionId: 'g1', title: 'Summer picks', channel: 'Alibaba' });
    expect(toApiQuery(collection)).toEqual({
      pageNo: 1,
      pageSize: 20,
      sort: 'default',
      productCollectionId: 'g1',
      channel: 'Alibaba',
    });
    // Ids that are not ids are dropped, and so is the title without a listing.
    expect(state({ shopId: '../x y', title: 'T' })).toMatchObject({ shopId: null, listTitle: '', channel: 'Taobao' });
    expect(shopListHref('s1', 'Dragon Fashion')).toBe('/product-search?shopId=s1&title=Dragon+Fashion');
    expect(collectionListHref('g1', 'Summer picks')).toBe('/product-search?productCollectionId=g1&title=Summer+picks');
  });
});

describe('product search page', () => {
  it('links the results to the addresses the server made for this search, and makes the same ones itself', async () => {
    const query = { keyword: 'dress', filters: 'red' };
    const hrefs = resultHrefs(state(query), { ok: true, data: page1 }, LINK_KEY);
    expect(hrefs).toEqual(
      Object.fromEntries(
        page1.items.map((item) => [
          item.productUrl,
          productHref(item.productUrl, LINK_KEY, { keyword: 'dress', filters: 'red' }),
        ]),
      ),
    );
    expect(
      resultHrefs(
        state(query),
        { ok: false, error: { kind: 'network', code: 'NETWORK_ERROR', status: null, message: '', retryable: true } },
        LINK_KEY,
      ),
    ).toEqual({});
    // A marked address shows that the card took the server's instead of encrypting the link again; a card without
    // one (loaded later, "load more") makes its own once the browser has loaded the cipher.
    const first = page1.items[0]!.productUrl;
    renderPage(
      <SearchResultsView
        state={state(query)}
        outcome={{ ok: true, data: page1 }}
        categories={[]}
        productHrefs={{ [first]: '/product?url=from-the-server' }}
      />,
      { path: `/product-search?${new URLSearchParams(query).toString()}` },
    );
    await waitFor(() => {
      const links = screen
        .getAllByTestId('result-card')
        .map((card) => within(card).queryByRole('link')?.getAttribute('href'));
      expect(links).toEqual(['/product?url=from-the-server', hrefs[page1.items[1]!.productUrl]]);
    });
  });

  it('renders result cards with prices in CNY and the tenant currency, sales, shop and product links', () => {
    renderSearch({ keyword: 'dress', filters: 'red' }, { ok: true, data: page1 });
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “dress”' })).toBeInTheDocument();
    expect(screen.getByText('Products found: 45')).toBeInTheDocument();
    const cards = screen.getAllByTestId('result-card');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('CNY 20.00–25.00')).toBeInTheDocument();
    expect(within(first).getByText('≈ USD 2.78–3.47')).toBeInTheDocument();
    expect(within(first).getByText('Sold: 321')).toBeInTheDocument();
    expect(within(first).getByText('Dragon Store')).toBeInTheDocument();
    const href = new URL(within(first).getByRole('link').getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/product');
    expect(decryptProductLink(href.searchParams.get('url'), LINK_KEY)).toBe('https://item.taobao.com/item.htm?id=1');
    expect(href.searchParams.get('filters')).toBe('red');
    // A long Chinese title is cut by display weight (each CJK character counts 2).
    expect(within(cards[1] as HTMLElement).getByRole('heading', { level: 2 }).textContent).toMatch(
      /^夏季亚麻.*\.\.\.$/,
    );
  });

  it('shows the empty state and offers to clear refinements', async () => {
    const { router } = renderSearch(
      { keyword: 'zzz', priceStart: '5' },
      { ok: true, data: { items: [], total: 0, pageNo: 1, pageSize: 20, nextPage: null } },
    );
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/product-search', query: { keyword: 'zzz', channel: 'Taobao' } },
      undefined,
      { scroll: true },
    );
  });

  it('says when the page asked for is past the last one and offers the last page', () => {
    const { router } = renderSearch(
      { keyword: 'dress', pageNo: '9' },
      { ok: true, data: { items: [], total: 45, pageNo: 9, pageSize: 20, nextPage: null } },
    );
    expect(screen.getByRole('heading', { name: 'This page is past the last page of results' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No products found' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the last page (3)' }));
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/product-search', query: expect.objectContaining({ keyword: 'dress', pageNo: '3' }) },
      undefined,
      { scroll: true },
    );
  });

  it('shows an error that keeps the query and retries the same search', async () => {
    const { calls } = renderSearch(
      { keyword: 'dress', channel: 'Alibaba' },
      {
        ok: false,
        error: { kind: 'network', status: null, code: 'NETWORK_ERROR', message: 'Network Error', retryable: true },
      },
      { 'GET /front/product/search': { status: 200, data: page1 } },
    );
    // The alert's code loads with the first failure (the server preloads it when its render holds one).
    expect(await screen.findByText('The search could not be completed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “dress”' })).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findAllByTestId('result-card')).toHaveLength(2);
    expect(calls.find((c) => c.key === 'GET /front/product/search')?.params).toEqual({
      keyword: 'dress',
      channel: 'Alibaba',
      pageNo: 1,
      pageSize: 20,
    });
  });

  it('offers the tenant channels as tabs and switching one starts again at page 1', () => {
    const { router } = renderSearch(
      { keyword: 'dress', pageNo: '2', snId: 'dresses' },
      { ok: true, data: { ...page1, pageNo: 2 } },
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Retail', 'Wholesale', 'Poizon']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Wholesale' }));
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/product-search', query: { keyword: 'dress', channel: 'Alibaba' } },
      undefined,
      { scroll: true },
    );
  });

  it('validates the price range before searching', () => {
    const { router } = renderSearch({ keyword: 'dress' }, { ok: true, data: page1 });
    const min = screen.getByRole('textbox', { name: 'Min price (CNY)' });
    const max = screen.getByRole('textbox', { name: 'Max price (CNY)' });
    fireEvent.change(min, { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Enter a number of 0 or more')).toBeInTheDocument();
    fireEvent.change(min, { target: { value: '50' } });
    fireEvent.change(max, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('The maximum must not be below the minimum')).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
    fireEvent.change(max, { target: { value: '80' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Refine within results' }), { target: { value: 'cotton' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.push).toHaveBeenCalledWith(
      {
        pathname: '/product-search',
        query: { keyword: 'dress', channel: 'Taobao', filters: 'cotton', priceStart: '50', priceEnd: '80' },
      },
      undefined,
      { scroll: true },
    );
  });

  it('narrows by a related category and pages through results', () => {
    const { router } = renderSearch({ keyword: 'dress' }, { ok: true, data: page1 });
    fireEvent.click(screen.getByRole('button', { name: 'Dresses (8)' }));
    expect(router.push).toHaveBeenLastCalledWith(
      { pathname: '/product-search', query: { keyword: 'dress', channel: 'Taobao', snId: 'dresses' } },
      undefined,
      { scroll: true },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(router.push).toHaveBeenLastCalledWith(
      { pathname: '/product-search', query: { keyword: 'dress', channel: 'Taobao', pageNo: '3' } },
      undefined,
      { scroll: true },
    );
  });

  it('loads more with the nextPage cursor and appends the results', async () => {
    const { calls } = renderSearch(
      { keyword: 'dress' },
      { ok: true, data: page1 },
      {
        'GET /front/product/search': {
          status: 200,
          data: { items: [card('3', 'Silk scarf')], total: 45, pageNo: 2, pageSize: 20, nextPage: null },
        },
      },
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    });
    await waitFor(() => expect(screen.getAllByTestId('result-card')).toHaveLength(3));
    expect(calls.find((c) => c.key === 'GET /front/product/search')?.params).toMatchObject({
      keyword: 'dress',
      nextPage: 'cursor-2',
    });
    expect(screen.getByText('You have reached the end of the results')).toBeInTheDocument();
  });

  it('shows skeletons while the browser moves to another search state', () => {
    const { router } = renderSearch({ keyword: 'dress' }, { ok: true, data: page1 });
    act(() => router.emit('routeChangeStart', '/product-search?keyword=dress&sort=sales_desc'));
    expect(screen.getByTestId('results-skeleton')).toBeInTheDocument();
    act(() => router.emit('routeChangeComplete', '/product-search?keyword=dress&sort=sales_desc'));
    expect(screen.queryByTestId('results-skeleton')).not.toBeInTheDocument();
  });

  it('shows the searched image in image mode', () => {
    renderSearch({ imageUrl: '/api/files/uploads/q.jpg' }, { ok: true, data: page1 });
    expect(screen.getByRole('heading', { level: 1, name: 'Products similar to your image' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The image you searched with' })).toBeInTheDocument();
  });

  it("lists one shop's products under its name, without channel tabs", () => {
    renderSearch({ shopId: 's1', title: 'Dragon Fashion' }, { ok: true, data: page1 });
    expect(screen.getByRole('heading', { level: 1, name: 'More from Dragon Fashion' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('result-card')).toHaveLength(2);
  });

  it("lists one collection's products under its name", () => {
    renderSearch({ productCollectionId: 'g1', title: 'Summer picks' }, { ok: true, data: page1 });
    expect(screen.getByRole('heading', { level: 1, name: 'Summer picks' })).toBeInTheDocument();
    expect(screen.getAllByTestId('result-card')).toHaveLength(2);
  });

  it('says no similar product was found when an image search finds none, in words for a picture', () => {
    renderSearch(
      { imageUrl: '/api/files/uploads/q.jpg' },
      { ok: true, data: { items: [], total: 0, pageNo: 1, pageSize: 20, nextPage: null } },
    );
    expect(screen.getByRole('heading', { name: 'No similar products found' })).toBeInTheDocument();
    expect(
      screen.getByText('Try a clear photo of the product on its own, another channel, or search by name.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Try other words/)).not.toBeInTheDocument();
  });
});
