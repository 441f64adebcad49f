import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { LoginResponse } from '@/contract';
import type { Http } from '@/services/http';
import SignupForm from '@/components/auth/SignupForm';
import { EMAIL_CHECK_DEBOUNCE_MS } from '@/components/auth/useEmailAvailability';
import { Providers, fakeApi, type Route } from './Home.harness';

let mockHttp: Http;
const mockLogin = jest.fn(async () => undefined);
jest.mock('@/stores/http', () => ({ useHttp: () => mockHttp }));
jest.mock('@/stores/session', () => ({ useSession: () => ({ login: mockLogin }) }));

const response: LoginResponse = {
  accessToken: 'tok',
  expiresAt: '2026-09-01T00:00:00Z',
  profile: {
    id: 'u2',
    name: 'New Shopper',
    email: 'new@globalbuy.test',
    secondEmail: null,
    phoneNumber: null,
    language: 'en',
    unreadNotificationCount: 0,
    createdAt: '2026-01-01T00:00:00Z',
  },
};

const defaults: Record<string, Route> = {
  'GET /front/user/check-email-available': (config) => ({
    status: 200,
    data: { available: (config.params as { email: string }).email !== 'demo@globalbuy.test' },
  }),
  'POST /front/user/send-email-code': { status: 200, data: { sent: true } },
  'POST /front/user/verify-email-code': { status: 200, data: { valid: true } },
  'POST /front/user/verify-email-promotion-code': (config) => ({
    status: 200,
    data: { valid: JSON.parse(String(config.data)).promotionCode === 'WELCOME10' },
  }),
  'POST /front/user/signup': { status: 200, data: response.profile },
  'POST /front/user/login': { status: 200, data: response },
};

function setup(overrides: Record<string, Route> = {}, target = { redirectUrl: '/cart' }) {
  const api = fakeApi({ ...defaults, ...overrides });
  mockHttp = api.http;
  function Harness() {
    const [email, setEmail] = jest.requireActual<typeof import('react')>('react').useState('');
    return <SignupForm email={email} onEmailChange={setEmail} target={target} />;
  }
  render(
    <Providers>
      <Harness />
    </Providers>,
  );
  return api;
}

const field = (label: RegExp) => screen.getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

function fillValid() {
  type(/^Name/, 'New Shopper');
  type(/^Email[\s\u2009*]*$/, 'new@globalbuy.test');
  type(/^Email verification code/, '123456');
  type(/^Password/, 'Secret2026');
  type(/^Confirm password/, 'Secret2026');
}

beforeEach(() => mockLogin.mockClear());
afterEach(() => jest.useRealTimers());

describe('SignupForm', () => {
  it('says when the email is already registered (debounced check) and blocks the submit', async () => {
    jest.useFakeTimers();
    const api = setup();
    type(/^Email[\s\u2009*]*$/, 'demo@globalbuy.test');
    expect(screen.getByText('Checking this email…')).toBeInTheDocument();
    expect(api.callsTo('GET /front/user/check-email-available')).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(EMAIL_CHECK_DEBOUNCE_MS));
    expect(await screen.findByText(/This email is already registered\. Log in or reset/)).toBeInTheDocument();
    expect(api.callsTo('GET /front/user/check-email-available')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();

    type(/^Email[\s\u2009*]*$/, 'new@globalbuy.test');
    await act(async () => jest.advanceTimersByTime(EMAIL_CHECK_DEBOUNCE_MS));
    expect(await screen.findByText('This email is available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('sends a code and counts down 60 seconds before the next one', async () => {
    jest.useFakeTimers();
    const api = setup();
    type(/^Email[\s\u2009*]*$/, 'new@globalbuy.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const button = await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(button).toBeDisabled();
    expect(screen.getByText(/We sent a code to new@globalbuy\.test/)).toBeInTheDocument();
    expect(api.callsTo('POST /front/user/send-email-code')[0]?.body).toEqual({ email: 'new@globalbuy.test' });

    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend in 59 s' })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('shows the server wait when the code is rate limited (429)', async () => {
    jest.useFakeTimers();
    setup({
      'POST /front/user/send-email-code': {
        status: 429,
        data: { code: 'TOO_MANY_REQUESTS', message: 'Too many', detail: 'Retry in 42 s', fields: { retryAfter: '42' } },
      },
    });
    type(/^Email[\s\u2009*]*$/, 'new@globalbuy.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Too many requests. You can ask for a new code in 42 s.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 42 s' })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(2000));
    expect(screen.getByText('Too many requests. You can ask for a new code in 40 s.')).toBeInTheDocument();
  });

  it('asks for a valid email before sending a code', async () => {
    const api = setup();
    type(/^Email[\s\u2009*]*$/, 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(api.callsTo('POST /front/user/send-email-code')).toHaveLength(0);
  });

  it('checks the promotion code on blur and says when it is invalid', async () => {
    const api = setup();
    type(/^Email[\s\u2009*]*$/, 'new@globalbuy.test');
    type(/^Promotion code/, 'BOGUS');
    fireEvent.blur(field(/^Promotion code/));
    expect(await screen.findByText('This promotion code is not valid')).toBeInTheDocument();
    expect(api.callsTo('POST /front/user/verify-email-promotion-code')[0]?.body).toEqual({
      email: 'new@globalbuy.test',
      promotionCode: 'BOGUS',
    });

    type(/^Promotion code/, 'WELCOME10');
    fireEvent.blur(field(/^Promotion code/));
    expect(await screen.findByText('Promotion code applied')).toBeInTheDocument();
  });

  it('treats a promotion code the API rejects as malformed as invalid', async () => {
    setup({
      'POST /front/user/verify-email-promotion-code': {
        status: 400,
        data: { code: 'VALIDATION_FAILED', message: 'x', fields: { promotionCode: 'PROMOTION_CODE_INVALID' } },
      },
    });
    type(/^Email[\s\u2009*]*$/, 'new@globalbuy.test');
    type(/^Promotion code/, 'X'.repeat(40));
    fireEvent.blur(field(/^Promotion code/));
    expect(await screen.findByText('This promotion code is not valid')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses the wait the API names after sending a code', async () => {
    jest.useFakeTimers();
    setup({ 'POST /front/user/send-email-code': { status: 200, data: { sent: true, resendAfterSeconds: 30 } } });
    type(/^Email[\s\u2009*]*$/, 'new@globalbuy.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 30 s' })).toBeDisabled();
  });

  it('does not submit with an invalid promotion code', async () => {
    const api = setup();
    fillValid();
    type(/^Promotion code/, 'BOGUS');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This promotion code is not valid')).toBeInTheDocument();
    expect(api.callsTo('POST /front/user/signup')).toHaveLength(0);
  });

  it('validates every field inline before any call', async () => {
    const api = setup();
    type(/^Password/, 'short1');
    type(/^Confirm password/, 'short2');
    type(/^Phone number/, 'call me');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(2);
    expect(api.calls.filter((call) => call.key.startsWith('POST'))).toHaveLength(0);
  });

  it('verifies the code, signs up, logs in and hands over the redirect target', async () => {
    const api = setup();
    fillValid();
    type(/^Phone number/, '+856 20 5555 1234');
    type(/^Promotion code/, 'WELCOME10');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(mockLogin).toHaveBeenCalledWith(response, { redirectUrl: '/cart' }));
    expect(api.calls.map((call) => call.key).filter((key) => key.startsWith('POST'))).toEqual([
      'POST /front/user/verify-email-promotion-code',
      'POST /front/user/verify-email-code',
      'POST /front/user/signup',
      'POST /front/user/login',
    ]);
    expect(api.callsTo('POST /front/user/signup')[0]?.body).toEqual({
      name: 'New Shopper',
      email: 'new@globalbuy.test',
      loginPassword: 'Secret2026',
      phoneNumber: '+856 20 5555 1234',
      promotionCode: 'WELCOME10',
    });
    expect(api.callsTo('POST /front/user/login')[0]?.body).toEqual({
      email: 'new@globalbuy.test',
      password: 'Secret2026',
    });
  });

  it('shows a wrong code under the code field and does not verify a good code twice', async () => {
    let codeOk = false;
    let signupOk = false;
    const api = setup({
      'POST /front/user/verify-email-code': () =>
        codeOk
          ? { status: 200, data: { valid: true } }
          : {
              status: 400,
              data: { code: 'CODE_INVALID', message: 'wrong code', fields: { verificationCode: 'CODE_INVALID' } },
            },
      'POST /front/user/signup': () =>
        signupOk
          ? { status: 200, data: response.profile }
          : { status: 400, data: { code: 'VALIDATION_FAILED', message: 'x', fields: { name: 'TOO_LONG' } } },
    });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The verification code is not correct.')).toBeInTheDocument();
    expect(screen.queryByText('wrong code')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    codeOk = true;
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This value is too long.')).toBeInTheDocument();

    signupOk = true;
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(mockLogin).toHaveBeenCalled());
    // Codes are single-use: the second and third submits reuse the verification.
    expect(api.callsTo('POST /front/user/verify-email-code')).toHaveLength(2);
    expect(api.callsTo('POST /front/user/signup')).toHaveLength(2);
  });

  it('words a refused sign-up for creating the account, sent once, and clears it when a field changes', async () => {
    const api = setup({
      'POST /front/user/signup': { status: 503, data: { code: 'UPSTREAM_UNAVAILABLE', message: 'raw upstream text' } },
    });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Could not create your account: The service is temporarily unavailable\. Please try again in a moment\.$/,
    );
    expect(api.callsTo('POST /front/user/signup')).toHaveLength(1);
    expect(mockLogin).not.toHaveBeenCalled();
    type(/^Name/, 'Another Shopper');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
