// The balance page drawn with plain elements: the figures and money buttons, the summary (and its retry when it
// fails), the ledger with its type filter (a native select whose "all types" choice leaves the field empty, as
// before), the requests as row buttons with their status chips, and the three lists behind a tablist.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { AccountSummary, FundRequest, LedgerEntry, Page, Refund, UserAccount } from '@/contract';
import BalanceView from '@/components/balance/BalanceView';
import { makeProfile, renderWithProviders } from './helpers/renderWithProviders';
import enBalance from '@/locales/en/balance.json';
import enPayments from '@/locales/en/payments.json';

// The date pickers load on demand in the browser; here their placeholder stands for them.
jest.mock('@/components/balance/LazyDateRangeFields', () => ({
  __esModule: true,
  default: () => <div data-testid="date-fields-placeholder" />,
}));

const account: UserAccount = {
  balance: 120,
  frozen: 20,
  available: 100,
  hasPayPassword: true,
  payPasswordLockedUntil: null,
};
const summary: AccountSummary = { from: null, to: null, deposited: 200, spent: 80, refunded: 0, withdrawn: 0 };
const page = <T,>(items: T[]): Page<T> => ({ items, total: items.length, pageNo: 1, pageSize: 10 });
const entry = (id: string, type: LedgerEntry['type'], amount: number): LedgerEntry => ({
  id,
  type,
  amount,
  balanceAfter: 120,
  reason: '',
  referenceNo: `REF${id}`,
  orderNo: null,
  createdAt: '2026-03-01T10:00:00Z',
});
const request = (id: string, status: FundRequest['status']): FundRequest => ({
  id,
  requestNo: `DP${id}`,
  kind: 'DEPOSIT',
  status,
  amount: 50,
  fee: 0,
  netAmount: 50,
  channel: { id: 'c1', kind: 'BANK', name: 'Bank' },
  account: '',
  remark: '',
  receiptUrl: null,
  rejectReason: null,
  createdAt: '2026-03-01T10:00:00Z',
  decidedAt: null,
});
const refund: Refund = {
  refundNo: 'RF1',
  orderType: 'PURCHASE',
  orderNo: 'PO1',
  amount: 12,
  reason: 'ORDER_CLOSED',
  itemTitle: null,
  createdAt: '2026-03-01T10:00:00Z',
} as Refund;
const namespaces = { balance: enBalance, payments: enPayments };
const ledger = [entry('1', 'DEPOSIT', 200), entry('2', 'PAYMENT', -80)];

function renderBalance(api: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(<BalanceView initialAccount={account} initialTransactions={page(ledger)} />, {
    profile: makeProfile(),
    namespaces,
    routes: {
      '/front/user-account/querySummary': summary,
      '/front/user-account/transactions': (config: InternalAxiosRequestConfig) =>
        page(ledger.filter((e) => !config.params?.type || e.type === config.params.type)),
      '/front/user-account/operations': page([request('1', 'PENDING'), request('2', 'APPROVED')]),
      '/front/refunds': page([refund]),
      ...api.routes,
    },
    ...(api.api ? { api: api.api } : {}),
  });
}

describe('BalanceView', () => {
  it('shows the three figures, the money buttons and the summary without any MUI class', async () => {
    const { container } = renderBalance();
    expect(screen.getByRole('heading', { level: 1, name: 'My balance' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Balance' });
    expect(within(card).getByTestId('balance-total')).toHaveTextContent('120.00');
    expect(within(card).getByTestId('balance-frozen')).toHaveTextContent('20.00');
    for (const name of ['Top up by transfer', 'Top up online', 'Withdraw']) {
      expect(within(card).getByRole('button', { name })).toBeEnabled();
    }
    expect(await screen.findByTestId('summary-deposited')).toHaveTextContent('200.00');
    expect(container.querySelector('[class*="Mui"]')).toBeNull();
  });

  it('filters the ledger by type with the native select, and "all types" empties the field again', async () => {
    const { calls } = renderBalance();
    const lastLedgerQuery = () => calls.filter((call) => call.url?.endsWith('/transactions')).at(-1)?.params;
    const panel = screen.getByRole('tabpanel', { name: 'Transactions' });
    expect(within(panel).getAllByTestId('ledger-entry')).toHaveLength(2);
    expect(within(panel).getAllByTestId('ledger-entry')[0]).toHaveTextContent('Top-up');
    const select = within(panel).getByRole('combobox', { name: 'Type' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect([...select.options].filter((o) => !o.hidden).map((o) => o.text)).toEqual([
      'All types',
      'Top-up',
      'Online top-up',
      'Payment',
      'Refund',
      'Withdrawal',
    ]);
    fireEvent.change(select, { target: { value: 'PAYMENT' } });
    await waitFor(() => expect(within(panel).getAllByTestId('ledger-entry')).toHaveLength(1));
    expect(lastLedgerQuery()).toMatchObject({ type: 'PAYMENT', pageNo: 1 });
    fireEvent.change(select, { target: { value: 'ALL' } });
    await waitFor(() => expect(within(panel).getAllByTestId('ledger-entry')).toHaveLength(2));
    expect(select.value).toBe('');
    expect(lastLedgerQuery()).not.toHaveProperty('type');
  });

  it('switches lists with the tabs: requests open their detail from a row button, refunds list what came back', async () => {
    renderBalance();
    const tablist = screen.getByRole('tablist', { name: 'Balance history' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.click(screen.getByRole('tab', { name: 'Top-ups and withdrawals' }));
    const panel = screen.getByRole('tabpanel', { name: 'Top-ups and withdrawals' });
    const rows = await within(panel).findAllByTestId('fund-request');
    expect(rows).toHaveLength(2);
    expect(
      within(panel)
        .getAllByTestId('request-status')
        .map((chip) => chip.textContent),
    ).toEqual(['Waiting for review', 'Approved']);
    expect(within(panel).getByRole('button', { name: /DP1/ })).toHaveAttribute('type', 'button');
    fireEvent.click(screen.getByRole('tab', { name: 'Refunds' }));
    expect(await screen.findByTestId('refund')).toHaveTextContent('PO1');
  });

  it('a summary that fails says so with a retry that reads it again', async () => {
    let failures = 1;
    renderBalance({
      routes: {},
      api: {
        'GET /front/user-account/querySummary': () =>
          failures-- > 0 ? { status: 500, data: { code: 'INTERNAL_ERROR' } } : { status: 200, data: summary },
      },
    });
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('summary-spent')).toHaveTextContent('80.00');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
