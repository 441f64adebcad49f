// An item's warehouse inspection in the order and the parcel (components/orders/ItemInspectionPanel): photos and
// weight, accept, and the return-or-exchange dialog: a too-long note is refused before any call, what is sent is
// what the form shows, the status the server answers replaces the buttons, and focus goes back where it was.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ItemInspection } from '@/contract';
import ItemInspectionPanel from '@/components/orders/ItemInspectionPanel';
import { makeProfile, renderWithProviders } from './helpers/renderWithProviders';
import enOrders from '@/locales/en/orders.json';
import enShipping from '@/locales/en/shipping.json';

jest.setTimeout(30_000);

const inspection: ItemInspection = {
  photos: ['/api/files/globalbuy/inspection/PO1/i1-table.jpg', '/api/files/globalbuy/inspection/PO1/i1-scale.jpg'],
  weightGrams: 820,
  inspectedAt: '2026-11-20T02:00:00Z',
  acceptedAt: null,
  request: null,
  canAccept: true,
  canRequest: true,
  returnRefund: 36.1,
  returnRefundsDomesticShipping: false,
};

function apiError(config: InternalAxiosRequestConfig, status: number, data: unknown): never {
  const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
  throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
}

const render = (routes: Record<string, unknown>) =>
  renderWithProviders(<ItemInspectionPanel itemId="i1" title="Linen shirt" inspection={inspection} />, {
    profile: makeProfile(),
    path: '/my/purchase',
    namespaces: { orders: enOrders, shipping: enShipping },
    routes,
  });

describe('ItemInspectionPanel', () => {
  it('shows the photos and the weight, and sends a return or exchange request as the form shows it', async () => {
    const { calls } = render({
      'POST /front/purchase-orders/items/i1/after-sale': {
        ...inspection,
        canAccept: false,
        canRequest: false,
        request: {
          id: 'r1',
          requestNo: 'AS1',
          kind: 'EXCHANGE',
          reason: 'WRONG_SIZE',
          detail: 'Need L',
          photos: [],
          status: 'PENDING',
          decisionNote: '',
          refundedAmount: 0,
          createdAt: '2026-11-21T00:00:00Z',
          decidedAt: null,
        },
      },
    });
    expect(screen.getByRole('button', { name: 'Open 2 inspection photos of Linen shirt' })).toBeInTheDocument();
    expect(screen.getByText(/Weighed: /)).toHaveTextContent('820');

    const opener = screen.getByRole('button', { name: 'Return or exchange' });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Return or exchange' });
    expect(within(dialog).getByTestId('after-sale-refund')).toHaveTextContent(
      /36\.10.*Domestic shipping is not refunded/,
    );

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Exchange it' }));
    expect(within(dialog).queryByTestId('after-sale-refund')).toBeNull();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Reason' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Wrong size or colour' }));
    const detail = within(dialog).getByRole('textbox', { name: /Tell the agent more/ });
    fireEvent.change(detail, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('At most 500 characters.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'post')).toHaveLength(0);

    fireEvent.change(detail, { target: { value: '  Need L  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = calls.filter((c) => c.method === 'post').map((c) => JSON.parse(String(c.data)) as unknown);
    expect(sent).toEqual({ kind: 'EXCHANGE', reason: 'WRONG_SIZE', detail: 'Need L', photoKeys: [] });
    expect(screen.getByTestId('after-sale-status')).toHaveTextContent('Exchange requested, waiting for the agent');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('after-sale-status').parentElement).toHaveFocus());
  });

  it('gives focus back to the opener when the dialog is cancelled', async () => {
    render({});
    const opener = screen.getByRole('button', { name: 'Return or exchange' });
    act(() => opener.focus());
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Return or exchange' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('says why an accept was refused, and shows the acceptance the server answers', async () => {
    let attempt = 0;
    render({
      'POST /front/purchase-orders/items/i1/accept': (config: InternalAxiosRequestConfig) => {
        attempt += 1;
        if (attempt === 1) apiError(config, 409, { code: 'AFTER_SALE_OPEN', message: '' });
        return { ...inspection, acceptedAt: '2026-11-21T00:00:00Z', canAccept: false, canRequest: false };
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText("This item already has a request waiting for the agent's decision."),
    ).toBeInTheDocument();
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You accepted this item')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return or exchange' })).toBeNull();
  });
});
