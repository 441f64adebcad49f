import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WatchHistoryList from '@/components/search/WatchHistoryList';
import { addToWatchHistory, WATCH_HISTORY_KEY, type WatchHistoryItem } from '@/stores/watchHistory';
import { decryptProductLink } from '@/utils/productLinkCipher';
import { PRODUCT_LINK_KEY, Providers } from './SearchBox.harness';

function item(id: string, extra: Partial<WatchHistoryItem> = {}): WatchHistoryItem {
  return {
    productId: id,
    coverImage: `/api/files/p/${id}.jpg`,
    productUrl: `https://detail.1688.com/offer/${id}.html`,
    name: `Cup ${id}`,
    price: 1234.5,
    shopName: `Shop ${id}`,
    shopWebsite: null,
    channel: 'Alibaba',
    ...extra,
  };
}

beforeEach(() => localStorage.clear());

describe('WatchHistoryList', () => {
  it('renders nothing when empty, or the empty text when asked', () => {
    const { container, unmount } = render(
      <Providers>
        <WatchHistoryList />
      </Providers>,
    );
    expect(container).toBeEmptyDOMElement();
    unmount();
    render(
      <Providers>
        <WatchHistoryList showEmpty />
      </Providers>,
    );
    expect(screen.getByText('You have not viewed any products yet.')).toBeInTheDocument();
  });

  it('shows the newest first as cards linking to the encrypted product page', async () => {
    addToWatchHistory(item('1'));
    addToWatchHistory(item('2'));
    render(
      <Providers>
        <WatchHistoryList />
      </Providers>,
    );
    const section = screen.getByRole('region', { name: 'Recently viewed' });
    // The cards link once the browser has loaded the cipher (it is not part of the page's first script).
    const links = await within(section).findAllByRole('link');
    // Named by what they show, newest first.
    expect(links[0]).toHaveAccessibleName(/^Cup 2 CNY\s1,234\.50 Shop 2$/);
    expect(links[1]).toHaveAccessibleName(/^Cup 1 /);
    const href = links[0]?.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/product\?url=[A-Za-z0-9_-]+$/);
    expect(decryptProductLink(href.slice('/product?url='.length), PRODUCT_LINK_KEY)).toBe(
      'https://detail.1688.com/offer/2.html',
    );
    expect(within(section).getAllByText('CNY 1,234.50')).toHaveLength(2);
    expect(within(section).getByText('Shop 2')).toBeInTheDocument();
  });

  it('clears the history', async () => {
    const user = userEvent.setup();
    addToWatchHistory(item('1'));
    render(
      <Providers>
        <WatchHistoryList />
      </Providers>,
    );
    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(localStorage.getItem(WATCH_HISTORY_KEY)).toBeNull();
  });

  it('limits the compact list and tells its caller when an entry is opened', async () => {
    const user = userEvent.setup();
    for (let i = 1; i <= 8; i += 1) addToWatchHistory(item(String(i)));
    const onNavigate = jest.fn();
    render(
      <Providers>
        <WatchHistoryList variant="compact" limit={6} onNavigate={onNavigate} />
      </Providers>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAccessibleName(/^Cup 8 /);
    links[0]?.addEventListener('click', (event) => event.preventDefault());
    await user.click(links[0]!);
    expect(onNavigate).toHaveBeenCalled();
  });

  it('updates when another tab changes the history', () => {
    render(
      <Providers>
        <WatchHistoryList />
      </Providers>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    act(() => {
      localStorage.setItem(WATCH_HISTORY_KEY, JSON.stringify([item('9')]));
      window.dispatchEvent(new StorageEvent('storage', { key: WATCH_HISTORY_KEY }));
    });
    expect(screen.getByRole('link', { name: /^Cup 9 / })).toBeInTheDocument();
  });

  it('shows entries without links when no link key is configured', () => {
    addToWatchHistory(item('1'));
    render(
      <Providers productLinkKey="">
        <WatchHistoryList />
      </Providers>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Cup 1')).toBeInTheDocument();
  });
});
