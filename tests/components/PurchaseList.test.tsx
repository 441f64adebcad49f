// /my/purchase (components/orders): tabs with the server's counts, a tab or a search asks the server again (and the
// URL follows), each order shows only the actions its state allows, close asks first and then calls the API, clone
// opens the new order, and pay goes through the pay dialog for the order's payment record.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { PurchaseOrder, PurchaseOrderList, PurchaseOrderStatus } from '@/contract';
import OrderDetail from '@/components/orders/OrderDetail';
import PurchaseList from '@/components/orders/PurchaseList';
import { makeProfile, renderWithProviders, type Routes } from './helpers/renderWithProviders';
import enAuth from '@/locales/en/auth.json';
import enOrders from '@/locales/en/orders.json';
import enPayments from '@/locales/en/payments.json';

jest.setTimeout(30_000);

function order(id: string, status: PurchaseOrderStatus, overrides: Partial<PurchaseOrder> = {}): PurchaseOrder {
  const unpaid = status === 'PENDING_PAYMENT';
  return {
    id,
    orderNo: `PO-${id}`,
    status,
    createdAt: '2026-03-01T02:00:00Z',
    updatedAt: '2026-03-01T02:00:00Z',
    paidAt: unpaid ? null : '2026-03-01T03:00:00Z',
    closedAt: null,
    tenantWarehouse: {
      id: 'w1',
      name: 'Guangzhou',
      region: 'CHINA',
      country: 'CN',
      address: '1 Baiyun Road',
      contactName: 'Li',
      contactPhone: '1',
      postcode: '510000',
    },
    remark: '',
    shops: [
      {
        shopId: 's1',
        shopName: 'Alpha Store',
        goods: 20,
        domesticShipping: 8,
        items: [
          {
            id: `${id}-i1`,
            productUrl: 'https://item.taobao.com/item.htm?id=1',
            productId: '1',
            platform: 'Taobao',
            title: 'Red dress',
            image: '',
            productSkuId: null,
            skuLabel: 'Size: M',
            quantity: 2,
            price: 10,
            amount: 20,
            message: '',
            status: 'WAITING',
            refundedAmount: 0,
          },
        ],
      },
    ],
    amounts: { goods: 20, domesticShipping: 8, serviceFee: 2, total: 30 },
    paidAmount: unpaid ? 0 : 30,
    refundedAmount: 0,
    paymentNo: `PAY-${id}`,
    timeline: [{ status: 'PENDING_PAYMENT', at: '2026-03-01T02:00:00Z', note: 'Order placed' }],
    actions: { canPay: unpaid, canClose: unpaid || status === 'PAID' || status === 'PURCHASING', canClone: true },
    ...overrides,
  };
}

function list(items: PurchaseOrder[]): PurchaseOrderList {
  return {
    items,
    total: items.length,
    pageNo: 1,
    pageSize: 10,
    statusCounts: {
      ALL: 12,
      PENDING_PAYMENT: 2,
      PAID: 3,
      PURCHASING: 1,
      PURCHASED: 1,
      SELLER_SHIPPED: 1,
      IN_WAREHOUSE: 3,
      CLOSED: 1,
    },
  };
}

const sent = (calls: InternalAxiosRequestConfig[], method: string, url: string) =>
  calls.filter((c) => (c.method ?? 'get').toUpperCase() === method && c.url === url);
const namespaces = { orders: enOrders, payments: enPayments, auth: enAuth };

function renderList(initial: PurchaseOrderList, routes: Routes = {}) {
  return renderWithProviders(<PurchaseList initialList={initial} />, {
    profile: makeProfile(),
    path: '/my/purchase',
    namespaces,
    routes: { '/front/purchase-orders': initial, ...routes },
  });
}

describe('PurchaseList', () => {
  const unpaid = order('1', 'PENDING_PAYMENT');
  const shipped = order('2', 'SELLER_SHIPPED');

  it('shows a tab per state with the server counts and each order with its number, state and total', () => {
    renderList(list([unpaid, shipped]));
    expect(screen.getByRole('tab', { name: 'All (12)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Awaiting payment (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'In warehouse (3)' })).toBeInTheDocument();
    const cards = screen.getAllByTestId('order-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'PO-1' })).toHaveAttribute('href', '/my/purchase?id=1');
    expect(within(cards[0]!).getByTestId('order-status')).toHaveTextContent('Awaiting payment');
    expect(within(cards[0]!).getByTestId('order-total')).toHaveTextContent('CNY 30.00');
  });

  it('offers only the actions the order allows', () => {
    renderList(list([unpaid, shipped]));
    const [first, second] = screen.getAllByTestId('order-card');
    expect(within(first!).getByRole('button', { name: 'Pay PO-1' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Close PO-1' })).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: 'Pay PO-2' })).not.toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: 'Close PO-2' })).not.toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Order again PO-2' })).toBeInTheDocument();
  });

  it('asks the server for a tab and for an order-number search, and puts them in the URL', async () => {
    const { calls, router } = renderList(list([unpaid, shipped]), {
      '/front/purchase-orders': (config: InternalAxiosRequestConfig) =>
        list(config.params?.status === 'PENDING_PAYMENT' ? [unpaid] : [shipped]),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Awaiting payment (2)' }));
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(1));
    expect(sent(calls, 'GET', '/front/purchase-orders').at(-1)?.params).toEqual({
      status: 'PENDING_PAYMENT',
      pageNo: 1,
      pageSize: 10,
    });
    expect(router.replace).toHaveBeenLastCalledWith(
      { pathname: '/my/purchase', query: { status: 'PENDING_PAYMENT' } },
      undefined,
      { shallow: true, scroll: false },
    );

    fireEvent.change(screen.getByRole('textbox', { name: 'Order number' }), { target: { value: ' PO-2 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search orders' }));
    await waitFor(() =>
      expect(sent(calls, 'GET', '/front/purchase-orders').at(-1)?.params).toEqual({
        status: 'PENDING_PAYMENT',
        orderNo: 'PO-2',
        pageNo: 1,
        pageSize: 10,
      }),
    );
  });

  it('says so when a search finds nothing', async () => {
    renderList(list([unpaid]), { '/front/purchase-orders': () => list([]) });
    fireEvent.change(screen.getByRole('textbox', { name: 'Order number' }), { target: { value: 'ZZZ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search orders' }));
    expect(await screen.findByText('No order number contains "ZZZ".')).toBeInTheDocument();
  });

  it('closes an order only after the shopper confirms, then reads the list again', async () => {
    let closed = false;
    const { calls } = renderList(list([unpaid]), {
      '/front/purchase-orders': () =>
        list([closed ? order('1', 'CLOSED', { actions: { canPay: false, canClose: false, canClone: true } }) : unpaid]),
      'POST /front/purchase-orders/1/close': () => {
        closed = true;
        return order('1', 'CLOSED');
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close PO-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close order PO-1?' });
    expect(within(dialog).getByText('The order will be cancelled and will not be bought.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(calls, 'POST', '/front/purchase-orders/1/close')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Close PO-1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close order' }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Closed'));
    expect(sent(calls, 'POST', '/front/purchase-orders/1/close')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Pay PO-1' })).not.toBeInTheDocument();
  });

  it('opens the new order after ordering again', async () => {
    const { router } = renderList(list([shipped]), {
      'POST /front/purchase-orders/2/clone': order('9', 'PENDING_PAYMENT'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Order again PO-2' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/my/purchase?id=9'));
    expect(await screen.findByText('New order PO-9 created. Pay it to start buying.')).toBeInTheDocument();
  });

  it('pays the order’s payment record in the pay dialog', async () => {
    const { calls } = renderList(list([unpaid]), {
      '/front/user-account': {
        balance: 100,
        frozen: 0,
        available: 100,
        hasPayPassword: true,
        payPasswordLockedUntil: null,
      },
      'POST /front/payments/PAY-1/pay': { payment: {}, account: {} },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay PO-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay from balance' });
    expect(await within(dialog).findByTestId('pay-amount')).toHaveTextContent('CNY 30.00');
    fireEvent.change(within(dialog).getByLabelText(/^Pay password/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(sent(calls, 'POST', '/front/payments/PAY-1/pay')).toHaveLength(1));
    await waitFor(() => expect(sent(calls, 'GET', '/front/purchase-orders').length).toBeGreaterThanOrEqual(1));
  });
});

describe('OrderDetail', () => {
  it('shows items by shop, the amounts with paid and refunded, the warehouse and the progress', () => {
    const paid = order('3', 'PURCHASING', {
      refundedAmount: 5,
      timeline: [
        { status: 'PENDING_PAYMENT', at: '2026-03-01T02:00:00Z', note: '' },
        { status: 'PAID', at: '2026-03-01T03:00:00Z', note: 'Paid from balance' },
        { status: 'PURCHASING', at: '2026-03-01T04:00:00Z', note: '1 item could not be bought and was refunded' },
      ],
    });
    renderWithProviders(<OrderDetail orderId="3" initialOrder={paid} orderMissing={false} />, {
      profile: makeProfile(),
      namespaces,
      path: '/my/purchase?id=3',
    });
    expect(screen.getByTestId('order-no')).toHaveTextContent('PO-3');
    expect(within(screen.getByRole('region', { name: 'Alpha Store' })).getByText('Red dress')).toBeInTheDocument();
    expect(screen.getByTestId('amount-total')).toHaveTextContent('CNY 30.00');
    expect(screen.getByTestId('amount-paid')).toHaveTextContent('CNY 30.00');
    expect(screen.getByTestId('amount-refunded')).toHaveTextContent('CNY 5.00');
    expect(screen.getByText('1 Baiyun Road')).toBeInTheDocument();
    const steps = screen.getAllByTestId('timeline-entry');
    expect(steps).toHaveLength(3);
    // Times in the tenant's zone (UTC+8).
    expect(steps[2]).toHaveTextContent('Mar 1, 2026, 12:00 PM');
    expect(screen.getByRole('button', { name: 'Close PO-3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay PO-3' })).not.toBeInTheDocument();
  });

  it('says when the order does not exist', () => {
    renderWithProviders(<OrderDetail orderId="x" initialOrder={null} orderMissing />, {
      profile: makeProfile(),
      namespaces,
    });
    expect(screen.getByText('This order was not found.')).toBeInTheDocument();
  });
});
