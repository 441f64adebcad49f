// /my/in-stock-items (components/shipping/InStockView) and its transit form: only parcels in stock can be picked,
// the bar shows the pick's count and weight, "ship" opens the form, every line shows the server's fee for exactly
// the picked parcels to the chosen address's country, the cheapest line that fits is preselected, collection at a
// pickup point keeps only lines that offer it, and creating the order sends what the form shows.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type {
  ShippingEstimate,
  ShippingEstimateLine,
  StockInParcel,
  TenantWarehouse,
  TransitQuote,
  TransitQuoteRequest,
  UserAddress,
} from '@/contract';
import InStockView from '@/components/shipping/InStockView';
import TransitFormDialog from '@/components/transit/TransitFormDialog';
import { resetAddressReference } from '@/components/address/useAddressReference';
import { apiError } from '../fixtures/fakeApi';
import { makeProfile, makeTenant, renderWithProviders, type Routes } from './helpers/renderWithProviders';
import enAddress from '@/locales/en/address.json';
import enShipping from '@/locales/en/shipping.json';

jest.setTimeout(30_000);

function parcel(id: string, weightGrams: number, overrides: Partial<StockInParcel> = {}): StockInParcel {
  return {
    id,
    parcelNo: `PC-${id}`,
    source: 'PURCHASE',
    orderNo: `PO-${id}`,
    trackingNo: null,
    warehouse: { id: 'gz', name: 'Guangzhou' },
    items: [{ title: `Goods ${id}`, image: '', skuLabel: '', quantity: 1 }],
    weightGrams,
    lengthCm: 30,
    widthCm: 20,
    heightCm: 10,
    photos: [],
    arrivedAt: '2026-11-10T00:00:00Z',
    freeStorageUntil: '2026-12-10T00:00:00Z',
    freeStorageDaysLeft: 17,
    status: 'IN_STOCK',
    transitOrderId: null,
    transitOrderNo: null,
    ...overrides,
  };
}

const parcels = [
  parcel('a', 500),
  parcel('b', 1250),
  parcel('c', 700, { status: 'IN_TRANSIT_ORDER', transitOrderId: 't1', transitOrderNo: 'TR-1' }),
  parcel('d', 2000, { freeStorageDaysLeft: -5, source: 'SELF_SHIPPED', orderNo: null, trackingNo: 'SF123' }),
];

const addresses: UserAddress[] = [
  {
    id: 'home',
    recipient: 'Jordan Miller',
    phone: '+1 212 555 0148',
    country: 'US',
    regionCodes: ['NY', 'NY-NYC'],
    regionNames: ['New York', 'New York City'],
    city: 'New York City',
    street: '350 W 42nd St',
    postcode: '10036',
    defaultAddress: true,
    createdAt: '',
    updatedAt: '',
  },
  {
    id: 'gran',
    recipient: 'Ana Miller',
    phone: '+1 416 555 0100',
    country: 'CA',
    regionCodes: [],
    regionNames: [],
    city: 'Toronto',
    street: '10 King St W',
    postcode: 'M5H',
    defaultAddress: false,
    createdAt: '',
    updatedAt: '',
  },
];
const pickups: TenantWarehouse[] = [
  {
    id: 'nj',
    name: 'New Jersey hub',
    region: 'LOCAL',
    country: 'US',
    address: '1200 Port Newark Blvd',
    contactName: 'Maria',
    contactPhone: '+1 973 555 0190',
    postcode: '07114',
  },
];

function line(name: string, total: number, overrides: Partial<ShippingEstimateLine> = {}): ShippingEstimateLine {
  return {
    transitOptionName: name,
    description: `${name} line`,
    deliveryDays: { min: 7, max: 12 },
    restrictions: ['BATTERIES'],
    selfPickupAvailable: false,
    weights: { actualGrams: 1750, volumetricGrams: 2400, chargeableGrams: 2400 },
    allowed: true,
    refusal: null,
    maxWeightGrams: 30000,
    maxLengthCm: null,
    fee: { firstWeightFee: 90, additionalUnits: 2, additionalWeightFee: total - 90, total },
    ...overrides,
  };
}

function estimateFor(config: InternalAxiosRequestConfig): ShippingEstimate {
  const { country } = config.params as { country: string };
  if (country === 'CA') {
    return {
      country,
      lines: [
        line('Air Express', 362),
        line('Sea Freight', 0, { allowed: false, refusal: 'COUNTRY_NOT_SERVED', fee: null }),
      ],
    };
  }
  return {
    country,
    lines: [
      line('Sea Freight', 240, { selfPickupAvailable: true, deliveryDays: { min: 35, max: 50 } }),
      line('Air Express', 362),
    ],
  };
}

/** The server's quote of the order as chosen: the line's fee, no services, no import charges. Without it the form's
 * quote would fail after its short settle delay and show an alert of its own beside the one a test looks for. */
function quoteFor(config: InternalAxiosRequestConfig): TransitQuote {
  const body = JSON.parse(String(config.data)) as TransitQuoteRequest;
  const chosen = line(body.transitOptionName, body.transitOptionName === 'Air Express' ? 362 : 240);
  const shipping = chosen.fee!;
  const declaredValue = body.declaredValue ?? 0;
  return {
    country: body.country,
    transitOptionName: body.transitOptionName,
    weights: chosen.weights,
    shipping,
    declaredValue,
    services: [],
    amountDue: shipping.total,
    importCharges: null,
    rule: null,
    total: declaredValue + shipping.total,
  };
}

const routes: Routes = {
  '/front/user/addresses': addresses,
  '/front/tenant-warehouses': pickups,
  '/front/supported-countries': [
    { code: 'US', name: 'United States', phoneCode: '+1' },
    { code: 'CA', name: 'Canada', phoneCode: '+1' },
  ],
  '/front/transit-options/estimate': estimateFor,
  'POST /front/transit-orders/quote': quoteFor,
  'POST /front/transit-orders': { id: 't9', orderNo: 'TR-9' },
};

const namespaces = { shipping: enShipping, address: enAddress };

describe('InStockView: parcel selection', () => {
  it("picks only parcels in stock and shows the pick's count and weight", async () => {
    resetAddressReference();
    renderWithProviders(<InStockView initialParcels={parcels} />, {
      profile: makeProfile(),
      path: '/my/in-stock-items',
      routes,
      namespaces,
    });
    await act(async () => {});
    const cards = screen.getAllByTestId('parcel-card');
    expect(cards).toHaveLength(4);
    const bar = screen.getByTestId('parcel-selection-bar');
    expect(within(bar).getByRole('button', { name: 'Ship selected' })).toBeDisabled();
    expect(within(bar).getByText('Select the parcels to ship.')).toBeInTheDocument();

    // The parcel held by an open transit order links to it and cannot be picked.
    expect(screen.getByRole('checkbox', { name: 'Select parcel PC-c' })).toBeDisabled();
    expect(within(cards[2]!).getByRole('link', { name: 'In transit order TR-1' })).toHaveAttribute(
      'href',
      '/my/transit?order=t1',
    );
    expect(within(cards[3]!).getByText('Free storage ended 5 days ago')).toBeInTheDocument();
    expect(within(cards[3]!).getByText('Sent by you')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select parcel PC-a' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select parcel PC-b' }));
    expect(screen.getByTestId('selection-summary')).toHaveTextContent('Selected: 2 · 1.75 kg');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all that can ship' }));
    expect(screen.getByTestId('selection-summary')).toHaveTextContent('Selected: 3 · 3.75 kg');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all that can ship' }));
    expect(screen.getByTestId('selection-summary')).toHaveTextContent('Select the parcels to ship.');
  });

  it('has nothing to pick where the tenant offers no transit', async () => {
    const tenant = makeTenant({ tenantPreference: { showTransit: false } as never });
    renderWithProviders(<InStockView initialParcels={parcels} />, {
      tenant,
      profile: makeProfile(),
      path: '/my/in-stock-items',
      routes,
      namespaces,
    });
    await act(async () => {});
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByTestId('parcel-selection-bar')).not.toBeInTheDocument();
  });

  it('shows an empty stock with the way to the receiving address', async () => {
    renderWithProviders(<InStockView initialParcels={[]} />, {
      profile: makeProfile(),
      path: '/my/in-stock-items',
      routes,
      namespaces,
    });
    await act(async () => {});
    expect(screen.getByTestId('parcels-empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get my receiving address' })).toHaveAttribute('href', '/my/warehouses');
  });
});

describe('TransitFormDialog: fee estimate and order', () => {
  async function renderForm(extra: Routes = {}) {
    resetAddressReference();
    const onCreated = jest.fn();
    const view = renderWithProviders(
      <TransitFormDialog parcels={[parcels[0]!, parcels[1]!]} open onClose={jest.fn()} onCreated={onCreated} />,
      { profile: makeProfile(), path: '/my/in-stock-items', routes: { ...routes, ...extra }, namespaces },
    );
    await screen.findAllByTestId('estimate-line');
    return { ...view, onCreated };
  }
  const estimates = (calls: InternalAxiosRequestConfig[]) =>
    calls.filter((c) => c.url === '/front/transit-options/estimate').map((c) => c.params as Record<string, string>);
  const feeOf = (name: string) =>
    within(screen.getAllByTestId('estimate-line').find((l) => l.textContent?.includes(name))!).getByTestId(
      'estimate-fee',
    );

  it('prices the picked parcels for the default address and preselects the cheapest line', async () => {
    const { calls } = await renderForm();
    expect(screen.getByTestId('transit-form-summary')).toHaveTextContent('Parcels: 2 · actual weight 1.75 kg');
    expect(estimates(calls)[0]).toEqual({ country: 'US', purchaseParcelIds: 'a,b' });
    expect(feeOf('Sea Freight')).toHaveTextContent('CNY 240.00');
    expect(feeOf('Air Express')).toHaveTextContent('CNY 362.00');
    expect(screen.getByRole('radio', { name: 'Sea Freight' })).toBeChecked();
    expect(screen.getAllByText('2.4 kg')[0]).toBeInTheDocument();
    expect(screen.getAllByText('(by volume)').length).toBeGreaterThan(0);
  });

  it('shows the free storage of the parcel whose storage ends first', async () => {
    resetAddressReference();
    renderWithProviders(
      <TransitFormDialog
        parcels={[parcels[0]!, parcel('e', 800, { freeStorageDaysLeft: 3 }), parcels[1]!]}
        open
        onClose={jest.fn()}
        onCreated={jest.fn()}
      />,
      { profile: makeProfile(), path: '/my/in-stock-items', routes, namespaces },
    );
    await screen.findAllByTestId('estimate-line');
    const storage = screen.getByTestId('transit-form-storage');
    expect(storage).toHaveTextContent('Free storage of these parcels, the soonest to end:');
    expect(within(storage).getByTestId('storage-chip')).toHaveTextContent('Free storage: 3 days left');
  });

  it('prices again for another country, shows lines that refuse it, and sends the order as shown', async () => {
    const { calls, onCreated } = await renderForm();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Delivery address' }));
    fireEvent.click(await screen.findByRole('option', { name: /Ana Miller/ }));
    await waitFor(() => expect(estimates(calls).at(-1)).toEqual({ country: 'CA', purchaseParcelIds: 'a,b' }));
    await waitFor(() => expect(feeOf('Sea Freight')).toHaveTextContent('Does not deliver to this country'));
    expect(screen.getByRole('radio', { name: 'Sea Freight' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Air Express' })).toBeChecked();

    fireEvent.change(screen.getByRole('textbox', { name: 'Local courier (optional)' }), {
      target: { value: 'Canada Post' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create transit order' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 't9', orderNo: 'TR-9' }));
    const post = calls.find((c) => c.method === 'post' && c.url === '/front/transit-orders');
    expect(JSON.parse(String(post?.data))).toEqual({
      purchaseParcelIds: ['a', 'b'],
      transitOptionName: 'Air Express',
      selfPickup: false,
      userAddressId: 'gran',
      pickupWarehouseId: null,
      localExpressCompanyName: 'Canada Post',
      declaredValue: 0,
      services: [],
    });
  });

  it('clears a refusal once the shopper changes the form', async () => {
    await renderForm({
      'POST /front/transit-orders': (config: InternalAxiosRequestConfig) =>
        apiError(config, 503, { code: 'SERVICE_UNAVAILABLE', message: 'x' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create transit order' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('The server had a problem. Please try again later.');
    // It stands above the fields: the shopper, at the form's end, is shown it.
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(refusal);
    fireEvent.click(screen.getByRole('radio', { name: 'Air Express' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('collects at a pickup point only on a line that offers it', async () => {
    const { calls, onCreated } = await renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Air Express' }));
    expect(screen.getByRole('radio', { name: 'Air Express' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Collect at a pickup point' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Air Express' })).toBeDisabled());
    expect(screen.getByText('This line does not offer collection at a pickup point.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sea Freight' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Local courier (optional)' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create transit order' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'post' && c.url === '/front/transit-orders');
    expect(JSON.parse(String(post?.data))).toMatchObject({
      transitOptionName: 'Sea Freight',
      selfPickup: true,
      userAddressId: null,
      pickupWarehouseId: 'nj',
    });
  });
});
