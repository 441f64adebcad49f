// The one pay dialog: balance and balance after, the first pay password, paying one record or several (batch),
// and a distinct translated text for each refusal code (wrong with tries left, locked with time left, not enough
// balance with the way to top up, already paid), plus the forgotten pay password with an email code and the
// change of a known one (current → new).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { UserAccount } from '@/contract';
import PayDialog from '@/components/payments/PayDialog';
import { makeProfile, renderWithProviders, type Routes } from './helpers/renderWithProviders';
import enAuth from '@/locales/en/auth.json';
import enPayments from '@/locales/en/payments.json';

function apiError(config: InternalAxiosRequestConfig, status: number, data: unknown): never {
  const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
  throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
}

const account = (overrides: Partial<UserAccount> = {}): UserAccount => ({
  balance: 100,
  frozen: 0,
  available: 100,
  hasPayPassword: true,
  payPasswordLockedUntil: null,
  ...overrides,
});

const sent = (calls: InternalAxiosRequestConfig[], method: string, url: string) =>
  calls.filter((c) => (c.method ?? 'get').toUpperCase() === method && c.url === url);

function renderDialog(routes: Routes, props: { paymentNos?: string[]; amount?: number } = {}) {
  const onPaid = jest.fn();
  const onClose = jest.fn();
  const view = renderWithProviders(
    <PayDialog
      open
      paymentNos={props.paymentNos ?? ['P1']}
      amount={props.amount ?? 30}
      description="PO-1"
      onPaid={onPaid}
      onClose={onClose}
    />,
    {
      profile: makeProfile({ email: 'shopper@example.test' }),
      routes: { '/front/user-account': account(), ...routes },
      namespaces: { payments: enPayments, auth: enAuth },
    },
  );
  return { ...view, onPaid, onClose };
}

const dialog = () => screen.getByRole('dialog');
const typePassword = (value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(/^Pay password/), { target: { value } });
const pay = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Pay now' }));

describe('PayDialog', () => {
  it('shows the amount in CNY and the tenant currency, the available balance and the balance after', async () => {
    renderDialog({});
    const amount = await screen.findByTestId('pay-amount');
    expect(amount).toHaveTextContent('CNY 30.00');
    expect(amount).toHaveTextContent('≈ USD 4.17');
    expect(screen.getByTestId('pay-available')).toHaveTextContent('CNY 100.00');
    expect(screen.getByTestId('pay-after')).toHaveTextContent('CNY 70.00');
  });

  it('pays one record with its pay password and reports success', async () => {
    const { calls, onPaid, onClose } = renderDialog({
      'POST /front/payments/P1/pay': { payment: {}, account: account({ balance: 70, available: 70 }) },
    });
    await screen.findByTestId('pay-amount');
    typePassword('12a3456');
    pay();
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ alreadyPaid: false }));
    expect(onClose).toHaveBeenCalled();
    const [call] = sent(calls, 'POST', '/front/payments/P1/pay');
    expect(JSON.parse(String(call?.data))).toEqual({ payPassword: '123456' });
    expect(await screen.findByText('Payment successful.')).toBeInTheDocument();
  });

  it('pays several records at once through batch-pay', async () => {
    const { calls, onPaid } = renderDialog(
      {
        'POST /front/payments/batch-pay': { payments: [], total: 30, account: account() },
      },
      { paymentNos: ['P1', 'P2'] },
    );
    await screen.findByTestId('pay-amount');
    typePassword('654321');
    pay();
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(JSON.parse(String(sent(calls, 'POST', '/front/payments/batch-pay')[0]?.data))).toEqual({
      paymentNos: ['P1', 'P2'],
      payPassword: '654321',
    });
  });

  it('refuses a password that is not six digits without calling the server', async () => {
    const { calls } = renderDialog({});
    await screen.findByTestId('pay-amount');
    typePassword('123');
    pay();
    expect(await within(dialog()).findByText('6 digits')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/front/payments/P1/pay')).toHaveLength(0);
  });

  it('says how many tries are left after a wrong pay password', async () => {
    const { onPaid } = renderDialog({
      'POST /front/payments/P1/pay': (config: InternalAxiosRequestConfig) =>
        apiError(config, 400, {
          code: 'PAY_PASSWORD_WRONG',
          message: 'raw',
          fields: { payPassword: 'PAY_PASSWORD_WRONG', attemptsLeft: '3' },
        }),
    });
    await screen.findByTestId('pay-amount');
    typePassword('111111');
    pay();
    expect(await screen.findByTestId('pay-error')).toHaveTextContent(
      'The pay password is not correct. Tries left before paying is locked: 3.',
    );
    expect(within(dialog()).getByLabelText(/^Pay password/)).toHaveValue('');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says how long paying is locked and disables paying', async () => {
    renderDialog({
      'POST /front/payments/P1/pay': (config: InternalAxiosRequestConfig) =>
        apiError(config, 423, {
          code: 'PAY_PASSWORD_LOCKED',
          message: 'raw',
          fields: { payPassword: 'PAY_PASSWORD_LOCKED', retryAfterSeconds: '840' },
        }),
    });
    await screen.findByTestId('pay-amount');
    typePassword('111111');
    pay();
    expect(await screen.findByTestId('pay-error')).toHaveTextContent('try again in 14 min');
    expect(within(dialog()).getByRole('button', { name: 'Pay now' })).toBeDisabled();
  });

  it('opens locked when the account says so', async () => {
    renderDialog({
      '/front/user-account': account({ payPasswordLockedUntil: new Date(Date.now() + 5 * 60_000).toISOString() }),
    });
    expect(await screen.findByText(/Paying is locked; try again in 5 min/)).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Pay now' })).toBeDisabled();
  });

  it('explains a balance that is too low and links to top up', async () => {
    renderDialog({
      'POST /front/payments/P1/pay': (config: InternalAxiosRequestConfig) =>
        apiError(config, 409, {
          code: 'INSUFFICIENT_BALANCE',
          message: 'raw',
          fields: { required: '30.00', available: '12.50' },
        }),
    });
    await screen.findByTestId('pay-amount');
    typePassword('123456');
    pay();
    const error = await screen.findByTestId('pay-error');
    expect(error).toHaveTextContent('Your balance is not enough: CNY 30.00 is needed and CNY 12.50 is available.');
    expect(within(error).getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/my/balance?topUp=1');
    expect(screen.getByTestId('pay-available')).toHaveTextContent('CNY 12.50');
  });

  it('warns before paying when the balance does not cover the amount', async () => {
    renderDialog({ '/front/user-account': account({ balance: 10, available: 10 }) });
    expect(await screen.findByText('Your balance does not cover this payment.')).toBeInTheDocument();
    expect(screen.getByTestId('pay-after')).toHaveTextContent('-CNY 20.00');
    expect(within(dialog()).getByRole('button', { name: 'Pay now' })).toBeDisabled();
    expect(within(dialog()).getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/my/balance?topUp=1');
  });

  it('tells an already paid record apart and lets the page refresh', async () => {
    const { onPaid } = renderDialog({
      'POST /front/payments/P1/pay': (config: InternalAxiosRequestConfig) =>
        apiError(config, 409, { code: 'ALREADY_PAID', message: 'raw', fields: { paymentNo: 'P1' } }),
    });
    await screen.findByTestId('pay-amount');
    typePassword('123456');
    pay();
    expect(await screen.findByTestId('pay-error')).toHaveTextContent(
      'This has already been paid. Nothing was charged again.',
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    expect(onPaid).toHaveBeenCalledWith({ alreadyPaid: true });
  });

  it('says so, and sends nothing, when everything it was opened for was paid meanwhile', async () => {
    const { calls, onPaid } = renderDialog({}, { paymentNos: [], amount: 0 });
    expect(await screen.findByTestId('pay-error')).toHaveTextContent(
      'This has already been paid. Nothing was charged again.',
    );
    expect(within(dialog()).queryByLabelText(/^Pay password/)).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    expect(onPaid).toHaveBeenCalledWith({ alreadyPaid: true });
    expect(calls.filter((c) => (c.method ?? 'get').toUpperCase() === 'POST')).toEqual([]);
  });

  it('sets the first pay password, then pays', async () => {
    let hasPassword = false;
    const { calls, onPaid } = renderDialog({
      '/front/user-account': () => account({ hasPayPassword: hasPassword }),
      'POST /front/user-account/first-set-pay-password': () => {
        hasPassword = true;
        return account();
      },
      'POST /front/payments/P1/pay': { payment: {}, account: account() },
    });
    expect(await screen.findByText(/Set a 6-digit pay password first/)).toBeInTheDocument();
    fireEvent.change(within(dialog()).getByLabelText(/^New pay password/), { target: { value: '246810' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Repeat the pay password/), { target: { value: '246811' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Set pay password' }));
    expect(await within(dialog()).findByText('The two pay passwords do not match.')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/front/user-account/first-set-pay-password')).toHaveLength(0);
    fireEvent.change(within(dialog()).getByLabelText(/^Repeat the pay password/), { target: { value: '246810' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Set pay password' }));
    await screen.findByTestId('pay-amount');
    expect(JSON.parse(String(sent(calls, 'POST', '/front/user-account/first-set-pay-password')[0]?.data))).toEqual({
      payPassword: '246810',
    });
    typePassword('246810');
    pay();
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
  });

  it('replaces a forgotten pay password with a code sent to the login email', async () => {
    const { calls } = renderDialog({
      'POST /front/user/send-email-code': { sent: true, resendAfterSeconds: 60 },
      'POST /front/user-account/pay-password': account(),
    });
    await screen.findByTestId('pay-amount');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Forgot your pay password?' }));
    expect(within(dialog()).getByDisplayValue('shopper@example.test')).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: /send/i }));
    await waitFor(() => expect(sent(calls, 'POST', '/front/user/send-email-code')).toHaveLength(1));
    expect(JSON.parse(String(sent(calls, 'POST', '/front/user/send-email-code')[0]?.data))).toEqual({
      email: 'shopper@example.test',
    });
    fireEvent.change(within(dialog()).getByLabelText(/^Email verification code/), { target: { value: '424242' } });
    fireEvent.change(within(dialog()).getByLabelText(/^New pay password/), { target: { value: '135790' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Repeat the pay password/), { target: { value: '135790' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Reset pay password' }));
    await screen.findByTestId('pay-amount');
    expect(JSON.parse(String(sent(calls, 'POST', '/front/user-account/pay-password')[0]?.data))).toEqual({
      payPassword: '135790',
      emailVerificationCode: '424242',
    });
  });

  it('changes the pay password with the current one, then goes back to paying', async () => {
    const { calls } = renderDialog({ 'POST /front/user-account/resetPayPassword': account() });
    await screen.findByTestId('pay-amount');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Change the pay password' }));
    fireEvent.change(within(dialog()).getByLabelText(/^Current pay password/), { target: { value: '123456' } });
    fireEvent.change(within(dialog()).getByLabelText(/^New pay password/), { target: { value: '654321' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Repeat the pay password/), { target: { value: '654321' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Change pay password' }));
    expect(await screen.findByText('Your pay password is changed.')).toBeInTheDocument();
    await screen.findByTestId('pay-amount');
    expect(JSON.parse(String(sent(calls, 'POST', '/front/user-account/resetPayPassword')[0]?.data))).toEqual({
      oldPayPassword: '123456',
      newPayPassword: '654321',
    });
  });

  it('says a wrong current pay password under its field, with the tries left, and clears it when retyped', async () => {
    renderDialog({
      'POST /front/user-account/resetPayPassword': (config: InternalAxiosRequestConfig) =>
        apiError(config, 400, { code: 'PAY_PASSWORD_WRONG', message: 'wrong', fields: { attemptsLeft: '3' } }),
    });
    await screen.findByTestId('pay-amount');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Change the pay password' }));
    const current = within(dialog()).getByLabelText(/^Current pay password/);
    fireEvent.change(current, { target: { value: '111111' } });
    fireEvent.change(within(dialog()).getByLabelText(/^New pay password/), { target: { value: '654321' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Repeat the pay password/), { target: { value: '654321' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Change pay password' }));
    const said = 'The pay password is not correct. Tries left before paying is locked: 3.';
    expect(await within(dialog()).findByText(said)).toBeInTheDocument();
    expect(current).toHaveAccessibleDescription(said);
    expect(current).toHaveValue('');
    fireEvent.change(current, { target: { value: '1' } });
    expect(within(dialog()).queryByText(said)).not.toBeInTheDocument();
  });
});
