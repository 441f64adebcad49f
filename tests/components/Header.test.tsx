import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Header from '@/components/layout/Header';
import { makeProfile, makeTenant, renderWithProviders } from './helpers/renderWithProviders';

function renderHeader(
  options: Parameters<typeof renderWithProviders>[1] = {},
  props: Partial<Parameters<typeof Header>[0]> = {},
) {
  return renderWithProviders(
    <Header showSearchInput searchInputCollapsed enabledArticleTypes={['HOW_TO_USE', 'FAQ']} {...props} />,
    options,
  );
}

describe('Header', () => {
  it('shows the tenant logo linking home', () => {
    renderHeader();
    const home = screen.getAllByRole('link', { name: 'GlobalBuy home' })[0]!;
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).getByRole('img', { name: 'GlobalBuy' })).toHaveAttribute(
      'src',
      '/api/assets/logos/globalbuy.svg',
    );
  });

  it('falls back to the tenant name without a logo', () => {
    renderHeader({ tenant: makeTenant({ logoImage: '' }) });
    expect(screen.getAllByRole('link', { name: 'GlobalBuy home' })[0]).toHaveTextContent('GlobalBuy');
  });

  it('shows the count of cart items (lines, not pieces) in brackets when logged in', async () => {
    // Three lines of two pieces each: three items.
    renderHeader({ profile: makeProfile(), cartQuantity: 3 });
    const cart = screen.getByTestId('cart-link');
    await waitFor(() => expect(cart).toHaveTextContent('Cart (3)'));
    expect(cart).toHaveAttribute('href', '/cart');
  });

  it('sends a visitor from the cart link to login with a return to /cart', () => {
    renderHeader();
    const cart = screen.getByTestId('cart-link');
    expect(cart).toHaveTextContent('Cart (0)');
    expect(cart).toHaveAttribute('href', '/auth/login?redirectUrl=/cart');
  });

  it('renders the search box and the navigation', () => {
    renderHeader();
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'How to use', 'FAQ']);
    expect(screen.getByRole('button', { name: 'Open the search box' })).toBeInTheDocument();
  });

  it('leaves the search box out when the page hides it', () => {
    renderHeader({}, { showSearchInput: false });
    expect(screen.queryByRole('button', { name: 'Open the search box' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('opens a drawer with the navigation and the account links on phones', async () => {
    const user = userEvent.setup();
    renderHeader({
      profile: makeProfile({ unreadNotificationCount: 2 }),
      tenant: makeTenant({ tenantPreference: { showTransit: false } }),
    });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('presentation');
    const links = within(drawer)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(
      expect.arrayContaining(['Home', 'How to use', 'FAQ', 'My messages', 'Shopping cart', 'My account']),
    );
    expect(links).not.toContain('My transit');
    expect(within(drawer).getByTestId('unread-dot')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
  });

  it('offers login in the drawer to a visitor', async () => {
    const user = userEvent.setup();
    renderHeader({ path: '/faq' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByRole('link', { name: 'Login / Sign up' })).toHaveAttribute(
      'href',
      '/auth/login?redirectUrl=/faq',
    );
    expect(within(drawer).queryByText('My messages')).not.toBeInTheDocument();
  });
});
