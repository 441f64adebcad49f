// The receiving-address page: the how-to, each saved address with its member code and lines to copy, and the
// warehouses still to add; adding one answers the new address, which joins the list and leaves the addable ones.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TenantWarehouse, UserWarehouse } from '@/contract';
import WarehousesView from '@/components/shipping/WarehousesView';
import enShipping from '@/locales/en/shipping.json';
import { renderWithProviders } from './helpers/renderWithProviders';

jest.setTimeout(30_000);

const warehouse = (id: string, name: string): TenantWarehouse => ({
  id,
  name,
  region: 'CHINA',
  country: 'CN',
  address: `${name} street 1`,
  contactName: 'Chen Wei',
  contactPhone: '+86 20 1234 5678',
  postcode: '510000',
});

const saved = (w: TenantWarehouse, id: string): UserWarehouse => ({
  id,
  warehouse: w,
  memberCode: 'GB7K2Q9M',
  receivingAddress: {
    recipient: 'Chen Wei GB7K2Q9M',
    phone: w.contactPhone,
    address: `${w.address} GB7K2Q9M`,
    postcode: w.postcode,
  },
  createdAt: '2026-11-01T00:00:00Z',
});

const guangzhou = warehouse('w1', 'Guangzhou warehouse');
const yiwu = warehouse('w2', 'Yiwu warehouse');

describe('WarehousesView', () => {
  it('shows the how-to, a saved address with its member code and lines, and only the warehouses not yet added', () => {
    renderWithProviders(
      <WarehousesView initialSaved={[saved(guangzhou, 's1')]} initialWarehouses={[guangzhou, yiwu]} />,
      {
        namespaces: { shipping: enShipping },
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My proxy shipping' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My in-stock items' })).toHaveAttribute('href', '/my/in-stock-items');
    const list = screen.getByRole('list', { name: 'My receiving addresses' });
    const card = within(list).getByTestId('receiving-address');
    expect(within(card).getByRole('heading', { level: 3, name: 'Guangzhou warehouse' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy Member code' })).toHaveTextContent('GB7K2Q9M');
    expect(within(card).getByRole('button', { name: 'Copy Recipient' })).toHaveTextContent('Chen Wei GB7K2Q9M');
    expect(within(card).getByRole('button', { name: 'Copy all' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Remove' })).toBeEnabled();
    const addSection = screen.getByRole('region', { name: 'Add a China warehouse' });
    expect(within(addSection).queryByRole('button', { name: 'Add Guangzhou warehouse' })).toBeNull();
    expect(within(addSection).getByRole('button', { name: 'Add Yiwu warehouse' })).toBeEnabled();
  });

  it('shows the empty state with no saved address', () => {
    renderWithProviders(<WarehousesView initialSaved={[]} initialWarehouses={[guangzhou]} />, {
      namespaces: { shipping: enShipping },
    });
    expect(screen.getByTestId('warehouses-empty')).toHaveTextContent('You have not added a warehouse yet.');
    expect(screen.queryByRole('list', { name: 'My receiving addresses' })).toBeNull();
  });

  it('adds a warehouse: the new address joins the list and the warehouse leaves the addable ones', async () => {
    const { calls } = renderWithProviders(<WarehousesView initialSaved={[]} initialWarehouses={[guangzhou, yiwu]} />, {
      namespaces: { shipping: enShipping },
      routes: { 'POST /front/user/warehouses': saved(yiwu, 's2') },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add Yiwu warehouse' }));
    const list = await screen.findByRole('list', { name: 'My receiving addresses' });
    expect(within(list).getByRole('heading', { level: 3, name: 'Yiwu warehouse' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Yiwu warehouse' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Guangzhou warehouse' })).toBeEnabled();
    expect(calls.filter((c) => c.key === 'POST /front/user/warehouses')).toHaveLength(1);
    expect(
      await screen.findByText('Yiwu warehouse added: your receiving address is ready to copy.'),
    ).toBeInTheDocument();
  });
});
