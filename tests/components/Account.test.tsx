// /my/account: each form calls its endpoint with the right body, shows client and API field errors inline,
// disables its button while pending, and refreshes the session profile where the header depends on it.
import RequireLogin from '@/components/common/RequireLogin';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import AccountView from '@/components/account/AccountView';
import { clearSessionCookies } from '@/utils/cookies';
import { apiError } from '../fixtures/fakeApi';
import { makeProfile, makeTenant, renderWithProviders, type Routes } from './helpers/renderWithProviders';
import enAccount from '@/locales/en/account.json';
import enAuth from '@/locales/en/auth.json';
import enPayments from '@/locales/en/payments.json';

const body = (config: InternalAxiosRequestConfig) => JSON.parse(String(config.data ?? '{}')) as Record<string, unknown>;
const profile = makeProfile({ name: 'Demo Shopper', phoneNumber: '+1 555 0100' });

function renderAccount(routes: Routes = {}, options: { tenant?: ReturnType<typeof makeTenant> } = {}) {
  // As _app renders a requireAuth page: the guard beside the view.
  return renderWithProviders(
    <>
      <RequireLogin />
      <AccountView initialProfile={profile} />
    </>,
    {
      profile,
      path: '/my/account',
      routes,
      tenant: options.tenant,
      namespaces: { account: enAccount, auth: enAuth, payments: enPayments },
    },
  );
}

const form = (name: string) => screen.getByRole('form', { name });
const calls = (list: InternalAxiosRequestConfig[], method: string, url: string) =>
  list.filter((c) => (c.method ?? 'get').toUpperCase() === method && c.url === url);

describe('AccountView', () => {
  it('saves the profile with PUT /front/user/profile and refreshes the session profile', async () => {
    const updated = { ...profile, name: 'New Name', phoneNumber: null, secondEmail: 'backup@example.com' };
    const { calls: list } = renderAccount({ 'PUT /front/user/profile': () => updated });
    const profileForm = form('Profile');
    fireEvent.change(within(profileForm).getByLabelText(/^Name/), { target: { value: '  New Name ' } });
    fireEvent.change(within(profileForm).getByLabelText(/^Phone number/), { target: { value: '' } });
    fireEvent.change(within(profileForm).getByLabelText(/^Backup email/), { target: { value: 'backup@example.com' } });
    const save = within(profileForm).getByRole('button', { name: 'Save changes' });
    fireEvent.click(save);
    expect(save).toBeDisabled();
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    const put = calls(list, 'PUT', '/front/user/profile');
    expect(put).toHaveLength(1);
    expect(body(put[0]!)).toEqual({ name: 'New Name', phoneNumber: null, secondEmail: 'backup@example.com' });
    await waitFor(() => expect(calls(list, 'GET', '/front/user/profile').length).toBeGreaterThanOrEqual(1));
  });

  it('checks profile fields before calling and shows the API field errors inline', async () => {
    const { calls: list } = renderAccount({
      'PUT /front/user/profile': (config: InternalAxiosRequestConfig) =>
        apiError(config, 400, { code: 'VALIDATION_FAILED', message: 'raw', fields: { secondEmail: 'SAME_AS_EMAIL' } }),
    });
    const profileForm = form('Profile');
    fireEvent.change(within(profileForm).getByLabelText(/^Phone number/), { target: { value: 'abc' } });
    fireEvent.click(within(profileForm).getByRole('button', { name: 'Save changes' }));
    expect(await within(profileForm).findByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(calls(list, 'PUT', '/front/user/profile')).toHaveLength(0);

    fireEvent.change(within(profileForm).getByLabelText(/^Phone number/), { target: { value: '+1 555 0199' } });
    fireEvent.change(within(profileForm).getByLabelText(/^Backup email/), { target: { value: 'other@example.com' } });
    fireEvent.click(within(profileForm).getByRole('button', { name: 'Save changes' }));
    expect(await within(profileForm).findByText('Use a different address from your login email.')).toBeInTheDocument();
    expect(calls(list, 'PUT', '/front/user/profile')).toHaveLength(1);
    expect(screen.queryByText('raw')).not.toBeInTheDocument();
  });

  it('blocks mismatched passwords on the client', async () => {
    const { calls: list } = renderAccount({ 'PUT /front/user/change-password': { success: true } });
    const passwordForm = form('Change password');
    fireEvent.change(within(passwordForm).getByLabelText(/^Current password/), { target: { value: 'Shopper2026!' } });
    fireEvent.change(within(passwordForm).getByLabelText(/^New password/), { target: { value: 'Better2027!' } });
    fireEvent.change(within(passwordForm).getByLabelText(/^Confirm new password/), {
      target: { value: 'Better2028!' },
    });
    fireEvent.click(within(passwordForm).getByRole('button', { name: 'Change password' }));
    expect(await within(passwordForm).findByText('The passwords do not match.')).toBeInTheDocument();
    expect(calls(list, 'PUT', '/front/user/change-password')).toHaveLength(0);
  });

  it('changes the password and shows a wrong current password under its field', async () => {
    let attempt = 0;
    const { calls: list } = renderAccount({
      'PUT /front/user/change-password': (config: InternalAxiosRequestConfig) => {
        attempt += 1;
        if (attempt === 1)
          return apiError(config, 400, {
            code: 'VALIDATION_FAILED',
            message: 'x',
            fields: { oldPassword: 'WRONG_PASSWORD' },
          });
        return { success: true };
      },
    });
    const passwordForm = form('Change password');
    const fill = (old: string) => {
      fireEvent.change(within(passwordForm).getByLabelText(/^Current password/), { target: { value: old } });
      fireEvent.change(within(passwordForm).getByLabelText(/^New password/), { target: { value: 'Better2027!' } });
      fireEvent.change(within(passwordForm).getByLabelText(/^Confirm new password/), {
        target: { value: 'Better2027!' },
      });
    };
    fill('wrong-one');
    fireEvent.click(within(passwordForm).getByRole('button', { name: 'Change password' }));
    expect(await within(passwordForm).findByText('The password is not correct.')).toBeInTheDocument();
    fill('Shopper2026!');
    fireEvent.click(within(passwordForm).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    const put = calls(list, 'PUT', '/front/user/change-password');
    expect(body(put[1]!)).toEqual({ oldPassword: 'Shopper2026!', newPassword: 'Better2027!' });
    expect(within(passwordForm).getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('changes the pay password with the current one (current → new twice) and starts the form afresh', async () => {
    const account = { balance: 10, frozen: 0, available: 10, hasPayPassword: true, payPasswordLockedUntil: null };
    const { calls: list } = renderAccount({
      '/front/user-account': account,
      'POST /front/user-account/resetPayPassword': account,
    });
    const payForm = await screen.findByRole('form', { name: 'Change the pay password' });
    // On a page, focus stays where the shopper is.
    expect(within(payForm).getByLabelText(/^Current pay password/)).not.toHaveFocus();
    fireEvent.change(within(payForm).getByLabelText(/^Current pay password/), { target: { value: '123456' } });
    fireEvent.change(within(payForm).getByLabelText(/^New pay password/), { target: { value: '654321' } });
    fireEvent.change(within(payForm).getByLabelText(/^Repeat the pay password/), { target: { value: '654320' } });
    fireEvent.click(within(payForm).getByRole('button', { name: 'Change pay password' }));
    expect(await within(payForm).findByText('The two pay passwords do not match.')).toBeInTheDocument();
    expect(calls(list, 'POST', '/front/user-account/resetPayPassword')).toHaveLength(0);
    fireEvent.change(within(payForm).getByLabelText(/^Repeat the pay password/), { target: { value: '654321' } });
    fireEvent.click(within(payForm).getByRole('button', { name: 'Change pay password' }));
    expect(await screen.findByText('Your pay password is changed.')).toBeInTheDocument();
    expect(body(calls(list, 'POST', '/front/user-account/resetPayPassword')[0]!)).toEqual({
      oldPayPassword: '123456',
      newPayPassword: '654321',
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Change the pay password' })).getByLabelText(/^Current pay password/),
      ).toHaveValue(''),
    );
  });

  it("clears the password form's message once a field is edited", async () => {
    const { calls: list } = renderAccount({
      'PUT /front/user/change-password': (config: InternalAxiosRequestConfig) =>
        apiError(config, 503, { code: 'SERVICE_UNAVAILABLE', message: 'x' }),
    });
    const passwordForm = form('Change password');
    fireEvent.change(within(passwordForm).getByLabelText(/^Current password/), { target: { value: 'Shopper2026!' } });
    fireEvent.change(within(passwordForm).getByLabelText(/^New password/), { target: { value: 'Better2027!' } });
    fireEvent.change(within(passwordForm).getByLabelText(/^Confirm new password/), {
      target: { value: 'Better2027!' },
    });
    fireEvent.click(within(passwordForm).getByRole('button', { name: 'Change password' }));
    // Worded for what was tried, and sent once.
    expect(await within(passwordForm).findByRole('alert')).toHaveTextContent(
      /^Could not change your password: The server had a problem\. Please try again later\.$/,
    );
    expect(calls(list, 'PUT', '/front/user/change-password')).toHaveLength(1);
    fireEvent.change(within(passwordForm).getByLabelText(/^Current password/), { target: { value: 'Shopper2026?' } });
    expect(within(passwordForm).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears a pay password refusal once a field changes, in the change and the first-set forms', async () => {
    const account = { balance: 10, frozen: 0, available: 10, hasPayPassword: true, payPasswordLockedUntil: null };
    const { calls: list } = renderAccount({
      '/front/user-account': account,
      'POST /front/user-account/resetPayPassword': (config: InternalAxiosRequestConfig) =>
        apiError(config, 503, { code: 'SERVICE_UNAVAILABLE', message: 'x' }),
    });
    const payForm = await screen.findByRole('form', { name: 'Change the pay password' });
    fireEvent.change(within(payForm).getByLabelText(/^Current pay password/), { target: { value: '123456' } });
    fireEvent.change(within(payForm).getByLabelText(/^New pay password/), { target: { value: '654321' } });
    fireEvent.change(within(payForm).getByLabelText(/^Repeat the pay password/), { target: { value: '654321' } });
    fireEvent.click(within(payForm).getByRole('button', { name: 'Change pay password' }));
    expect(await within(payForm).findByRole('alert')).toHaveTextContent(
      /^Could not change your pay password: The server had a problem\. Please try again later\.$/,
    );
    expect(calls(list, 'POST', '/front/user-account/resetPayPassword')).toHaveLength(1);
    fireEvent.change(within(payForm).getByLabelText(/^New pay password/), { target: { value: '654320' } });
    expect(within(payForm).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears a refused first pay password once it is edited', async () => {
    renderAccount({
      '/front/user-account': {
        balance: 0,
        frozen: 0,
        available: 0,
        hasPayPassword: false,
        payPasswordLockedUntil: null,
      },
      'POST /front/user-account/first-set-pay-password': (config: InternalAxiosRequestConfig) =>
        apiError(config, 503, { code: 'SERVICE_UNAVAILABLE', message: 'x' }),
    });
    const first = await screen.findByRole('form', { name: 'Set a pay password' });
    fireEvent.change(within(first).getByLabelText(/^New pay password/), { target: { value: '246810' } });
    fireEvent.change(within(first).getByLabelText(/^Repeat the pay password/), { target: { value: '246810' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Set pay password' }));
    // The intro is an alert too: the refusal is the one with the server's text, worded for setting the password.
    expect(
      await within(first).findByText(
        'Could not set your pay password: The server had a problem. Please try again later.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(within(first).getByLabelText(/^Repeat the pay password/), { target: { value: '24681' } });
    expect(within(first).queryByText(/The server had a problem/)).not.toBeInTheDocument();
  });

  it('offers to set a first pay password when there is none yet', async () => {
    const { calls: list } = renderAccount({
      '/front/user-account': {
        balance: 0,
        frozen: 0,
        available: 0,
        hasPayPassword: false,
        payPasswordLockedUntil: null,
      },
      'POST /front/user-account/first-set-pay-password': {
        balance: 0,
        frozen: 0,
        available: 0,
        hasPayPassword: true,
        payPasswordLockedUntil: null,
      },
    });
    const first = await screen.findByRole('form', { name: 'Set a pay password' });
    fireEvent.change(within(first).getByLabelText(/^New pay password/), { target: { value: '246810' } });
    fireEvent.change(within(first).getByLabelText(/^Repeat the pay password/), { target: { value: '246810' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Set pay password' }));
    expect(await screen.findByRole('form', { name: 'Change the pay password' })).toBeInTheDocument();
    expect(body(calls(list, 'POST', '/front/user-account/first-set-pay-password')[0]!)).toEqual({
      payPassword: '246810',
    });
  });

  it('sends a code to the new email with a 60 s countdown, then changes the email and refreshes the session', async () => {
    const changed = { ...profile, email: 'new@example.com' };
    const { calls: list } = renderAccount({
      'POST /front/user/send-email-code': { sent: true, expiresInSeconds: 600, resendAfterSeconds: 60 },
      'PUT /front/user/email': () => changed,
      '/front/user/profile': () => changed,
    });
    const emailForm = form('Change login email');
    fireEvent.change(within(emailForm).getByLabelText(/^New email/), { target: { value: 'new@example.com' } });
    fireEvent.click(within(emailForm).getByRole('button', { name: 'Send code' }));
    expect(await within(emailForm).findByRole('button', { name: /Resend in (60|59) s/ })).toBeDisabled();
    expect(body(calls(list, 'POST', '/front/user/send-email-code')[0]!)).toEqual({ email: 'new@example.com' });

    fireEvent.change(within(emailForm).getByLabelText(/^Verification code/), { target: { value: '123456' } });
    fireEvent.change(within(emailForm).getByLabelText(/^Login password/), { target: { value: 'Shopper2026!' } });
    const profileCallsBefore = calls(list, 'GET', '/front/user/profile').length;
    fireEvent.click(within(emailForm).getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('Your login email is now new@example.com.')).toBeInTheDocument();
    expect(body(calls(list, 'PUT', '/front/user/email')[0]!)).toEqual({
      email: 'new@example.com',
      verificationCode: '123456',
      loginPassword: 'Shopper2026!',
    });
    expect(calls(list, 'GET', '/front/user/profile').length).toBeGreaterThan(profileCallsBefore);
    // The profile form shows the new login email.
    expect(within(form('Profile')).getByLabelText(/^Login email/)).toHaveValue('new@example.com');
  });

  it('rejects the current email before sending a code and shows a wrong code inline', async () => {
    const { calls: list } = renderAccount({
      'PUT /front/user/email': (config: InternalAxiosRequestConfig) =>
        apiError(config, 400, { code: 'CODE_INVALID', message: 'x', fields: { verificationCode: 'CODE_INVALID' } }),
    });
    const emailForm = form('Change login email');
    fireEvent.change(within(emailForm).getByLabelText(/^New email/), {
      target: { value: profile.email.toUpperCase() },
    });
    fireEvent.click(within(emailForm).getByRole('button', { name: 'Send code' }));
    expect(await within(emailForm).findByText('This is already your login email.')).toBeInTheDocument();
    expect(calls(list, 'POST', '/front/user/send-email-code')).toHaveLength(0);

    fireEvent.change(within(emailForm).getByLabelText(/^New email/), { target: { value: 'new@example.com' } });
    fireEvent.change(within(emailForm).getByLabelText(/^Verification code/), { target: { value: '000000' } });
    fireEvent.change(within(emailForm).getByLabelText(/^Login password/), { target: { value: 'Shopper2026!' } });
    fireEvent.click(within(emailForm).getByRole('button', { name: 'Change email' }));
    expect(await within(emailForm).findByText('The verification code is not correct.')).toBeInTheDocument();
  });

  it('offers only the tenant languages, saves the choice and switches the site locale and NEXT_LOCALE', async () => {
    const { calls: list, router } = renderAccount({ 'PUT /front/user/language': { ...profile, language: 'fr' } });
    const languageForm = form('Preferred language');
    const language = within(languageForm).getByRole('combobox', { name: 'Language' });
    // The browser's own select: its options are the tenant's languages, named in their own language.
    const options = within(language)
      .getAllByRole('option')
      .map((o) => [o.textContent, o.getAttribute('lang')]);
    // Each name carries its language, so a screen reader reads it in that voice.
    expect(options).toEqual([
      ['English', 'en'],
      ['简体中文', 'zh-CN'],
      ['Español', 'es'],
      ['Français', 'fr'],
    ]);
    expect(language).toHaveAttribute('name', 'language');
    fireEvent.change(language, { target: { value: 'fr' } });
    await act(async () => {
      fireEvent.click(within(languageForm).getByRole('button', { name: 'Use this language' }));
    });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/my/account', undefined, { locale: 'fr' }));
    const put = calls(list, 'PUT', '/front/user/language');
    expect(put[0]?.params).toEqual({ language: 'fr' });
    expect(document.cookie).toContain('NEXT_LOCALE=fr');
  });

  it('words a refused profile save for saving the profile, sends it once and clears it when a field changes', async () => {
    const { calls: list } = renderAccount({
      'PUT /front/user/profile': (config: InternalAxiosRequestConfig) =>
        apiError(config, 503, { code: 'SERVICE_UNAVAILABLE', message: 'x' }),
    });
    const profileForm = form('Profile');
    fireEvent.change(within(profileForm).getByLabelText(/^Name/), { target: { value: 'New Name' } });
    fireEvent.click(within(profileForm).getByRole('button', { name: 'Save changes' }));
    expect(await within(profileForm).findByRole('alert')).toHaveTextContent(
      /^Could not save your profile: The server had a problem\. Please try again later\.$/,
    );
    expect(calls(list, 'PUT', '/front/user/profile')).toHaveLength(1);
    fireEvent.change(within(profileForm).getByLabelText(/^Name/), { target: { value: 'Newer Name' } });
    expect(within(profileForm).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('words a refused email change for changing the email, sends it once and clears it when a field changes', async () => {
    const { calls: list } = renderAccount({
      'PUT /front/user/email': (config: InternalAxiosRequestConfig) =>
        apiError(config, 503, { code: 'SERVICE_UNAVAILABLE', message: 'x' }),
    });
    const emailForm = form('Change login email');
    fireEvent.change(within(emailForm).getByLabelText(/^New email/), { target: { value: 'new@example.com' } });
    fireEvent.change(within(emailForm).getByLabelText(/^Verification code/), { target: { value: '123456' } });
    fireEvent.change(within(emailForm).getByLabelText(/^Login password/), { target: { value: 'Shopper2026!' } });
    fireEvent.click(within(emailForm).getByRole('button', { name: 'Change email' }));
    expect(await within(emailForm).findByRole('alert')).toHaveTextContent(
      /^Could not change your email: The server had a problem\. Please try again later\.$/,
    );
    expect(calls(list, 'PUT', '/front/user/email')).toHaveLength(1);
    fireEvent.change(within(emailForm).getByLabelText(/^Login password/), { target: { value: 'Shopper2026?' } });
    expect(within(emailForm).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('words a refused language for saving the language, sends it once and clears it when the choice changes', async () => {
    const { calls: list } = renderAccount({
      'PUT /front/user/language': (config: InternalAxiosRequestConfig) =>
        apiError(config, 503, { code: 'SERVICE_UNAVAILABLE', message: 'x' }),
    });
    const languageForm = form('Preferred language');
    const language = within(languageForm).getByRole('combobox', { name: 'Language' });
    fireEvent.change(language, { target: { value: 'fr' } });
    await act(async () => {
      fireEvent.click(within(languageForm).getByRole('button', { name: 'Use this language' }));
    });
    expect(await within(languageForm).findByRole('alert')).toHaveTextContent(
      /^Could not save your language: The server had a problem\. Please try again later\.$/,
    );
    expect(calls(list, 'PUT', '/front/user/language')).toHaveLength(1);
    fireEvent.change(language, { target: { value: 'es' } });
    expect(within(languageForm).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the single language of a one-language tenant without a choice', () => {
    renderAccount({}, { tenant: makeTenant({ supportedLanguages: ['en'] }) });
    expect(screen.getByText('This site is offered in English only.')).toBeInTheDocument();
    expect(within(form('Preferred language')).getByRole('combobox', { name: 'Language' })).toBeDisabled();
    expect(within(form('Preferred language')).getByRole('button', { name: 'Use this language' })).toBeDisabled();
  });

  it('goes to login on the client when the session ends in another tab', async () => {
    const { router } = renderAccount();
    clearSessionCookies();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/auth/login?redirectUrl=%2Fmy%2Faccount'));
    expect(screen.queryByRole('form', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('leaves the way home to the shopper who logs out of all devices here', async () => {
    const { router } = renderAccount({ 'POST /front/user/logout-all': null });
    fireEvent.click(screen.getByRole('button', { name: 'Log out of all devices' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    // The mocked router stays on the page, so the guard has every chance to send the shopper to login instead.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(router.replace).not.toHaveBeenCalled();
  });
});
