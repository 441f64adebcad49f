import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Http } from '@/services/http';
import AuthView from '@/components/auth/AuthView';
import { Providers, fakeApi, type Route } from './Home.harness';

let mockHttp: Http;
jest.mock('@/stores/http', () => ({ useHttp: () => mockHttp }));
jest.mock('@/stores/session', () => ({ useSession: () => ({ login: jest.fn() }) }));
jest.mock('next/router', () => ({
  useRouter: () => ({
    pathname: '/auth/login',
    query: { tab: 'forgot' },
    asPath: '/auth/login?tab=forgot',
    replace: jest.fn(async () => true),
  }),
}));

async function setup(forget: Route = { status: 200, data: { ok: true } }) {
  const api = fakeApi({
    'POST /front/user/send-email-code': { status: 200, data: { sent: true } },
    'POST /front/user/forget-password': forget,
  });
  mockHttp = api.http;
  render(
    <Providers>
      <AuthView initialTab="forgot" target={{}} siteName="GlobalBuy" />
    </Providers>,
  );
  // The reset form's code arrives after the page's (the server renders it when the page opens on its tab).
  await screen.findByRole('form', { name: 'Forgot password' });
  return api;
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const EMAIL = /^Email[\s\u2009*]*$/;

function fill() {
  type(EMAIL, 'demo@globalbuy.test');
  type(/^Email verification code/, '654321');
  type(/^New password/, 'Fresh2026pass');
  type(/^Confirm password/, 'Fresh2026pass');
}

describe('forgotten password', () => {
  it('sends a code, resets the password, then returns to login with the email and a success message', async () => {
    const api = await setup();
    type(EMAIL, 'demo@globalbuy.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    const login = await screen.findByRole('form', { name: 'Log in' });
    expect(within(login).getByRole('status')).toHaveTextContent(
      'Your password has been changed. Log in with the new password.',
    );
    expect(within(login).getByLabelText(EMAIL)).toHaveValue('demo@globalbuy.test');
    expect(screen.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('POST /front/user/forget-password')[0]?.body).toEqual({
      email: 'demo@globalbuy.test',
      verificationCode: '654321',
      newPassword: 'Fresh2026pass',
    });
  });

  it('checks the new password rules and the confirmation before calling the API', async () => {
    const api = await setup();
    type(EMAIL, 'demo@globalbuy.test');
    type(/^Email verification code/, '12');
    type(/^New password/, 'onlyletters');
    type(/^Confirm password/, 'different');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Use at least one letter and one number.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code from the email.')).toBeInTheDocument();
    expect(api.callsTo('POST /front/user/forget-password')).toHaveLength(0);
  });

  it('shows a failure as translated text worded for the reset, sent once, stays on the form and clears it on an edit', async () => {
    const api = await setup({ status: 503, data: { code: 'UPSTREAM_UNAVAILABLE', message: 'raw upstream text' } });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Could not reset your password: The service is temporarily unavailable\. Please try again in a moment\.$/,
    );
    expect(screen.queryByText('raw upstream text')).not.toBeInTheDocument();
    expect(api.callsTo('POST /front/user/forget-password')).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Forgot password' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled());
    type(/^Email verification code/, '654320');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
