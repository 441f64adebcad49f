// /my/transit (components/transit): status tabs with the server's counts, each order with its number, status,
// amount and only the actions its state allows; a tab asks the server again (and the URL follows); "Details" opens
// the order in its dialog, loaded on demand; an empty list says so and points to the in-stock items.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { TransitOrder, TransitOrderList, TransitOrderStatus } from '@/contract';
import TransitView from '@/components/transit/TransitView';
import { makeProfile, renderWithProviders } from './helpers/renderWithProviders';
import enPayments from '@/locales/en/payments.json';
import enShipping from '@/locales/en/shipping.json';

jest.setTimeout(30_000);

function order(id: string, status: TransitOrderStatus, actions: Partial<TransitOrder['actions']> = {}): TransitOrder {
  const weighed = status !== 'PACKING';
  return {
    id,
    orderNo: `TR-${id}`,
    status,
    createdAt: '2026-03-01T02:00:00Z',
    transitOptionName: 'Air Express',
    parcelCount: 2,
    selfPickup: false,
    country: 'US',
    estimatedFee: 120,
    fee: weighed ? 150 : null,
    paymentNo: weighed ? `PAY-${id}` : null,
    declaredValue: 0,
    services: [],
    amountDue: weighed ? 150 : null,
    carrier: null,
    trackingNo: null,
    actions: { canPay: false, canClose: false, canComplete: false, ...actions },
    parcels: [],
    destination: null,
    pickupPoint: null,
    localExpressCompanyName: null,
    remark: '',
    estimatedWeights: { actualGrams: 1000, volumetricGrams: 800, chargeableGrams: 1000 },
    weights: null,
    packedSize: null,
    feeBreakdown: null,
    paidAt: null,
    timeline: [],
    tracking: [],
  };
}

function list(items: TransitOrder[]): TransitOrderList {
  return {
    items,
    total: items.length,
    pageNo: 1,
    pageSize: 10,
    statusCounts: {
      ALL: 5,
      PACKING: 0,
      AWAITING_PAYMENT: 1,
      PAID: 2,
      SHIPPED: 0,
      DELIVERED: 1,
      COMPLETED: 1,
      CLOSED: 0,
    },
  };
}

const awaiting = order('1', 'AWAITING_PAYMENT', { canPay: true, canClose: true });
const delivered = order('2', 'DELIVERED', { canComplete: true });
const namespaces = { shipping: enShipping, payments: enPayments };

function renderView(initial: TransitOrderList, routes = {}) {
  return renderWithProviders(<TransitView initialList={initial} initialOrder={null} />, {
    profile: makeProfile(),
    path: '/my/transit',
    namespaces,
    routes: { '/front/transit-orders': initial, ...routes },
  });
}

describe('TransitView', () => {
  it('shows a tab per status with the counts and each order with its status and allowed actions', () => {
    renderView(list([awaiting, delivered]));
    expect(screen.getByRole('tablist', { name: 'Transit orders by status' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (5)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Paid (2)' })).toHaveAttribute('tabindex', '-1');
    const [first, second] = screen.getAllByTestId('transit-order');
    expect(within(first!).getByRole('heading', { level: 2 })).toHaveTextContent('TR-1');
    expect(within(first!).getByTestId('transit-status')).toHaveTextContent('Awaiting payment');
    expect(within(first!).getByRole('button', { name: 'Pay fee' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Close order' })).toBeInTheDocument();
    expect(within(first!).queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
    expect(within(second!).getByTestId('transit-status')).toHaveTextContent('Delivered');
    expect(within(second!).getByRole('button', { name: 'Confirm receipt' })).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: 'Pay fee' })).toBeNull();
  });

  it('names each amount for where the order stands with its payment', () => {
    const packing = order('3', 'PACKING');
    const closed = order('4', 'CLOSED');
    renderView(list([packing, awaiting, delivered, closed]));
    // Intl puts a no-break space between the currency code and the number.
    const amounts = screen.getAllByTestId('transit-order').map((card) => (card.textContent ?? '').replace(/\s/g, ' '));
    expect(amounts[0]).toContain(`${enShipping.transit.estimatedFee}CNY 120.00`);
    expect(amounts[1]).toContain(`${enShipping.transit.amountDue}CNY 150.00`);
    expect(amounts[2]).toContain(`${enShipping.transit.amountPaid}CNY 150.00`);
    expect(amounts[3]).toContain(`${enShipping.transit.fee}CNY 150.00`);
    expect(amounts[2]).not.toContain(enShipping.transit.amountDue);
  });

  it('asks the server for a tab and puts it in the URL', async () => {
    const { calls, router } = renderView(list([awaiting, delivered]), {
      '/front/transit-orders': (config: InternalAxiosRequestConfig) =>
        list(config.params?.status === 'PAID' ? [] : [awaiting, delivered]),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Paid (2)' }));
    await waitFor(() => expect(screen.getByTestId('transit-empty')).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Paid (2)' })).toHaveAttribute('aria-selected', 'true');
    const asked = calls.filter((c) => c.url === '/front/transit-orders').at(-1);
    expect(asked?.params).toMatchObject({ status: 'PAID' });
    expect(router.replace).toHaveBeenLastCalledWith(
      { pathname: '/my/transit', query: { status: 'PAID' } },
      undefined,
      expect.objectContaining({ shallow: true }),
    );
    // Another status's empty list offers no way to the in-stock items; the whole list's does.
    expect(screen.queryByRole('link', { name: enShipping.transit.emptyAction })).toBeNull();
  });

  it('says when there is no order at all and links to the in-stock items', () => {
    renderView(list([]));
    const empty = screen.getByTestId('transit-empty');
    expect(empty).toHaveTextContent(enShipping.transit.empty);
    expect(within(empty).getByRole('link', { name: enShipping.transit.emptyAction })).toHaveAttribute(
      'href',
      '/my/in-stock-items',
    );
  });

  it('opens an order in its dialog, loaded on demand, and closes it', async () => {
    renderView(list([awaiting, delivered]), { '/front/transit-orders/1': awaiting });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Details of TR-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transit order TR-1' });
    expect(within(dialog).getByTestId('transit-detail')).toBeInTheDocument();
    expect(within(dialog).getByTestId('transit-status')).toHaveTextContent('Awaiting payment');
    fireEvent.click(within(dialog).getByRole('button', { name: enShipping.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
