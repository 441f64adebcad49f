// /my/pending-payments: the unpaid items with their links, the type filter and the order-number search (both in
// the URL and the request), select all (with its mixed state), the batch total, and the empty states.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { Payment, UnpaidPayments } from '@/contract';
import PendingPaymentsView from '@/components/payments/PendingPaymentsView';
import { UNPAID_PAGE_SIZE } from '@/components/payments/pendingQuery';
import { makeProfile, renderWithProviders } from './helpers/renderWithProviders';
import enPayments from '@/locales/en/payments.json';

function payment(paymentNo: string, orderType: Payment['orderType'], orderNo: string, amount: number): Payment {
  return { paymentNo, orderType, orderNo, amount, status: 'UNPAID', createdAt: '2026-03-01T10:00:00Z', paidAt: null };
}

const ALL = [payment('PAY-1', 'PURCHASE', 'P100', 10), payment('PAY-2', 'TRANSIT', 'T200', 25.5)];

function unpaid(items: Payment[]): UnpaidPayments {
  return {
    items,
    total: items.length,
    pageNo: 1,
    pageSize: UNPAID_PAGE_SIZE,
    totalAmount: items.reduce((sum, p) => sum + p.amount, 0),
  };
}

function renderPending(initial: Payment[] = ALL) {
  return renderWithProviders(<PendingPaymentsView initialUnpaid={unpaid(initial)} />, {
    profile: makeProfile(),
    path: '/my/pending-payments',
    namespaces: { payments: enPayments },
    routes: {
      '/front/payments/unpaid': (config: InternalAxiosRequestConfig) => {
        const params = (config.params ?? {}) as { orderType?: string; orderNo?: string };
        return unpaid(
          ALL.filter(
            (p) =>
              (!params.orderType || p.orderType === params.orderType) &&
              (!params.orderNo || p.orderNo.includes(params.orderNo)),
          ),
        );
      },
    },
  });
}

const lastListCall = (calls: InternalAxiosRequestConfig[]) =>
  calls.filter((c) => c.url === '/front/payments/unpaid').at(-1);

describe('PendingPaymentsView', () => {
  it('lists each unpaid item with a link to its order, its type and a named checkbox', () => {
    renderPending();
    expect(screen.getByRole('heading', { level: 1, name: 'Batch payment' })).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Batch payment' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'P100' })).toHaveAttribute('href', '/my/purchase?orderNo=P100');
    expect(within(rows[1]!).getByRole('link', { name: 'T200' })).toHaveAttribute('href', '/my/transit?orderNo=T200');
    expect(within(rows[1]!).getByText('Transit shipping')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('checkbox', { name: 'Select P100' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Type of payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('selects one, then all, with the select-all box mixed in between and the total following', () => {
    renderPending();
    const pay = screen.getByRole('button', { name: 'Pay selected' });
    expect(pay).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select T200' }));
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    expect(selectAll).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByText('Selected: 1')).toBeInTheDocument();
    expect(screen.getByTestId('batch-total')).toHaveTextContent('25.50');
    expect(pay).toBeEnabled();
    fireEvent.click(selectAll);
    expect(selectAll).toBeChecked();
    expect(selectAll).toHaveAttribute('data-indeterminate', 'false');
    expect(screen.getByText('Selected: 2')).toBeInTheDocument();
    expect(screen.getByTestId('batch-total')).toHaveTextContent('35.50');
    fireEvent.click(selectAll);
    expect(screen.getByText('Selected: 0')).toBeInTheDocument();
  });

  it('filters by type and searches by order number, in the request and the URL', async () => {
    const { calls, router } = renderPending();
    fireEvent.click(screen.getByRole('button', { name: 'Transit shipping' }));
    expect(screen.getByRole('button', { name: 'Transit shipping' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'P100' })).not.toBeInTheDocument());
    expect(lastListCall(calls)?.params).toEqual({ orderType: 'TRANSIT', pageNo: 1, pageSize: UNPAID_PAGE_SIZE });
    expect(router.replace).toHaveBeenLastCalledWith(
      { pathname: '/my/pending-payments', query: { type: 'TRANSIT' } },
      undefined,
      { shallow: true, scroll: false },
    );
    const search = screen.getByRole('search', { name: 'Order number' });
    fireEvent.change(within(search).getByRole('textbox', { name: 'Order number' }), { target: { value: ' X9 ' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search payments' }));
    await waitFor(() => expect(lastListCall(calls)?.params).toMatchObject({ orderType: 'TRANSIT', orderNo: 'X9' }));
    expect(await screen.findByTestId('unpaid-empty')).toHaveTextContent('No unpaid item matches this filter.');
  });

  it('says when nothing is owed', () => {
    renderPending([]);
    expect(screen.getByTestId('unpaid-empty')).toHaveTextContent('Nothing to pay. Everything is settled.');
    expect(screen.queryByRole('button', { name: 'Pay selected' })).not.toBeInTheDocument();
  });
});
