// The error page: status code, title, description and the link home, inside the layout on a tenant's site and as
// the whole document (with the storefront's name) where no tenant is known.
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import StatusPage from '@/components/home/StatusPage';
import { createI18n, renderWithProviders } from './helpers/renderWithProviders';

describe('StatusPage', () => {
  it("says the page is not found inside the tenant's layout, with a link home", () => {
    const { container } = renderWithProviders(<StatusPage status={404} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist or is no longer available.')).toBeVisible();
    expect(container).toHaveTextContent('404');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    // The layout already has the page's <main>; the storefront's generic name is for pages without a tenant.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByText('Online store')).not.toBeInTheDocument();
  });

  it('is the whole document when no tenant is known', () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <StatusPage status={500} />
      </I18nextProvider>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Online store');
    expect(main).toHaveTextContent('500');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong on our side' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('has a general message without a status code', () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <StatusPage />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText(/^\d{3}$/)).not.toBeInTheDocument();
  });
});
