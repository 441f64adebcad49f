// The balance forms that share their channel choice, amount box and buttons: a top-up by transfer offers every
// channel one can transfer to (not cards) and sends the one chosen with the amount; a withdrawal offers only channels
// that pay out; an amount that cannot be one, or a withdrawal above the balance, is refused in the form before
// anything is sent, in words for that form.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { DepositChannel, FundRequest, UserAccount } from '@/contract';
import DepositDialog from '@/components/balance/DepositDialog';
import OnlineTopUpDialog from '@/components/balance/OnlineTopUpDialog';
import WithdrawDialog from '@/components/balance/WithdrawDialog';
import { makeProfile, renderWithProviders } from './helpers/renderWithProviders';
import enBalance from '@/locales/en/balance.json';
import enPayments from '@/locales/en/payments.json';

const channel = (
  id: string,
  name: string,
  withdrawals: boolean,
  kind: DepositChannel['kind'] = 'BANK',
): DepositChannel => ({
  id,
  kind,
  name,
  accountName: 'Shop Ltd',
  accountNo: '0101',
  instructions: '',
  minAmount: 1,
  feePercent: 0,
  feeFixed: 0,
  withdrawals,
});
const channels = [channel('c1', 'Transfer only', false), channel('c2', 'Pays out', true)];
const account: UserAccount = {
  balance: 100,
  frozen: 0,
  available: 100,
  hasPayPassword: true,
  payPasswordLockedUntil: null,
};
const namespaces = { balance: enBalance, payments: enPayments };
const dialog = () => screen.getByRole('dialog');

describe('balance forms', () => {
  it('top-up by transfer: every channel is offered and the chosen one is sent with the amount', async () => {
    const onDone = jest.fn();
    const onClose = jest.fn();
    const request = { id: 'r1' } as FundRequest;
    const { calls } = renderWithProviders(<DepositDialog open onClose={onClose} onDone={onDone} />, {
      profile: makeProfile(),
      routes: { '/front/deposit-channels': channels, 'POST /front/user-account/deposits': request },
      namespaces,
    });
    const select = await within(dialog()).findByRole('combobox', { name: /Payment channel/ });
    fireEvent.mouseDown(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Bank transfer · Transfer only', 'Bank transfer · Pays out']);
    fireEvent.click(options[1]!);
    fireEvent.change(within(dialog()).getByLabelText(/^Amount sent/), { target: { value: '1,000.50' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send top-up request' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(request));
    const posted = calls.filter((c: InternalAxiosRequestConfig) => c.method?.toUpperCase() === 'POST');
    expect(JSON.parse(String(posted[0]?.data))).toEqual({ channelId: 'c2', amount: 1000.5 });
    expect(onClose).toHaveBeenCalled();
  });

  it('top-up by transfer: a card channel is not offered (cards are paid in the online top-up)', async () => {
    renderWithProviders(<DepositDialog open onClose={jest.fn()} onDone={jest.fn()} />, {
      profile: makeProfile(),
      routes: { '/front/deposit-channels': [channel('k1', 'Visa', true, 'CARD'), ...channels] },
      namespaces,
    });
    const select = await within(dialog()).findByRole('combobox', { name: /Payment channel/ });
    fireEvent.mouseDown(select);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Bank transfer · Transfer only',
      'Bank transfer · Pays out',
    ]);
  });

  it('withdrawal above the available balance: said under the amount for a withdrawal, gone once the amount changes', async () => {
    const { calls } = renderWithProviders(
      <WithdrawDialog open account={account} onClose={jest.fn()} onDone={jest.fn()} />,
      {
        profile: makeProfile(),
        routes: { '/front/deposit-channels': channels },
        namespaces,
      },
    );
    await within(dialog()).findByRole('combobox', { name: /Pay out through/ });
    fireEvent.change(within(dialog()).getByLabelText(/^Amount \(CNY\)/), { target: { value: '150' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Your account number/), { target: { value: 'IBAN 1' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Pay password/), { target: { value: '123456' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Request withdrawal' }));
    const said = 'You can withdraw at most CNY 100.00. Enter a smaller amount.';
    expect(await within(dialog()).findByText(said)).toBeInTheDocument();
    expect(within(dialog()).queryByText(/Top up/)).not.toBeInTheDocument();
    expect(calls.filter((c: InternalAxiosRequestConfig) => c.method?.toUpperCase() === 'POST')).toHaveLength(0);
    fireEvent.change(within(dialog()).getByLabelText(/^Amount \(CNY\)/), { target: { value: '50' } });
    expect(within(dialog()).queryByText(said)).not.toBeInTheDocument();
    expect(within(dialog()).getByText('Frozen until the request is decided')).toBeInTheDocument();
  });

  it('withdrawal refused by the server for the balance (it changed meanwhile): worded for a withdrawal, under the amount', async () => {
    renderWithProviders(<WithdrawDialog open account={account} onClose={jest.fn()} onDone={jest.fn()} />, {
      profile: makeProfile(),
      api: {
        'POST /front/user-account/withdrawals': {
          status: 400,
          data: { code: 'INSUFFICIENT_BALANCE', message: 'no', fields: { required: '90', available: '20' } },
        },
      },
      routes: { '/front/deposit-channels': channels },
      namespaces,
    });
    await within(dialog()).findByRole('combobox', { name: /Pay out through/ });
    fireEvent.change(within(dialog()).getByLabelText(/^Amount \(CNY\)/), { target: { value: '90' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Your account number/), { target: { value: 'IBAN 1' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Pay password/), { target: { value: '123456' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Request withdrawal' }));
    expect(
      await within(dialog()).findByText('You can withdraw at most CNY 20.00. Enter a smaller amount.'),
    ).toBeInTheDocument();
    expect(within(dialog()).queryByText(/Top up and pay again/)).not.toBeInTheDocument();
  });

  it('withdrawal: only channels that pay out are offered, and a wrong amount is said under the box', async () => {
    renderWithProviders(<WithdrawDialog open account={account} onClose={jest.fn()} onDone={jest.fn()} />, {
      profile: makeProfile(),
      routes: { '/front/deposit-channels': channels },
      namespaces,
    });
    const select = await within(dialog()).findByRole('combobox', { name: /Pay out through/ });
    expect(select).toHaveTextContent('Bank transfer · Pays out');
    fireEvent.mouseDown(select);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Bank transfer · Pays out']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    expect(within(dialog()).getByText('Frozen until the request is decided')).toBeInTheDocument();
    fireEvent.change(within(dialog()).getByLabelText(/^Amount \(CNY\)/), { target: { value: '0' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Request withdrawal' }));
    expect(
      await within(dialog()).findByText('Enter an amount above zero with at most two decimals.'),
    ).toBeInTheDocument();
    expect(within(dialog()).queryByText('Frozen until the request is decided')).not.toBeInTheDocument();
  });

  it('online top-up: an amount with three decimals is refused without asking for a pay code', async () => {
    const { calls } = renderWithProviders(<OnlineTopUpDialog open onClose={jest.fn()} onPaid={jest.fn()} />, {
      profile: makeProfile(),
      routes: {},
      namespaces,
    });
    expect(within(dialog()).getByText('CNY, up to two decimals')).toBeInTheDocument();
    fireEvent.change(within(dialog()).getByLabelText(/^Amount \(CNY\)/), { target: { value: '1.005' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Get pay code' }));
    expect(
      await within(dialog()).findByText('Enter an amount above zero with at most two decimals.'),
    ).toBeInTheDocument();
    expect(calls.filter((c: InternalAxiosRequestConfig) => c.method?.toUpperCase() === 'POST')).toHaveLength(0);
  });

  it('online top-up with the demo provider says so, and a shopper at the pay code limit reads the limit', async () => {
    renderWithProviders(<OnlineTopUpDialog open onClose={jest.fn()} onPaid={jest.fn()} />, {
      profile: makeProfile(),
      routes: { '/front/onepay/provider': { provider: 'SIMULATED' } },
      api: {
        'POST /front/onepay/payCode': {
          status: 429,
          data: { code: 'TOO_MANY_PAY_CODES', message: 'limit', fields: { limit: '10' } },
        },
      },
      namespaces,
    });
    expect(await within(dialog()).findByText('Demo payment provider: no real money moves.')).toBeInTheDocument();
    fireEvent.change(within(dialog()).getByLabelText(/^Amount \(CNY\)/), { target: { value: '50' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Get pay code' }));
    expect(
      await within(dialog()).findByText(
        'You already have 10 online payments waiting to be paid. Pay one, or start another once one has expired.',
      ),
    ).toBeInTheDocument();
  });

  it('online top-up on a site without a payment provider points to a transfer instead of a form', async () => {
    renderWithProviders(<OnlineTopUpDialog open onClose={jest.fn()} onPaid={jest.fn()} />, {
      profile: makeProfile(),
      routes: { '/front/onepay/provider': { provider: null } },
      namespaces,
    });
    expect(
      await within(dialog()).findByText('Online top-up is not available on this site. Top up by transfer instead.'),
    ).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Get pay code' })).not.toBeInTheDocument();
  });

  it('top-up by transfer: a refusal goes away once the shopper changes the form', async () => {
    renderWithProviders(<DepositDialog open onClose={jest.fn()} onDone={jest.fn()} />, {
      profile: makeProfile(),
      api: {
        'POST /front/user-account/deposits': {
          status: 404,
          data: { code: 'DEPOSIT_CHANNEL_NOT_FOUND', message: 'gone' },
        },
      },
      routes: { '/front/deposit-channels': channels },
      namespaces,
    });
    await within(dialog()).findByRole('combobox', { name: /Payment channel/ });
    fireEvent.change(within(dialog()).getByLabelText(/^Amount sent/), { target: { value: '100' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send top-up request' }));
    const refusal = (enPayments.errors as Record<string, string>).DEPOSIT_CHANNEL_NOT_FOUND!;
    expect(await within(dialog()).findByText(refusal)).toBeInTheDocument();
    fireEvent.change(within(dialog()).getByLabelText(/^Amount sent/), { target: { value: '120' } });
    expect(within(dialog()).queryByText(refusal)).not.toBeInTheDocument();
  });
});
