// Logging out ends the login only when the API ended the session: when the call fails, the shopper is still
// logged in (the proxy keeps the token cookie), so the page keeps the login and says the logout did not happen.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UserMenu from '@/components/layout/UserMenu';
import { readSessionCookies } from '@/utils/cookies';
import { makeProfile, renderWithProviders } from './helpers/renderWithProviders';

it('keeps the shopper logged in and says so when the API could not end the session', async () => {
  const user = userEvent.setup();
  const { router } = renderWithProviders(<UserMenu />, {
    profile: makeProfile(),
    api: { 'POST /front/user/logout': { status: 503, data: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } },
  });
  await user.hover(screen.getByRole('button', { name: /Demo Shopper/ }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Log out' }));
  expect(await screen.findByText('The server had a problem. Please try again later.')).toBeInTheDocument();
  await waitFor(() => expect(readSessionCookies().loggedIn).toBe(true));
  expect(router.push).not.toHaveBeenCalledWith('/');
  expect(screen.getByRole('button', { name: /Demo Shopper/ })).toBeInTheDocument();
});
