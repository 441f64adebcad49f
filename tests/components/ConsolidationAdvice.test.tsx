// "Cheapest way to ship these" on /my/in-stock-items: offered for two or more picked parcels, it shows the
// server's boxes (parcels, line, fee), the total and the saving for the default address's country; "Use this"
// opens the transit form with the box's parcels and line even when another line is cheaper for them alone, and
// after that order the page stays with the other box still offered; a refusal reads as translated text.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type {
  ConsolidationAdvice,
  ShippingEstimate,
  ShippingEstimateLine,
  StockInParcel,
  UserAddress,
} from '@/contract';
import InStockView from '@/components/shipping/InStockView';
import { resetAddressReference } from '@/components/address/useAddressReference';
import { apiError } from '../fixtures/fakeApi';
import { makeProfile, renderWithProviders, type Routes } from './helpers/renderWithProviders';
import enAddress from '@/locales/en/address.json';
import enShipping from '@/locales/en/shipping.json';

jest.setTimeout(30_000);

function parcel(id: string, weightGrams: number, overrides: Partial<StockInParcel> = {}): StockInParcel {
  return {
    id,
    parcelNo: `PC-${id}`,
    source: 'SELF_SHIPPED',
    orderNo: null,
    trackingNo: `SF-${id}`,
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
const stock = [parcel('a', 800), parcel('b', 900), parcel('d', 4000)];

const home: UserAddress = {
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
};

const weights = { actualGrams: 1950, volumetricGrams: 2582, chargeableGrams: 2582 };
const advice: ConsolidationAdvice = {
  country: 'US',
  groups: [
    {
      purchaseParcelIds: ['a', 'b'],
      parcelNos: ['PC-a', 'PC-b'],
      transitOptionName: 'Air Express',
      deliveryDays: { min: 7, max: 12 },
      selfPickupAvailable: false,
      weights,
      fee: { firstWeightFee: 90, additionalUnits: 2, additionalWeightFee: 136, total: 226 },
    },
    {
      purchaseParcelIds: ['d'],
      parcelNos: ['PC-d'],
      transitOptionName: 'Sea Freight',
      deliveryDays: { min: 35, max: 50 },
      selfPickupAvailable: true,
      weights: { actualGrams: 4200, volumetricGrams: 1690, chargeableGrams: 4200 },
      fee: { firstWeightFee: 150, additionalUnits: 4, additionalWeightFee: 72, total: 222 },
    },
  ],
  total: 448,
  separateTotal: 538,
  saving: 90,
  method: 'EXHAUSTIVE',
};

function line(name: string, total: number): ShippingEstimateLine {
  return {
    transitOptionName: name,
    description: `${name} line`,
    deliveryDays: { min: 7, max: 12 },
    restrictions: [],
    selfPickupAvailable: false,
    weights,
    allowed: true,
    refusal: null,
    maxWeightGrams: 30000,
    maxLengthCm: null,
    fee: { firstWeightFee: 90, additionalUnits: 1, additionalWeightFee: total - 90, total },
  };
}

function routes(onAdvice: (config: InternalAxiosRequestConfig) => unknown = () => advice): Routes {
  let ordered = false;
  return {
    '/front/user/addresses': [home],
    '/front/tenant-warehouses': [],
    '/front/supported-countries': [
      { code: 'US', name: 'United States', phoneCode: '+1' },
      { code: 'GB', name: 'United Kingdom', phoneCode: '+44' },
    ],
    // Sea Freight is the cheaper line for a and b in the form: the advice's line must still be the one chosen.
    '/front/transit-options/estimate': (config: InternalAxiosRequestConfig): ShippingEstimate => ({
      country: (config.params as { country: string }).country,
      lines: [line('Sea Freight', 200), line('Air Express', 226)],
    }),
    'POST /front/transit-options/consolidation': onAdvice,
    'POST /front/transit-orders': () => {
      ordered = true;
      return { id: 't9', orderNo: 'TR-9' };
    },
    // After the order its parcels are held by it.
    '/front/purchase-parcels/stock-in-parcels': () => {
      const items = ordered
        ? stock.map((p) =>
            p.id === 'd'
              ? p
              : { ...p, status: 'IN_TRANSIT_ORDER' as const, transitOrderId: 't9', transitOrderNo: 'TR-9' },
          )
        : stock;
      return { items, total: items.length, pageNo: 1, pageSize: items.length };
    },
  };
}

const namespaces = { shipping: enShipping, address: enAddress };
const pick = (parcelNo: string) => fireEvent.click(screen.getByRole('checkbox', { name: `Select parcel ${parcelNo}` }));

describe('consolidation advice on the in-stock page', () => {
  beforeEach(() => {
    resetAddressReference();
    window.localStorage.clear();
  });

  it('shows the boxes, fees, total and saving, and "Use this" ships a box while the other stays offered', async () => {
    const { calls } = renderWithProviders(<InStockView initialParcels={stock} />, {
      profile: makeProfile(),
      path: '/my/in-stock-items',
      routes: routes(),
      namespaces,
    });
    await act(async () => {});
    pick('PC-a');
    expect(screen.queryByRole('button', { name: 'Cheapest way to ship these' })).not.toBeInTheDocument();
    pick('PC-b');
    pick('PC-d');
    fireEvent.click(screen.getByRole('button', { name: 'Cheapest way to ship these' }));

    const panel = await screen.findByRole('region', { name: 'Cheapest way to ship these' });
    const groups = await within(panel).findAllByTestId('consolidation-group');
    expect(calls.filter((c) => c.key === 'POST /front/transit-options/consolidation').map((c) => c.body)).toEqual([
      { purchaseParcelIds: ['a', 'b', 'd'], country: 'US' },
    ]);
    expect(groups).toHaveLength(2);
    expect(groups[0]).toHaveTextContent('Box 1 of 2 · Air Express');
    expect(groups[0]).toHaveTextContent('Parcels: PC-a, PC-b');
    expect(within(groups[0]!).getByTestId('consolidation-fee')).toHaveTextContent('CNY 226.00');
    expect(groups[1]).toHaveTextContent('Box 2 of 2 · Sea Freight');
    expect(within(panel).getByTestId('consolidation-total')).toHaveTextContent('CNY 448.00');
    expect(within(panel).getByTestId('consolidation-saving')).toHaveTextContent(
      'You save \u2068CNY 90.00\u2069 against shipping each parcel on its own.',
    );

    fireEvent.click(within(groups[0]!).getByRole('button', { name: 'Use this' }));
    const form = await screen.findByRole('dialog', { name: 'Ship parcels home' });
    expect(within(form).getByTestId('transit-form-summary')).toHaveTextContent('Parcels: 2 · actual weight 1.7 kg');
    await within(form).findAllByTestId('estimate-line');
    expect(within(form).getByRole('radio', { name: 'Air Express' })).toBeChecked();
    fireEvent.click(within(form).getByRole('button', { name: 'Create transit order' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ship parcels home' })).not.toBeInTheDocument());
    const order = calls.find((c) => c.key === 'POST /front/transit-orders');
    expect(order?.body).toMatchObject({
      purchaseParcelIds: ['a', 'b'],
      transitOptionName: 'Air Express',
      userAddressId: 'home',
    });
    // The page stays: the used box says so, the other box can still be used, its parcel is still picked.
    const after = within(screen.getByRole('region', { name: 'Cheapest way to ship these' })).getAllByTestId(
      'consolidation-group',
    );
    expect(within(after[0]!).getByTestId('consolidation-used')).toHaveTextContent(
      'Transit order \u2068TR-9\u2069 created',
    );
    expect(within(after[0]!).queryByRole('button', { name: 'Use this' })).not.toBeInTheDocument();
    expect(within(after[1]!).getByRole('button', { name: 'Use this' })).toBeEnabled();
    await waitFor(() => expect(screen.getByTestId('selection-summary')).toHaveTextContent('Selected: 1 · 4 kg'));
  });

  it('closes when the pick changes, and shows a refusal as translated text with a retry', async () => {
    const refuse = (config: InternalAxiosRequestConfig) =>
      apiError(config, 409, { code: 'NO_LINE_TO_COUNTRY', message: 'No shipping line delivers to that country' });
    const { calls } = renderWithProviders(<InStockView initialParcels={stock} />, {
      profile: makeProfile(),
      path: '/my/in-stock-items',
      routes: routes(refuse),
      namespaces,
    });
    await act(async () => {});
    pick('PC-a');
    pick('PC-b');
    fireEvent.click(screen.getByRole('button', { name: 'Cheapest way to ship these' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The advice could not be loaded. No shipping line delivers to that country.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'POST /front/transit-options/consolidation')).toHaveLength(2),
    );
    pick('PC-d');
    expect(screen.queryByRole('region', { name: 'Cheapest way to ship these' })).not.toBeInTheDocument();
  });
});
