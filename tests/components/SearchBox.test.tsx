import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductPlatform } from '@/contract';
import SearchBox from '@/components/search/SearchBox';
import { addToWatchHistory } from '@/stores/watchHistory';
import { decryptProductLink } from '@/utils/productLinkCipher';
import {
  createMockRouter,
  fakeAdapter,
  makeHttp,
  makeTenant,
  navigate,
  PRODUCT_LINK_KEY,
  Providers,
} from './SearchBox.harness';

const mockRouter = createMockRouter();
const mockHttp = makeHttp(fakeAdapter(() => ({ status: 500 })).adapter);
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
jest.mock('@/stores/http', () => ({
  useHttp: () => mockHttp,
  HttpProvider: ({ children }: { children: unknown }) => children,
}));

function renderBox(
  props: { collapsed?: boolean } = {},
  options: { productLinkKey?: string; platforms?: ProductPlatform[] } = {},
) {
  const tenant = makeTenant(options.platforms ? { tenantPreference: { productPlatforms: options.platforms } } : {});
  const ui = (p: { collapsed?: boolean }) => (
    <Providers tenant={tenant} productLinkKey={options.productLinkKey}>
      <SearchBox {...p} />
    </Providers>
  );
  const view = render(ui(props));
  return { ...view, rerenderWith: (p: { collapsed?: boolean } = props) => view.rerender(ui(p)) };
}

const input = () => screen.getByRole('searchbox', { name: 'Search products or paste a product link' });
const submitButton = () => screen.getByRole('button', { name: 'Search' });

beforeEach(() => {
  mockRouter.push.mockClear();
  navigate(mockRouter, '/');
  localStorage.clear();
});

describe('SearchBox submit rules', () => {
  it('does nothing for empty or blank text', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.click(submitButton());
    await user.type(input(), '   {Enter}');
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('runs a keyword search in the default channel on Enter', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(input(), 'iphone 15.2 case{Enter}');
    expect(mockRouter.push).toHaveBeenCalledWith({
      pathname: '/product-search',
      query: { keyword: 'iphone 15.2 case', channel: 'Taobao' },
    });
  });

  it('uses the chosen channel and keeps the current filters on the search page', async () => {
    const user = userEvent.setup();
    navigate(mockRouter, '/product-search?keyword=cup&filters=brand%3Aabc&channel=Taobao');
    renderBox();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search channel' }), 'Alibaba');
    await user.clear(input());
    await user.type(input(), 'mug');
    await user.click(submitButton());
    expect(mockRouter.push).toHaveBeenCalledWith({
      pathname: '/product-search',
      query: { keyword: 'mug', filters: 'brand:abc', channel: 'Alibaba' },
    });
  });

  it('opens the product page with the encrypted, normalised first link', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(input(), '看看这个 m.1688.com/offer/654321.html?spm=a1 好看');
    await user.click(submitButton());
    expect(mockRouter.push).toHaveBeenCalledTimes(1);
    const target = mockRouter.push.mock.calls[0]?.[0] as { pathname: string; query: { url: string } };
    expect(target.pathname).toBe('/product');
    expect(target.query.url).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decryptProductLink(target.query.url, PRODUCT_LINK_KEY)).toBe('https://detail.1688.com/offer/654321.html');
  });

  it('keeps a desktop link with its tracking parameters', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(input(), 'https://item.taobao.com/item.htm?id=1&spm=x{Enter}');
    const target = mockRouter.push.mock.calls[0]?.[0] as { query: { url: string } };
    expect(decryptProductLink(target.query.url, PRODUCT_LINK_KEY)).toBe('https://item.taobao.com/item.htm?id=1&spm=x');
  });

  it('shows the wrong-link modal when the link cannot be built', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.click(input());
    await user.paste('看 https://[zz]/item');
    await user.keyboard('{Enter}');
    expect(mockRouter.push).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Invalid product link' });
    expect(
      within(dialog).getByText('The product URL is invalid. Please check the link and try again.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invalid product link' })).not.toBeInTheDocument());
  });

  it('shows the wrong-link modal when no link key is configured', async () => {
    const user = userEvent.setup();
    renderBox({}, { productLinkKey: '' });
    await user.type(input(), 'https://item.jd.com/1.html{Enter}');
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: 'Invalid product link' })).toBeInTheDocument();
  });

  it('shows which marketplace a pasted link is from', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(input(), 'https://item.jd.com/1.html');
    expect(screen.getByText('JD')).toBeInTheDocument();
  });
});

describe('SearchBox collapsed', () => {
  it('only expands and focuses on submit', async () => {
    const user = userEvent.setup();
    renderBox({ collapsed: true });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the search box' }));
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(input()).toHaveFocus();
    await user.type(input(), 'shoes{Enter}');
    expect(mockRouter.push).toHaveBeenCalledWith({
      pathname: '/product-search',
      query: { keyword: 'shoes', channel: 'Taobao' },
    });
  });

  it('opens as a sheet with a close button that folds it back and returns focus; Escape does the same', async () => {
    const user = userEvent.setup();
    renderBox({ collapsed: true });
    expect(screen.queryByRole('button', { name: 'Close search' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the search box' }));
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open the search box' })).toHaveFocus());

    await user.keyboard('{Enter}');
    expect(input()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open the search box' })).toHaveFocus());
  });

  it('collapses again after a navigation', async () => {
    const user = userEvent.setup();
    const { rerenderWith } = renderBox({ collapsed: true });
    await user.click(screen.getByRole('button', { name: 'Open the search box' }));
    navigate(mockRouter, '/about');
    rerenderWith();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

describe('SearchBox reset', () => {
  it('clears the text on a route change', async () => {
    const user = userEvent.setup();
    const { rerenderWith } = renderBox();
    await user.type(input(), 'draft text');
    navigate(mockRouter, '/faq');
    rerenderWith();
    expect(input()).toHaveValue('');
  });

  it('shows the current keyword on the search page and follows keyword changes', async () => {
    const user = userEvent.setup();
    navigate(mockRouter, '/product-search?keyword=cup&channel=Poizon');
    const { rerenderWith } = renderBox();
    expect(input()).toHaveValue('cup');
    expect(screen.getByRole('combobox', { name: 'Search channel' })).toHaveValue('Poizon');
    await user.type(input(), ' typed');
    navigate(mockRouter, '/product-search?keyword=lamp&channel=Taobao');
    rerenderWith();
    expect(input()).toHaveValue('lamp');
    expect(screen.getByRole('combobox', { name: 'Search channel' })).toHaveValue('Taobao');
  });

  it('does not take a keyword from other pages', () => {
    navigate(mockRouter, '/faq?keyword=cup');
    renderBox();
    expect(input()).toHaveValue('');
  });
});

describe('SearchBox channels', () => {
  it('labels Taobao as retail, Alibaba as wholesale and Poizon by name, tenant order, first is default', () => {
    renderBox({}, { platforms: ['Alibaba', 'Taobao', 'Poizon'] });
    const select = screen.getByRole('combobox', { name: 'Search channel' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Wholesale', 'Retail', 'Poizon']);
    expect(select).toHaveValue('Alibaba');
  });

  it('ignores a channel in the query that the tenant does not offer', () => {
    navigate(mockRouter, '/product-search?keyword=a&channel=JD');
    renderBox({}, { platforms: ['Poizon', 'Taobao'] });
    expect(screen.getByRole('combobox', { name: 'Search channel' })).toHaveValue('Poizon');
  });
});

describe('SearchBox extras', () => {
  it('opens the image-search panel from the camera button', async () => {
    const user = userEvent.setup();
    renderBox();
    const camera = screen.getByRole('button', { name: 'Search by image' });
    expect(camera).toHaveAttribute('aria-expanded', 'false');
    await user.click(camera);
    expect(screen.getByRole('dialog', { name: 'Search by image' })).toBeInTheDocument();
    expect(camera).toHaveAttribute('aria-expanded', 'true');
    await user.click(camera);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search by image' })).not.toBeInTheDocument());
  });

  it('lists recently viewed products when focused and empty', async () => {
    const user = userEvent.setup();
    addToWatchHistory({
      productId: 'p1',
      coverImage: '',
      productUrl: 'https://item.taobao.com/item.htm?id=1',
      name: 'Red mug',
      price: 12,
      shopName: 'Mugs',
      shopWebsite: null,
      channel: 'Taobao',
    });
    renderBox();
    expect(screen.queryByText('Recently viewed')).not.toBeInTheDocument();
    await user.click(input());
    expect(await screen.findByText('Recently viewed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Red mug / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/product\?url=/),
    );
    await user.type(input(), 'x');
    await waitFor(() => expect(screen.queryByText('Recently viewed')).not.toBeInTheDocument());
  });

  it('closes the recently viewed list when a navigation starts (it must not stay over the results)', async () => {
    const user = userEvent.setup();
    addToWatchHistory({
      productId: 'p1',
      coverImage: '',
      productUrl: 'https://item.taobao.com/item.htm?id=1',
      name: 'Red mug',
      price: 12,
      shopName: 'Mugs',
      shopWebsite: null,
      channel: 'Taobao',
    });
    renderBox();
    await user.click(input());
    expect(await screen.findByText('Recently viewed')).toBeInTheDocument();
    act(() => mockRouter.events.emit('routeChangeStart', '/product-search?imageUrl=x'));
    await waitFor(() => expect(screen.queryByText('Recently viewed')).not.toBeInTheDocument());
    // Focusing the box again brings it back.
    await user.click(document.body);
    await user.click(input());
    expect(await screen.findByText('Recently viewed')).toBeInTheDocument();
  });

  it('names the marketplace of a typed link in a chip with a hint, and drops it with the link', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(input(), 'look https://detail.1688.com/offer/1.html');
    const chip = await screen.findByText('1688');
    await user.hover(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/1688/);
    await user.clear(input());
    await waitFor(() => expect(screen.queryByText('1688')).not.toBeInTheDocument());
  });

  it('can shrink into a narrow header (390 px phones) while the text field keeps room to type', () => {
    // jsdom applies no stylesheet: this reads the flex rules from the box's own; the 390 px look was checked in
    // Chromium.
    const css = fs.readFileSync(path.resolve(__dirname, '../../components/search/SearchBox.module.css'), 'utf8');
    // Every top-level block that applies to the class (alone or in a list), outside media queries.
    const rule = (selector: string) =>
      [...css.matchAll(new RegExp(`(?:^|\\n)${selector.replace('.', '\\.')} \\{([^}]*)\\}`, 'g'))]
        .map((match) => match[1])
        .join('');
    expect(rule('.form')).toMatch(/\bmin-width: 0;/);
    expect(rule('.text')).toMatch(/\bmin-width: 56px;/);
    renderBox();
    expect(screen.getByRole('search')).toHaveClass('form');
    expect(input().parentElement).toHaveClass('text');
  });
});
