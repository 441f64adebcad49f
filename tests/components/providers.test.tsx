// The shell's stores working together (tenant, preferences, http, cart, session, notifications), through the
// shared harness: real cookies, a route-table axios adapter and a controllable router.
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { resetUnauthorizedGuard } from '@/services/http';
import { useCart, useCartActions, type CartActions, type CartState } from '@/stores/cart';
import { usePreferences, type PreferencesState } from '@/stores/preferences';
import type { SessionGrant } from '@/services/user';
import { useSession, type SessionState } from '@/stores/session';
import { clearSessionCookies, readCookie, readSessionCookies, writeCookie } from '@/utils/cookies';
import { updateProfileCookie } from '@/utils/profileCookie';
import { cartWith, makeProfile, makeTenant, renderWithProviders } from './helpers/renderWithProviders';

interface Probe {
  cart: CartState;
  session: SessionState;
  preferences: PreferencesState;
}
const probe: { current: Probe | null } = { current: null };

function Probe() {
  const cart = useCart();
  const session = useSession();
  const preferences = usePreferences();
  useEffect(() => {
    probe.current = { cart, session, preferences };
  });
  return (
    <div>
      <span data-testid="count">{cart.count}</span>
      <span data-testid="selected">{cart.selectedIds.join(',')}</span>
      <span data-testid="logged-in">{String(session.loggedIn)}</span>
      <span data-testid="direction">{preferences.direction}</span>
    </div>
  );
}

const current = () => probe.current!;

/** A component that only changes the cart (as add to cart does): how often it rendered, and what it was given. */
const adder: { renders: number; actions: CartActions | null } = { renders: 0, actions: null };
function Adder() {
  const actions = useCartActions();
  useEffect(() => {
    adder.renders += 1;
    adder.actions = actions;
  });
  return null;
}

function failure(status: number, code: string) {
  return (config: InternalAxiosRequestConfig): never => {
    const response: AxiosResponse = {
      data: { code, message: code },
      status,
      statusText: String(status),
      headers: {},
      config,
    };
    throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
  };
}

const unauthorized = failure(401, 'UNAUTHORIZED');

/** A login answer as the browser gets it, with the cookies the /api proxy set from it (token aside: HttpOnly). */
function grantedLogin(language: 'en' | 'es' | 'ja' = 'en'): SessionGrant {
  const profile = makeProfile({ language, email: 'a+b@x.test' });
  writeCookie('loggedIn', '1');
  updateProfileCookie(profile);
  return { expiresAt: '2027-01-01T00:00:00Z', profile };
}

beforeEach(() => {
  resetUnauthorizedGuard();
  document.cookie = 'NEXT_LOCALE=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.cookie = 'ps_color_scheme=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('cart store', () => {
  it('counts the items and prunes the selection to items still in the cart after a sync', async () => {
    renderWithProviders(<Probe />, { profile: makeProfile(), cartQuantity: 3 });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('3'));
    act(() => current().cart.setSelectedIds(['c1', 'gone']));
    await act(() => current().cart.refresh());
    expect(screen.getByTestId('selected')).toHaveTextContent(/^c1$/);
  });

  it('does not re-render a component that only changes the cart when the cart or selection changes', async () => {
    renderWithProviders(
      <>
        <Probe />
        <Adder />
      </>,
      { profile: makeProfile(), cartQuantity: 3 },
    );
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('3'));
    const before = adder.renders;
    const first = adder.actions;
    act(() => current().cart.setSelectedIds(['c1']));
    await act(() => current().cart.refresh());
    expect(screen.getByTestId('selected')).toHaveTextContent(/^c1$/);
    expect(adder.renders).toBe(before);
    expect(adder.actions).toBe(first);
  });

  it('only logs a failed sync (no toast)', async () => {
    renderWithProviders(<Probe />, {
      profile: makeProfile(),
      routes: {
        '/front/cart': () => {
          throw new Error('boom');
        },
      },
    });
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('[cart] sync failed')));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('count')).toHaveTextContent('0');
  });
});

describe('session store', () => {
  it('login takes the grant, switches to the user language the tenant offers, syncs the cart and goes to refrom with the email', async () => {
    const { router, calls } = renderWithProviders(<Probe />, { routes: { '/front/cart': cartWith(2) } });
    await act(() => current().session.login(grantedLogin('es'), { refrom: '/welcome', redirectUrl: '/cart' }));
    expect(screen.getByTestId('logged-in')).toHaveTextContent('true');
    expect(current().session).not.toHaveProperty('token');
    expect(readCookie('locale')).toBe('es');
    // No bearer from the browser: the proxy attaches it from the HttpOnly cookie.
    const cartCall = calls.find((c) => c.url === '/front/cart');
    expect(cartCall?.headers.get('Authorization')).toBeUndefined();
    expect(screen.getByTestId('count')).toHaveTextContent('2');
    expect(router.push).toHaveBeenCalledWith('/welcome?email=a%2Bb%40x.test', undefined, { locale: 'es' });
  });

  it('login keeps the site language when the tenant does not offer the user language, and refuses foreign targets', async () => {
    const { router } = renderWithProviders(<Probe />, { tenant: makeTenant({ supportedLanguages: ['en', 'fr'] }) });
    await act(() => current().session.login(grantedLogin('ja'), { redirectUrl: 'https://evil.example/x' }));
    expect(readCookie('locale')).toBeNull();
    expect(router.push).toHaveBeenCalledWith('/', undefined, undefined);
  });

  it('logout ends the session on the server, clears the cookies, the cart and the selection, and goes to /', async () => {
    const { router, calls } = renderWithProviders(<Probe />, {
      profile: makeProfile(),
      cartQuantity: 4,
      routes: { 'POST /front/user/logout': null },
    });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('4'));
    act(() => current().cart.setSelectedIds(['c1']));
    await act(() => current().session.logout());
    expect(calls.some((c) => c.method === 'post' && c.url === '/front/user/logout')).toBe(true);
    expect(readSessionCookies().loggedIn).toBe(false);
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    expect(screen.getByTestId('selected')).toHaveTextContent('');
    expect(screen.getByTestId('logged-in')).toHaveTextContent('false');
    expect(router.push).toHaveBeenCalledWith('/');
  });

  it('logout with a token the API already refused ends quietly: no "session expired" notice', async () => {
    const { router } = renderWithProviders(<Probe />, {
      profile: makeProfile(),
      routes: { 'POST /front/user/logout': unauthorized },
    });
    await act(() => current().session.logout());
    expect(router.push).toHaveBeenCalledWith('/');
    expect(router.push).not.toHaveBeenCalledWith(expect.stringContaining('/auth/login'));
    expect(screen.queryByText('Login session expired!')).not.toBeInTheDocument();
  });

  it('logout everywhere keeps the login when the API refuses, and ends it when the API agrees', async () => {
    let answer: (config: InternalAxiosRequestConfig) => unknown = failure(503, 'UNAVAILABLE');
    const { router } = renderWithProviders(<Probe />, {
      profile: makeProfile(),
      routes: { 'POST /front/user/logout-all': (config: InternalAxiosRequestConfig) => answer(config) },
    });
    const failed = await act(() => current().session.logoutEverywhere());
    expect(failed.ok).toBe(false);
    expect(screen.getByTestId('logged-in')).toHaveTextContent('true');
    answer = () => null;
    const done = await act(() => current().session.logoutEverywhere());
    expect(done.ok).toBe(true);
    expect(screen.getByTestId('logged-in')).toHaveTextContent('false');
    expect(router.push).toHaveBeenCalledWith('/');
  });

  it('re-reads the cookies when the tab becomes visible: logged out elsewhere → cart cleared', async () => {
    renderWithProviders(<Probe />, { profile: makeProfile(), cartQuantity: 2 });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    clearSessionCookies();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByTestId('logged-in')).toHaveTextContent('false');
    expect(screen.getByTestId('count')).toHaveTextContent('0');
  });

  it('re-reads the cookies when the tab becomes visible: still logged in → cart and profile resync', async () => {
    const { calls } = renderWithProviders(<Probe />, { profile: makeProfile(), cartQuantity: 1 });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
    const before = calls.length;
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const after = calls.slice(before).map((c) => c.url);
    expect(after).toEqual(expect.arrayContaining(['/front/cart', '/front/user/profile']));
  });
});

describe('expired session', () => {
  it('shows exactly one notification for several failing calls, clears the session and goes to login', async () => {
    const { router } = renderWithProviders(<Probe />, {
      profile: makeProfile(),
      path: '/my/account?tab=2',
      routes: { '/front/cart': unauthorized, '/front/user/profile': unauthorized },
    });
    await act(async () => {
      await Promise.all([current().cart.refresh(), current().session.refreshProfile(), current().cart.refresh()]);
    });
    await waitFor(() => expect(screen.getAllByText('Login session expired!')).toHaveLength(1));
    expect(readSessionCookies().loggedIn).toBe(false);
    expect(screen.getByTestId('logged-in')).toHaveTextContent('false');
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledWith('/auth/login?redirectUrl=%2Fmy%2Faccount%3Ftab%3D2');
  });
});

describe('login ended while the page loaded', () => {
  it('a page rendered for a login whose cookies are gone when it runs says the session expired once and goes to login', async () => {
    // What a 401 to a call of the page being left does during a reload: it expires the login cookies after the
    // server has rendered this page as logged in.
    function CookiesGone() {
      clearSessionCookies();
      return null;
    }
    const { router } = renderWithProviders(
      <>
        <CookiesGone />
        <Probe />
      </>,
      { profile: makeProfile(), path: '/how-to-use' },
    );
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/auth/login?redirectUrl=%2Fhow-to-use'));
    await waitFor(() => expect(screen.getAllByText('Login session expired!')).toHaveLength(1));
    expect(screen.getByTestId('logged-in')).toHaveTextContent('false');
    resetUnauthorizedGuard();
  });

  it('a page whose login cookies are still there stays as it is', async () => {
    const { router } = renderWithProviders(<Probe />, { profile: makeProfile(), path: '/how-to-use' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByTestId('logged-in')).toHaveTextContent('true');
  });
});

describe('preferences', () => {
  it('renders Arabic right to left whatever the preference', () => {
    renderWithProviders(<Probe />, { locale: 'ar', direction: 'ltr' });
    expect(screen.getByTestId('direction')).toHaveTextContent('rtl');
  });

  it('keeps scheme and direction choices in cookies', () => {
    renderWithProviders(<Probe />);
    act(() => {
      current().preferences.setScheme('dark');
      current().preferences.setDirection('rtl');
    });
    expect(readCookie('scheme')).toBe('dark');
    expect(readCookie('direction')).toBe('rtl');
    expect(screen.getByTestId('direction')).toHaveTextContent('rtl');
  });
});
