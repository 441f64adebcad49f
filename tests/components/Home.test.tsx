import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Announcement, ProductCard, ProductGroup, SiteImage } from '@/contract';
import type { Http } from '@/services/http';
import HomeView from '@/components/home/HomeView';
import BannerCarousel, { BANNER_INTERVAL_MS } from '@/components/home/BannerCarousel';
import type { HomeSections } from '@/components/home/sections';
import { firstScreenHrefs, loadHomeSections } from '@/loaders/home';
import { productHref } from '@/utils/productHref';
import { decryptProductLink } from '@/utils/productLinkCipher';
import { PRODUCT_LINK_KEY, Providers, fakeApi } from './Home.harness';

let mockHttp: Http;
jest.mock('@/stores/http', () => ({ useHttp: () => mockHttp }));

const product = (id: string, title: string, price = 10): ProductCard => ({
  productId: id,
  platform: 'Taobao',
  productUrl: `https://item.taobao.com/item.htm?id=${id}`,
  title,
  coverImage: `/api/files/catalogue/${id}.png`,
  price,
  maxPrice: null,
  sales: 12,
  shopName: 'Shop',
  shopId: 's1',
});

const banners: SiteImage[] = [
  { id: 'b1', imageUrl: '/api/files/b1.png', link: '/how-to-use', title: 'Spring sale' },
  { id: 'b2', imageUrl: '/api/files/b2.png', link: null, title: 'Free shipping' },
];
const announcements: Announcement[] = [
  {
    id: 'a1',
    title: 'Warehouse closed on Monday',
    content: 'We rest.\nBack Tuesday.',
    publishedAt: '2026-05-01T20:00:00Z',
  },
];
const groups: ProductGroup[] = [{ id: 'g1', name: 'Summer picks', products: [product('p2', 'Straw hat', 35.5)] }];

const okApi = {
  'GET /front/site-content/banner-images': { status: 200, data: banners },
  'GET /front/site-content/announcements': {
    status: 200,
    data: { items: announcements, total: 1, pageNo: 1, pageSize: 20 },
  },
  'GET /front/site-slogen': { status: 200, data: { title: 'Buy anything from China', subtitle: 'We ship it home' } },
  'GET /front/site-content/preferred-products': {
    status: 200,
    data: [product('p1', 'Bluetooth speaker with a very long title that goes on', 100)],
  },
  'GET /front/site-content/preferred-product-groups': { status: 200, data: groups },
  'GET /front/site-content/recommend-product-groups': {
    status: 200,
    data: [{ id: 'g2', name: 'Empty group', products: [] }],
  },
};

async function renderHome(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  mockHttp = api.http;
  const sections = await loadHomeSections(api.http);
  // The product groups load right after the first render (as after hydration): let them settle inside act.
  await act(async () => {
    render(
      <Providers>
        <HomeView sections={sections} />
      </Providers>,
    );
  });
  return { api, sections };
}

// Failed sections are logged on purpose; keep the test output readable.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('loadHomeSections', () => {
  it("loads the first screen's sections in parallel; the product groups wait for the browser", async () => {
    const { sections, api } = await renderHome(okApi);
    expect(sections.announcements).toEqual({ ok: true, data: announcements });
    expect(Object.keys(sections).sort()).toEqual(['announcements', 'banners', 'preferredProducts', 'slogan']);
    // Without IntersectionObserver (as here) the groups load right after hydration; a group without products is dropped.
    expect(await screen.findByRole('heading', { name: 'Summer picks' })).toBeInTheDocument();
    // A collection links to the page listing all of it; the preferred products (no collection) do not.
    const seeAll = screen.getAllByRole('link', { name: 'See all' });
    expect(seeAll.map((a) => a.getAttribute('href'))).toEqual([
      '/product-search?productCollectionId=g1&title=Summer+picks',
    ]);
    expect(seeAll[0]).toHaveAccessibleDescription('Summer picks');
    expect(screen.queryByRole('heading', { name: 'Empty group' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /front/site-content/preferred-product-groups')).toHaveLength(1);
    expect(api.callsTo('GET /front/site-content/recommend-product-groups')).toHaveLength(1);
  });

  it('never rejects: a failed call becomes a failed section, the others still load', async () => {
    const api = fakeApi({
      ...okApi,
      'GET /front/site-content/preferred-products': { status: 500, data: { code: 'INTERNAL_ERROR', message: 'x' } },
    });
    const sections: HomeSections = await loadHomeSections(api.http);
    expect(sections.preferredProducts).toEqual({ ok: false, retryable: true });
    expect(sections.banners.ok).toBe(true);
    expect(sections.slogan.ok).toBe(true);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('preferredProducts failed: INTERNAL_ERROR'));
  });
});

describe('HomeView', () => {
  it('renders banners, slogan, announcements and product sections', async () => {
    await renderHome(okApi);
    expect(screen.getByRole('heading', { level: 1, name: 'Buy anything from China' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Featured promotions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Announcements' })).toBeInTheDocument();
    // The date is the tenant's (UTC+8): 20:00 UTC on 1 May is already 2 May there.
    expect(screen.getByText('2026-05-02')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Preferred products' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Summer picks' })).toBeInTheDocument();
    // A collection links to the page listing all of it; the preferred products (no collection) do not.
    const seeAll = screen.getAllByRole('link', { name: 'See all' });
    expect(seeAll.map((a) => a.getAttribute('href'))).toEqual([
      '/product-search?productCollectionId=g1&title=Summer+picks',
    ]);
    expect(seeAll[0]).toHaveAccessibleDescription('Summer picks');
    expect(screen.queryByRole('heading', { name: 'Empty group' })).not.toBeInTheDocument();
  });

  it('shows prices in CNY and in the tenant currency, and links cards to the encrypted product page', async () => {
    await renderHome(okApi);
    const section = await screen.findByRole('region', { name: 'Summer picks' });
    expect(within(section).getByText('CNY 35.50')).toBeInTheDocument();
    expect(within(section).getByText(/≈ USD\s+4\.97/)).toBeInTheDocument();
    const link = within(section).getByRole('link', { name: /Straw hat/ });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/product');
    expect(decryptProductLink(href.searchParams.get('url'), PRODUCT_LINK_KEY)).toBe(
      'https://item.taobao.com/item.htm?id=p2',
    );
  });

  it('opens an announcement to read its text', async () => {
    await renderHome(okApi);
    const toggle = screen.getByRole('button', { name: /Warehouse closed on Monday/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/We rest\./)).toBeVisible();
  });

  it('survives a failed section: the rest renders and the failed one offers a retry that reloads only it', async () => {
    let fail = true;
    const { api } = await renderHome({
      ...okApi,
      'GET /front/site-content/preferred-products': () =>
        fail
          ? { status: 503, data: { code: 'UPSTREAM_UNAVAILABLE', message: 'down' } }
          : { status: 200, data: [product('p9', 'Rice cooker', 199)] },
    });
    expect(screen.getByText('Preferred products could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Summer picks' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Rice cooker')).toBeInTheDocument();
    expect(screen.queryByText('Preferred products could not be loaded.')).not.toBeInTheDocument();
    expect(api.callsTo('GET /front/site-content/preferred-products')).toHaveLength(2);
    expect(api.callsTo('GET /front/site-content/banner-images')).toHaveLength(1);
    // The reloaded card gets its product link in the browser.
    const card = screen.getByText('Rice cooker').closest('a');
    expect(
      decryptProductLink(
        new URL(card?.getAttribute('href') ?? '', 'http://x').searchParams.get('url'),
        PRODUCT_LINK_KEY,
      ),
    ).toBe('https://item.taobao.com/item.htm?id=p9');
  });

  it('offers a retry for product groups that failed to load in the browser', async () => {
    let fail = true;
    const { api } = await renderHome({
      ...okApi,
      'GET /front/site-content/preferred-product-groups': () =>
        fail ? { status: 503, data: { code: 'UPSTREAM_UNAVAILABLE', message: 'down' } } : { status: 200, data: groups },
    });
    expect(await screen.findByText('Featured collections could not be loaded.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Summer picks' })).toBeInTheDocument();
    expect(api.callsTo('GET /front/site-content/preferred-product-groups')).toHaveLength(2);
  });

  it('loads and renders the product groups only when the shopper scrolls near them', async () => {
    const observed: { callback: IntersectionObserverCallback; target: Element | null; disconnected: boolean }[] = [];
    class FakeObserver {
      private entry = {
        callback: (() => undefined) as IntersectionObserverCallback,
        target: null as Element | null,
        disconnected: false,
      };
      constructor(callback: IntersectionObserverCallback) {
        this.entry.callback = callback;
        observed.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    const original = (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    try {
      const { api } = await renderHome(okApi);
      // The first screen is there; the groups wait, and nothing has asked for them.
      expect(screen.getByText('Bluetooth speaker with a very long title that goes on')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Summer picks' })).not.toBeInTheDocument();
      expect(api.callsTo('GET /front/site-content/preferred-product-groups')).toHaveLength(0);
      const watcher = observed.find((entry) => entry.target && !entry.disconnected);
      expect(watcher).toBeDefined();
      await act(async () => {
        watcher!.callback(
          [{ isIntersecting: true, target: watcher!.target } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      });
      expect(await screen.findByRole('heading', { name: 'Summer picks' })).toBeInTheDocument();
      expect(api.callsTo('GET /front/site-content/preferred-product-groups')).toHaveLength(1);
      expect(api.callsTo('GET /front/site-content/recommend-product-groups')).toHaveLength(1);
      expect(watcher!.disconnected).toBe(true);
    } finally {
      (window as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    }
  });

  it("shows the tenant's promotion picture (site image HOME_PROMO) with its link, and nothing when there is none", async () => {
    const promo: SiteImage = {
      id: 'p',
      imageUrl: '/api/assets/content/globalbuy/promo.svg',
      link: '/sourcing-service',
      title: null,
      position: 'HOME_PROMO',
    };
    const { api } = await renderHome({ ...okApi, 'GET /front/site-content/images': { status: 200, data: [promo] } });
    const link = await screen.findByRole('link', { name: 'Special offer' });
    expect(link).toHaveAttribute('href', '/sourcing-service');
    expect(within(link).getByRole('presentation')).toHaveAttribute('src', expect.stringContaining('promo.svg'));
    expect(api.callsTo('GET /front/site-content/images')[0]?.params).toEqual({ position: 'HOME_PROMO' });
  });

  it('leaves the promotion out when the tenant set none or it cannot load', async () => {
    await renderHome({ ...okApi, 'GET /front/site-content/images': { status: 200, data: [] } });
    await screen.findByRole('heading', { name: 'Summer picks' });
    expect(screen.queryByTestId('site-image')).not.toBeInTheDocument();
  });

  it("links the first screen's cards to the addresses the server made, and makes the same ones itself", async () => {
    const api = fakeApi(okApi);
    mockHttp = api.http;
    const sections = await loadHomeSections(api.http);
    const hrefs = firstScreenHrefs(sections, PRODUCT_LINK_KEY);
    const link = 'https://item.taobao.com/item.htm?id=p1';
    expect(hrefs).toEqual({ [link]: productHref(link, PRODUCT_LINK_KEY) });
    // A marked address shows that the card took the server's instead of encrypting the link again.
    await act(async () => {
      render(
        <Providers>
          <HomeView sections={sections} productHrefs={{ [link]: '/product?url=from-the-server' }} />
        </Providers>,
      );
    });
    const card = screen.getByText('Bluetooth speaker with a very long title that goes on').closest('a');
    expect(card).toHaveAttribute('href', '/product?url=from-the-server');
  });

  it('hides a section whose failure a retry cannot fix, and names the site in a hidden h1 without a slogan', async () => {
    await renderHome({
      ...okApi,
      'GET /front/site-content/announcements': { status: 403, data: { code: 'FORBIDDEN', message: 'no' } },
      'GET /front/site-slogen': { status: 200, data: null },
    });
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'GlobalBuy' })).toBeInTheDocument();
  });
});

describe('BannerCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const current = () =>
    screen.getAllByRole('group', { hidden: true }).findIndex((el) => el.getAttribute('aria-hidden') === 'false');

  it('has labelled controls and moves with them', () => {
    render(
      <Providers>
        <BannerCarousel banners={banners} />
      </Providers>,
    );
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 1' }));
    expect(current()).toBe(0);
    expect(screen.getByRole('button', { name: 'Show banner 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('advances on its own, but not while hovered, focused or paused', () => {
    render(
      <Providers>
        <BannerCarousel banners={banners} />
      </Providers>,
    );
    const region = screen.getByRole('region', { name: 'Featured promotions' });
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(current()).toBe(1);

    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(current()).toBe(1);
    fireEvent.mouseLeave(region);

    fireEvent.focus(screen.getByRole('button', { name: 'Next banner' }));
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(current()).toBe(1);
    fireEvent.blur(screen.getByRole('button', { name: 'Next banner' }), { relatedTarget: null });

    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic rotation' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Start automatic rotation' }), { relatedTarget: null });
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(current()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Start automatic rotation' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause automatic rotation' }), { relatedTarget: null });
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(current()).toBe(0);
  });

  it('renders a single banner without controls', async () => {
    render(
      <Providers>
        <BannerCarousel banners={[banners[0]!]} />
      </Providers>,
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Next banner' })).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Spring sale' })).toBeInTheDocument();
  });
});
