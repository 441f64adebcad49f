// The shell's whole-page states: "site not found" (unknown host) and the error state (API down).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ErrorState from '@/components/common/ErrorState';
import SiteNotFound from '@/components/common/SiteNotFound';
import { renderWithProviders } from './helpers/renderWithProviders';

describe('SiteNotFound', () => {
  it('explains in the shopper language that there is no storefront here, with no link to follow', () => {
    renderWithProviders(<SiteNotFound />);
    expect(screen.getByTestId('site-not-found')).toHaveTextContent('Site not found');
    expect(screen.getByText(/There is no storefront at this address/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('says the service is unavailable for a 503 and retries by reloading', async () => {
    const { router } = renderWithProviders(<ErrorState status={503} code="UPSTREAM_UNAVAILABLE" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The service is temporarily unavailable');
    expect(screen.getByText('UPSTREAM_UNAVAILABLE')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(router.reload).toHaveBeenCalled();
  });

  it('uses the generic text for other failures', () => {
    renderWithProviders(<ErrorState status={500} code="TENANT_MISCONFIGURED" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
  });
});
