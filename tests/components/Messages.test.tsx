// /my/message: the list with its filter and pages, opening marks one read (list and header count follow via a
// profile refresh), mark all read, the empty state, and times in the tenant's timezone.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { Page, UserNotification } from '@/contract';
import MessagesView from '@/components/account/MessagesView';
import { MESSAGES_PAGE_SIZE } from '@/components/account/messageQuery';
import { makeProfile, makeTenant, renderWithProviders, type Routes } from './helpers/renderWithProviders';
import enAccount from '@/locales/en/account.json';

function note(id: string, read: boolean, createdAt = '2026-03-01T10:00:00Z'): UserNotification {
  return { id, title: `Title ${id}`, content: `Body of ${id}`, read, createdAt };
}

/** A small in-memory API over a list of notifications, answering like the reference API. */
function fakeNotifications(initial: UserNotification[]) {
  let items = initial.map((n) => ({ ...n }));
  const unread = () => items.filter((n) => !n.read).length;
  const routes: Routes = {
    '/front/user-notifications': (config: InternalAxiosRequestConfig) => {
      const params = (config.params ?? {}) as { pageNo?: number; pageSize?: number; unread?: string };
      const pageNo = params.pageNo ?? 1;
      const pageSize = params.pageSize ?? 20;
      const source = params.unread === 'true' ? items.filter((n) => !n.read) : items;
      const page: Page<UserNotification> = {
        items: source.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        total: source.length,
        pageNo,
        pageSize,
      };
      return page;
    },
    'POST /front/user-notifications/read-all': () => {
      const updated = unread();
      items = items.map((n) => ({ ...n, read: true }));
      return { updated, unreadCount: 0 };
    },
    '/front/user/profile': () => makeProfile({ unreadNotificationCount: unread() }),
  };
  for (const n of initial) {
    routes[`POST /front/user-notifications/${n.id}/read`] = () => {
      items = items.map((m) => (m.id === n.id ? { ...m, read: true } : m));
      return items.find((m) => m.id === n.id);
    };
  }
  return { routes, unread };
}

function pageOf(items: UserNotification[], total = items.length, pageNo = 1): Page<UserNotification> {
  return { items: items.slice(0, MESSAGES_PAGE_SIZE), total, pageNo, pageSize: MESSAGES_PAGE_SIZE };
}

function renderMessages(
  items: UserNotification[],
  options: { path?: string; tenant?: ReturnType<typeof makeTenant>; initial?: Page<UserNotification> | null } = {},
) {
  const api = fakeNotifications(items);
  const view = renderWithProviders(
    <MessagesView initialPage={options.initial === undefined ? pageOf(items) : options.initial} />,
    {
      profile: makeProfile({ unreadNotificationCount: api.unread() }),
      path: options.path ?? '/my/message',
      tenant: options.tenant,
      routes: api.routes,
      namespaces: { account: enAccount },
    },
  );
  return { ...view, api };
}

const profileGets = (calls: InternalAxiosRequestConfig[]) =>
  calls.filter((c) => c.url === '/front/user/profile').length;

describe('MessagesView', () => {
  it('lists the messages with unread ones marked and times in the tenant timezone', () => {
    renderMessages([note('a', false, '2026-03-01T10:00:00Z'), note('b', true)], {
      tenant: makeTenant({ timezoneOffset: 5.75 }),
    });
    const list = screen.getByRole('list', { name: 'My messages' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(/Unread/)).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/Unread/)).not.toBeInTheDocument();
    // 10:00 UTC is 15:45 at UTC+5:45.
    expect(within(rows[0]!).getByText('Mar 1, 2026, 3:45 PM')).toBeInTheDocument();
    expect(screen.getByText(/Times in UTC\+5:45/)).toBeInTheDocument();
    expect(screen.getByText(/Unread: 1/)).toBeInTheDocument();
  });

  it('opening an unread message marks it read, updates the list and refreshes the profile', async () => {
    const { calls } = renderMessages([note('a', false), note('b', false)]);
    const before = profileGets(calls);
    const row = screen.getByRole('button', { name: /Title a/ });
    fireEvent.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'post' && c.url === '/front/user-notifications/a/read')).toBe(true),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('button', { name: /Title a/ })).queryByText(/Unread/)).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(profileGets(calls)).toBeGreaterThan(before));
    expect(await screen.findByText(/Unread: 1/)).toBeInTheDocument();
    // Opening an already read one calls nothing.
    fireEvent.click(screen.getByRole('button', { name: /Title a/ }));
    fireEvent.click(screen.getByRole('button', { name: /Title a/ }));
    expect(calls.filter((c) => c.url === '/front/user-notifications/a/read')).toHaveLength(1);
  });

  it('marks all read, shows how many, and refreshes the profile', async () => {
    const { calls } = renderMessages([note('a', false), note('b', false), note('c', true)]);
    const button = screen.getByRole('button', { name: 'Mark all as read' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(await screen.findByText('Messages marked as read: 2')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'My messages' });
    expect(within(list).queryByText(/Unread/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Unread: 0/)).toBeInTheDocument());
    expect(profileGets(calls)).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('filters to unread messages, keeping the URL in step', async () => {
    const { calls, router } = renderMessages([note('a', false), note('b', true)]);
    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(screen.queryByText('Title b')).not.toBeInTheDocument());
    expect(screen.getByText('Title a')).toBeInTheDocument();
    const listCall = calls.filter((c) => c.url === '/front/user-notifications').at(-1);
    expect(listCall?.params).toEqual({ pageNo: 1, pageSize: MESSAGES_PAGE_SIZE, unread: 'true' });
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/my/message', query: { filter: 'unread' } }, undefined, {
      shallow: true,
      scroll: false,
    });
  });

  it('pages through the list', async () => {
    const many = Array.from({ length: MESSAGES_PAGE_SIZE + 3 }, (_, i) => note(`n${i}`, true));
    const { calls } = renderMessages(many);
    const rows = () => within(screen.getByRole('list', { name: 'My messages' })).getAllByRole('listitem');
    expect(rows()).toHaveLength(MESSAGES_PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(calls.filter((c) => c.url === '/front/user-notifications').at(-1)?.params).toMatchObject({ pageNo: 2 });
  });

  it('shows an empty state for each filter', async () => {
    renderMessages([]);
    expect(screen.getByText('You have no messages yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect(await screen.findByText('You have no unread messages.')).toBeInTheDocument();
  });

  it('loads in the browser when the server could not, and offers a retry after a failure', async () => {
    const api = fakeNotifications([note('a', false)]);
    const list = api.routes['/front/user-notifications'] as (c: InternalAxiosRequestConfig) => unknown;
    let attempts = 0;
    renderWithProviders(<MessagesView initialPage={null} />, {
      profile: makeProfile({ unreadNotificationCount: 1 }),
      path: '/my/message',
      namespaces: { account: enAccount },
      routes: {
        ...api.routes,
        '/front/user-notifications': (config: InternalAxiosRequestConfig) => {
          attempts += 1;
          if (attempts === 1) throw new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED', config);
          return list(config);
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server took too long to answer. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Title a')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to the last page when the URL names one past the end', async () => {
    const { router } = renderMessages([note('a', true), note('b', true)], {
      path: '/my/message?page=3',
      initial: null,
    });
    expect(await screen.findByText('Title a')).toBeInTheDocument();
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/my/message', query: {} }, undefined, {
      shallow: true,
      scroll: false,
    });
  });

  it('isolates the values a message names in <bdi> and lets each text take its own direction', () => {
    const arabic: UserNotification = {
      id: 'ar',
      read: true,
      createdAt: '2026-03-01T10:00:00Z',
      messageKey: 'orderPaid',
      title: 'تم دفع الطلب \u2068PO2611250042\u2069',
      content: 'استلمنا \u2068CNY 545.10\u2069. سيطلب المشتري لدينا بضاعتك قريبًا.',
    };
    renderMessages([arabic]);
    const row = screen.getByRole('button', { name: /تم دفع الطلب/ });
    const orderNo = within(row).getByText('PO2611250042');
    expect(orderNo.tagName).toBe('BDI');
    expect(orderNo.parentElement).toHaveAttribute('dir', 'auto');
    expect(within(row).getByText('CNY 545.10').tagName).toBe('BDI');
    // No isolate marks reach the page: they became elements.
    expect(row.textContent).not.toMatch(/[\u2068\u2069]/);
    fireEvent.click(row);
    const panel = document.getElementById(row.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('CNY 545.10').tagName).toBe('BDI');
    expect(panel.querySelector('[dir="auto"]')).not.toBeNull();
  });
});
