import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { LoginResponse } from '@/contract';
import type { Http } from '@/services/http';
import AuthView from '@/components/auth/AuthView';
import LoginForm from '@/components/auth/LoginForm';
import { loginRedirectTarget } from '@/stores/session/loginRedirect';
import { loadLoginPage } from '@/loaders/login';
import { Providers, fakeApi, type Route } from './Home.harness';

let mockHttp: Http;
const mockLogin = jest.fn(async () => undefined);
const mockReplace = jest.fn(async () => true);
jest.mock('@/stores/http', () => ({ useHttp: () => mockHttp }));
jest.mock('@/stores/session', () => ({ useSession: () => ({ login: mockLogin }) }));
jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/auth/login', query: {}, asPath: '/auth/login', replace: mockReplace }),
}));

const response: LoginResponse = {
  accessToken: 'tok',
  expiresAt: '2026-09-01T00:00:00Z',
  profile: {
    id: 'u1',
    name: 'Demo',
    email: 'demo@globalbuy.test',
    secondEmail: null,
    phoneNumber: null,
    language: 'en',
    unreadNotificationCount: 0,
    createdAt: '2026-01-01T00:00:00Z',
  },
};

function setup(route: Route, target = {}) {
  const api = fakeApi({ 'POST /front/user/login': route });
  mockHttp = api.http;
  function Harness() {
    const [email, setEmail] = jest.requireActual<typeof import('react')>('react').useState('');
    return <LoginForm email={email} onEmailChange={setEmail} target={target} onForgot={jest.fn()} />;
  }
  render(
    <Providers>
      <Harness />
    </Providers>,
  );
  return api;
}

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
}

beforeEach(() => {
  mockLogin.mockClear();
  mockReplace.mockClear();
});

describe('LoginForm', () => {
  it('logs in and hands the session store the redirect target from the query', async () => {
    const api = setup({ status: 200, data: response }, { redirectUrl: '/cart', refrom: undefined });
    fill('  demo@globalbuy.test ', 'Shopper2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(mockLogin).toHaveBeenCalledWith(response, { redirectUrl: '/cart', refrom: undefined }));
    expect(api.calls[0]).toMatchObject({
      key: 'POST /front/user/login',
      body: { email: 'demo@globalbuy.test', password: 'Shopper2026!' },
    });
  });

  it('checks the fields before calling the API', async () => {
    const api = setup({ status: 200, data: response });
    fill('not-an-email', '');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    // The submit takes the shopper to the first wrong field.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /email/i })).toHaveFocus());
  });

  it('shows an API error as translated text, never the raw message', async () => {
    // The reference API's real 429 body: fields.retryAfter is not a form field, so it must not hide the message.
    setup({
      status: 429,
      data: {
        code: 'TOO_MANY_REQUESTS',
        message: 'raw server text',
        detail: 'Retry in 900 s',
        fields: { retryAfter: '900' },
      },
    });
    fill('demo@globalbuy.test', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(screen.queryByText('raw server text')).not.toBeInTheDocument();
    expect(mockLogin).not.toHaveBeenCalled();
  });

  it('says a wrong email or password in words', async () => {
    setup({ status: 401, data: { code: 'INVALID_CREDENTIALS', message: 'The email or the password is not correct' } });
    fill('demo@globalbuy.test', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('The email or the password is not correct.');
    // It stands above the fields: a shopper who sent the form from below is shown it.
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(refusal);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('words a refusal for logging in, sent once, and clears it as soon as the shopper edits the email or the password', async () => {
    const api = setup({
      status: 401,
      data: { code: 'INVALID_CREDENTIALS', message: 'The email or the password is not correct' },
    });
    fill('demo@globalbuy.test', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Could not log in: The email or the password is not correct\.$/,
    );
    expect(api.calls).toHaveLength(1);
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong2' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'demo2@globalbuy.test' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("clears a field's error when that field changes, keeping the other field's", async () => {
    const api = setup({ status: 200, data: response });
    fill('not-an-email', '');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'demo@globalbuy.test' } });
    expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('puts field errors from the API under their field', async () => {
    setup({ status: 400, data: { code: 'VALIDATION_FAILED', message: 'bad', fields: { email: 'INVALID_EMAIL' } } });
    fill('demo@globalbuy.test', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables the button while pending and sends one request for a double click', async () => {
    let release: (value: { status: number; data: unknown }) => void = () => undefined;
    const api = setup(
      () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    );
    fill('demo@globalbuy.test', 'Shopper2026!');
    const button = screen.getByRole('button', { name: 'Log in' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await act(async () => release({ status: 200, data: response }));
    await waitFor(() => expect(mockLogin).toHaveBeenCalledTimes(1));
    expect(api.calls).toHaveLength(1);
  });
});

describe('login target', () => {
  it('passes redirectUrl and refrom from the page query to the login', async () => {
    mockHttp = fakeApi({ 'POST /front/user/login': { status: 200, data: response } }).http;
    render(
      <Providers>
        <AuthView
          initialTab="login"
          target={{ redirectUrl: '/my/account', refrom: '/partner/welcome' }}
          siteName="GlobalBuy"
        />
      </Providers>,
    );
    fill('demo@globalbuy.test', 'Shopper2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(mockLogin).toHaveBeenCalled());
    const [, target] = mockLogin.mock.calls[0] as unknown as [LoginResponse, { redirectUrl: string; refrom: string }];
    // Where the session store then sends the shopper: refrom with the email, else redirectUrl, else home.
    expect(loginRedirectTarget(target, response.profile.email, 'http://localhost')).toBe(
      '/partner/welcome?email=demo%40globalbuy.test',
    );
    expect(loginRedirectTarget({ redirectUrl: target.redirectUrl }, response.profile.email, 'http://localhost')).toBe(
      '/my/account',
    );
    expect(loginRedirectTarget({}, response.profile.email, 'http://localhost')).toBe('/');
  });

  it('switches tabs and keeps the tab in the address', async () => {
    mockHttp = fakeApi({}).http;
    render(
      <Providers>
        <AuthView initialTab="login" target={{}} siteName="GlobalBuy" />
      </Providers>,
    );
    expect(screen.getByRole('heading', { name: 'Welcome to GlobalBuy' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
    expect(await screen.findByRole('form', { name: 'Sign up' })).toBeInTheDocument();
    expect(mockReplace).toHaveBeenCalledWith({ pathname: '/auth/login', query: { tab: 'signup' } }, undefined, {
      shallow: true,
      scroll: false,
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Forgot password' }));
    expect(await screen.findByRole('form', { name: 'Forgot password' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
    expect(mockReplace).toHaveBeenLastCalledWith({ pathname: '/auth/login', query: {} }, undefined, {
      shallow: true,
      scroll: false,
    });
  });
});

describe('login side picture', () => {
  it("shows the tenant's login side picture beside the form when it set one, and none otherwise", () => {
    mockHttp = fakeApi({}).http;
    const sideImage = {
      id: 's',
      imageUrl: '/api/assets/content/globalbuy/promo.svg',
      link: null,
      title: 'Shop the world',
      position: 'LOGIN_SIDE',
    };
    const { unmount } = render(
      <Providers>
        <AuthView initialTab="login" target={{}} siteName="GlobalBuy" sideImage={sideImage} />
      </Providers>,
    );
    expect(screen.getByRole('img', { name: 'Shop the world' })).toHaveAttribute(
      'src',
      expect.stringContaining('promo.svg'),
    );
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
    unmount();
    render(
      <Providers>
        <AuthView initialTab="login" target={{}} siteName="GlobalBuy" />
      </Providers>,
    );
    expect(screen.queryByTestId('site-image')).not.toBeInTheDocument();
  });

  it('loads the side picture for a visitor and shows the form without it when the call fails', async () => {
    const ctx = { req: { headers: { host: 'localhost' } }, query: {} } as unknown as Parameters<
      typeof loadLoginPage
    >[0];
    const visitor = { loggedIn: false, profile: null } as unknown as Parameters<typeof loadLoginPage>[1]['session'];
    const image = { id: 's', imageUrl: '/api/assets/x.svg', link: null, title: null, position: 'LOGIN_SIDE' };
    const found = fakeApi({ 'GET /front/site-content/images': { status: 200, data: [image] } });
    expect(
      await loadLoginPage(ctx, { session: visitor, http: found.http } as Parameters<typeof loadLoginPage>[1]),
    ).toEqual({ props: { sideImage: image } });
    expect(found.callsTo('GET /front/site-content/images')[0]?.params).toEqual({ position: 'LOGIN_SIDE' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = fakeApi({
      'GET /front/site-content/images': { status: 502, data: { code: 'UPSTREAM_UNAVAILABLE', message: '' } },
    });
    expect(
      await loadLoginPage(ctx, { session: visitor, http: failing.http } as Parameters<typeof loadLoginPage>[1]),
    ).toEqual({ props: { sideImage: null } });
    warn.mockRestore();
  });
});
