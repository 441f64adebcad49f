import { screen, within } from '@testing-library/react';
import Breadcrumbs from '@/components/layout/Breadcrumbs';
import { renderWithProviders } from './helpers/renderWithProviders';

describe('Breadcrumbs', () => {
  it('starts with Home and ends with the current page', () => {
    renderWithProviders(<Breadcrumbs items={[{ label: 'nav.faq', href: '/faq' }]} />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const current = within(trail).getByText('FAQ');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
  });

  it('translates keys, keeps raw labels and links the middle items', () => {
    renderWithProviders(
      <Breadcrumbs
        items={[
          { label: 'userMenu.account', href: '/my/account' },
          { label: 'Order 20260512-0001', raw: true },
        ]}
      />,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['My account', '/my/account'],
    ]);
    expect(within(trail).getByText('Order 20260512-0001')).toHaveAttribute('title', 'Order 20260512-0001');
  });

  it('shows Home alone as the current page on the home page', () => {
    renderWithProviders(<Breadcrumbs items={[{ label: 'nav.home', href: '/' }]} />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getAllByText('Home')).toHaveLength(1);
    expect(within(trail).queryByRole('link')).toBeNull();
  });
});
