import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UserMenu from '@/components/layout/UserMenu';
import { buildUserMenuItems, loginHref } from '@/components/layout/userMenuItems';
import { makeProfile, makeTenant, renderWithProviders } from './helpers/renderWithProviders';

const ALL = [
  ['My messages', '/my/message'],
  ['Shopping cart', '/cart'],
  ['My purchases', '/my/purchase'],
  ['My proxy shipping', '/my/warehouses'],
  ['My in-stock items', '/my/in-stock-items'],
  ['My transit', '/my/transit'],
  ['Batch payment', '/my/pending-payments'],
  ['My balance', '/my/balance'],
  ['My account', '/my/account'],
];

async function openByHover(user: ReturnType<typeof userEvent.setup>) {
  await user.hover(screen.getByRole('button', { name: /Demo Shopper/ }));
  return screen.findByRole('menu');
}

describe('UserMenu logged in', () => {
  it('opens on hover with every item, in order, and logout', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UserMenu />, { profile: makeProfile() });
    const menu = await openByHover(user);
    const links = within(menu).getAllByRole('menuitem');
    expect(links.slice(0, ALL.length).map((item) => [item.textContent, item.getAttribute('href')])).toEqual(ALL);
    expect(links[ALL.length]).toHaveTextContent('Log out');
  });

  it('closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UserMenu />, { profile: makeProfile() });
    await openByHover(user);
    await user.unhover(screen.getByRole('button', { name: /Demo Shopper/ }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('opens on click and from the keyboard, and Escape closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UserMenu />, { profile: makeProfile() });
    const button = screen.getByRole('button', { name: /Demo Shopper/ });
    act(() => button.focus());
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    await user.click(button);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Opened by the pointer, focus stays on the button: Escape there dismisses the menu too.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['showUserWarehouse', 'My proxy shipping'],
    ['showStockin', 'My in-stock items'],
    ['showTransit', 'My transit'],
  ] as const)('hides an item when %s is false', async (preference, label) => {
    const user = userEvent.setup();
    const tenant = makeTenant({ tenantPreference: { [preference]: false } });
    renderWithProviders(<UserMenu />, { tenant, profile: makeProfile() });
    const menu = await openByHover(user);
    expect(within(menu).queryByRole('menuitem', { name: label })).not.toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(ALL.length); // 8 links + logout
  });

  it('shows a red dot on my messages when there are unread notifications', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UserMenu />, { profile: makeProfile({ unreadNotificationCount: 3 }) });
    const menu = await openByHover(user);
    const message = within(menu).getByRole('menuitem', { name: /My messages/ });
    expect(within(message).getByTestId('unread-dot')).toHaveAccessibleName('Unread messages');
  });

  it('shows no dot without unread notifications', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UserMenu />, { profile: makeProfile({ unreadNotificationCount: 0 }) });
    const menu = await openByHover(user);
    expect(within(menu).queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it('logs out and goes home', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<UserMenu />, { profile: makeProfile() });
    const menu = await openByHover(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    expect(document.cookie).not.toMatch(/ps_token=/);
    expect(await screen.findByRole('link', { name: 'Login / Sign up' })).toBeInTheDocument();
  });
});

describe('UserMenu logged out', () => {
  it('reads Login / Sign up and links to login with the current page as redirectUrl', () => {
    renderWithProviders(<UserMenu />, { path: '/faq?x=1' });
    expect(screen.getByRole('link', { name: 'Login / Sign up' })).toHaveAttribute(
      'href',
      '/auth/login?redirectUrl=/faq%3Fx%3D1',
    );
  });

  it('keeps the menu disabled: no hover, no click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UserMenu />);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toBeDisabled();
    await user.hover(screen.getByRole('link', { name: 'Login / Sign up' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByText('My messages')).not.toBeInTheDocument();
  });
});

describe('user menu rules', () => {
  it('shows the three preference items unless explicitly false', () => {
    expect(buildUserMenuItems({})).toHaveLength(9);
    expect(buildUserMenuItems({ showStockin: true, showTransit: undefined })).toHaveLength(9);
    expect(
      buildUserMenuItems({ showStockin: false, showTransit: false, showUserWarehouse: false }).map((i) => i.key),
    ).toEqual(['message', 'cart', 'purchase', 'pendingPayments', 'balance', 'account']);
  });

  it('builds login links that come back', () => {
    expect(loginHref('/cart')).toBe('/auth/login?redirectUrl=/cart');
    expect(loginHref('/product?url=a&b=c#top')).toBe('/auth/login?redirectUrl=/product%3Furl%3Da%26b%3Dc');
    expect(loginHref('/auth/login?redirectUrl=/x')).toBe('/auth/login');
  });
});
