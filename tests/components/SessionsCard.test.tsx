// "Log out of all devices" on the account page: it calls POST /front/user/logout-all; on success the shopper is
// logged out here too and goes home; on failure they stay logged in and read why.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import SessionsCard from '@/components/account/SessionsCard';
import { useSession } from '@/stores/session';
import { readSessionCookies } from '@/utils/cookies';
import { makeProfile, renderWithProviders, type Routes } from './helpers/renderWithProviders';
import enAccount from '@/locales/en/account.json';

function LoginState() {
  return <span data-testid="logged-in">{String(useSession().loggedIn)}</span>;
}

function unavailable(config: InternalAxiosRequestConfig): never {
  const response: AxiosResponse = {
    data: { code: 'UPSTREAM_UNAVAILABLE', message: 'down' },
    status: 502,
    statusText: '502',
    headers: {},
    config,
  };
  throw new AxiosError('Request failed with status code 502', 'ERR_BAD_RESPONSE', config, null, response);
}

function renderCard(routes: Routes) {
  return renderWithProviders(
    <>
      <SessionsCard />
      <LoginState />
    </>,
    {
      profile: makeProfile(),
      path: '/my/account',
      routes,
      namespaces: { account: enAccount },
    },
  );
}

const button = () => screen.getByRole('button', { name: 'Log out of all devices' });

describe('SessionsCard', () => {
  it('ends every session, logs out here and goes home', async () => {
    const { calls, router } = renderCard({ 'POST /front/user/logout-all': null });
    fireEvent.click(button());
    expect(button()).toBeDisabled();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    expect(calls.filter((c) => c.method === 'post' && c.url === '/front/user/logout-all')).toHaveLength(1);
    expect(readSessionCookies().loggedIn).toBe(false);
    expect(screen.getByTestId('logged-in')).toHaveTextContent('false');
    expect(await screen.findByText('You have been logged out on all devices.')).toBeInTheDocument();
  });

  it('keeps the shopper logged in and says why when the API refuses', async () => {
    const { router } = renderCard({ 'POST /front/user/logout-all': unavailable });
    fireEvent.click(button());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByTestId('logged-in')).toHaveTextContent('true');
    expect(readSessionCookies().loggedIn).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
    expect(button()).toBeEnabled();
  });
});
