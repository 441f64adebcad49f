// Services on a transit order in the storefront: the transit form lists the services the site offers with their
// terms and what each does, takes a declared value (refusing one the API would refuse, without sending), and shows
// the server's landed total line by line (declared goods, shipping, each service, import charges with the rule's
// date, the disclaimer); the order sends what the form shows. The order detail lists the services and what the
// payment asks, and an order with trial packing says it is being packed for the exact fee.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type {
  ShippingEstimate,
  StockInParcel,
  TransitOrder,
  TransitQuote,
  TransitQuoteRequest,
  TransitServiceOffer,
  UserAddress,
} from '@/contract';
import TransitFormDialog from '@/components/transit/TransitFormDialog';
import TransitOrderDetail from '@/components/transit/TransitOrderDetail';
import { CostBreakdown } from '@/components/shipping/LandedCostBreakdown';
import { resetAddressReference } from '@/components/address/useAddressReference';
import { makeProfile, renderWithProviders, type Routes } from './helpers/renderWithProviders';
import enAddress from '@/locales/en/address.json';
import enCost from '@/locales/en/cost.json';
import enShipping from '@/locales/en/shipping.json';

jest.setTimeout(30_000);

const namespaces = { shipping: enShipping, address: enAddress, cost: enCost };

function parcel(id: string): StockInParcel {
  return {
    id,
    parcelNo: `PC-${id}`,
    source: 'PURCHASE',
    orderNo: `PO-${id}`,
    trackingNo: null,
    warehouse: { id: 'gz', name: 'Guangzhou' },
    items: [],
    weightGrams: 700,
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
  };
}

const address: UserAddress = {
  id: 'home',
  recipient: 'Jordan Miller',
  phone: '+1 212 555 0148',
  country: 'US',
  regionCodes: [],
  regionNames: [],
  city: 'New York',
  street: '350 W 42nd St',
  postcode: '10036',
  defaultAddress: true,
  createdAt: '',
  updatedAt: '',
};

const estimate: ShippingEstimate = {
  country: 'US',
  lines: [
    {
      transitOptionName: 'Air Express',
      description: '',
      deliveryDays: { min: 7, max: 12 },
      restrictions: [],
      selfPickupAvailable: false,
      weights: { actualGrams: 1450, volumetricGrams: 1995, chargeableGrams: 1995 },
      allowed: true,
      refusal: null,
      maxWeightGrams: 30000,
      maxLengthCm: null,
      fee: { firstWeightFee: 90, additionalUnits: 1, additionalWeightFee: 68, total: 158 },
    },
  ],
};

const offer: TransitServiceOffer = {
  insurance: { ratePercent: 3, minimumFee: 10 },
  reinforcedPacking: { feePerParcel: 12 },
  trialPacking: { fee: 8 },
};

/** The fake server's quote: the amounts differ per service so each line on the page can only come from here. */
function quoteFor(config: InternalAxiosRequestConfig): TransitQuote {
  const body = JSON.parse(String(config.data)) as TransitQuoteRequest;
  const fees = { INSURANCE: 15.5, REINFORCED_PACKING: 24, TRIAL_PACKING: 8 } as const;
  const services = (body.services ?? []).map((service) => ({ service, fee: fees[service] }));
  const due = 158 + services.reduce((sum, s) => sum + s.fee, 0);
  return {
    country: body.country,
    transitOptionName: body.transitOptionName,
    weights: estimate.lines[0]!.weights,
    shipping: { firstWeightFee: 90, additionalUnits: 1, additionalWeightFee: 68, total: 158 },
    declaredValue: body.declaredValue ?? 0,
    services,
    amountDue: due,
    importCharges: { dutiableValue: body.declaredValue ?? 0, duty: 41.25, dutyFree: false, fixedFee: 0, total: 41.25 },
    rule: {
      country: 'US',
      effectiveFrom: '2025-08-29',
      dutyRatePercent: 8.25,
      fixedFeePerParcel: 0,
      dutyFreeThreshold: null,
      note: '',
    },
    total: (body.declaredValue ?? 0) + due + 41.25,
  };
}

function routesWith(services: TransitServiceOffer): Routes {
  return {
    '/front/user/addresses': [address],
    '/front/tenant-warehouses': [],
    '/front/supported-countries': [{ code: 'US', name: 'United States', phoneCode: '+1' }],
    '/front/transit-options/estimate': estimate,
    '/front/transit-services': services,
    'POST /front/transit-orders/quote': quoteFor,
    'POST /front/transit-orders': { id: 't9', orderNo: 'TR-9' },
  };
}

async function renderForm(services = offer) {
  resetAddressReference();
  const onCreated = jest.fn();
  const view = renderWithProviders(
    <TransitFormDialog parcels={[parcel('a'), parcel('b')]} open onClose={jest.fn()} onCreated={onCreated} />,
    { profile: makeProfile(), path: '/my/in-stock-items', routes: routesWith(services), namespaces },
  );
  await screen.findAllByTestId('estimate-line');
  return { ...view, onCreated };
}

const quotes = (calls: InternalAxiosRequestConfig[]) =>
  calls
    .filter((c) => c.method === 'post' && c.url === '/front/transit-orders/quote')
    .map((c) => JSON.parse(String(c.data)) as TransitQuoteRequest);

describe('TransitFormDialog: services and the landed total', () => {
  it('lists the services offered with their terms, and shows the server’s total for what is chosen', async () => {
    const { calls, onCreated } = await renderForm();
    const section = screen.getByTestId('transit-services');
    expect(
      within(section).getByRole('checkbox', {
        name: /Insurance · 3 % of the declared value, at least \u2068CNY\s10\.00\u2069/,
      }),
    ).not.toBeChecked();
    expect(section).toHaveTextContent(
      'If the parcel is lost or damaged in transit, you are refunded its declared value.',
    );
    expect(
      within(section).getByRole('checkbox', { name: /Reinforced packing · \u2068CNY\s12\.00\u2069 per parcel/ }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('checkbox', { name: /Trial packing · \u2068CNY\s8\.00\u2069 per order/ }),
    ).toBeInTheDocument();

    const total = await screen.findByTestId('transit-landed-cost');
    expect(quotes(calls).at(-1)).toEqual({
      purchaseParcelIds: ['a', 'b'],
      transitOptionName: 'Air Express',
      country: 'US',
      declaredValue: 0,
      services: [],
    });
    expect(within(total).getByTestId('landed-shipping')).toHaveTextContent('CNY 158.00');
    expect(total).toHaveTextContent('\u2068Air Express\u2069, \u20682 kg\u2069 charged');

    fireEvent.change(screen.getByRole('textbox', { name: 'Declared value of the goods (CNY)' }), {
      target: { value: '500' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Insurance/ }));
    await waitFor(() => expect(quotes(calls).at(-1)).toMatchObject({ declaredValue: 500, services: ['INSURANCE'] }));
    const insured = await screen.findByTestId('landed-service-INSURANCE');
    expect(insured).toHaveTextContent('CNY 15.50');
    const breakdown = screen.getByTestId('transit-landed-cost');
    expect(breakdown).toHaveTextContent('Goods (declared value)');
    expect(within(breakdown).getByTestId('landed-import')).toHaveTextContent('CNY 41.25');
    expect(within(breakdown).getByTestId('landed-total')).toHaveTextContent('CNY 714.75');
    expect(within(breakdown).getByTestId('landed-rule')).toHaveTextContent(
      'Import rule for United States in force since 2025-08-29.',
    );
    expect(breakdown).toHaveTextContent('An estimate: customs decide what is due');

    fireEvent.click(screen.getByRole('button', { name: 'Create transit order' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'post' && c.url === '/front/transit-orders');
    expect(JSON.parse(String(post?.data))).toMatchObject({
      transitOptionName: 'Air Express',
      declaredValue: 500,
      services: ['INSURANCE'],
    });
  });

  it('refuses a declared value the API would refuse, and insurance without a value, sending nothing and focusing it', async () => {
    const { calls, onCreated } = await renderForm();
    await screen.findByTestId('transit-landed-cost');
    const asked = quotes(calls).length;
    const value = screen.getByRole('textbox', { name: 'Declared value of the goods (CNY)' });
    fireEvent.change(value, { target: { value: '-3' } });
    expect(screen.getByText('Enter an amount from 0 to 1,000,000 with at most two decimals.')).toBeInTheDocument();
    fireEvent.change(value, { target: { value: '12.345' } });
    expect(screen.getByText('Enter an amount from 0 to 1,000,000 with at most two decimals.')).toBeInTheDocument();
    fireEvent.change(value, { target: { value: '' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Insurance/ }));
    expect(screen.getByText("Enter the goods' value to insure them.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create transit order' }));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 400));
    });
    expect(onCreated).not.toHaveBeenCalled();
    expect(calls.some((c) => c.method === 'post' && c.url === '/front/transit-orders')).toBe(false);
    expect(quotes(calls)).toHaveLength(asked);
    // The submit takes the shopper back to the field to mend, wherever the form was scrolled.
    expect(value).toHaveFocus();
  });

  it('shows no service the site does not offer', async () => {
    await renderForm({ insurance: null, reinforcedPacking: { feePerParcel: 12 }, trialPacking: null });
    const section = screen.getByTestId('transit-services');
    await waitFor(() => expect(within(section).getAllByRole('checkbox')).toHaveLength(1));
    expect(within(section).queryByRole('checkbox', { name: /Insurance/ })).not.toBeInTheDocument();
  });
});

describe('CostBreakdown', () => {
  it('says why import charges are left out when the country has no rule', () => {
    renderWithProviders(
      <CostBreakdown
        lines={[{ key: 'goods', label: 'Goods', amount: 100 }]}
        importCharges={null}
        rule={null}
        total={100}
        countryName="Laos"
      />,
      { namespaces },
    );
    const section = screen.getByTestId('landed-cost');
    expect(section).toHaveTextContent('Not included: we have no import rule for Laos');
    expect(within(section).getByTestId('landed-total')).toHaveTextContent('CNY 100.00');
    expect(within(section).queryByTestId('landed-rule')).not.toBeInTheDocument();
  });
});

describe('TransitOrderDetail: services', () => {
  const order: TransitOrder = {
    id: 't1',
    orderNo: 'TR-1',
    status: 'PACKING',
    createdAt: '2026-11-20T10:00:00Z',
    transitOptionName: 'Air Express',
    parcelCount: 2,
    selfPickup: false,
    country: 'US',
    estimatedFee: 158,
    fee: null,
    paymentNo: null,
    declaredValue: 500,
    services: [
      { service: 'INSURANCE', fee: 15 },
      { service: 'TRIAL_PACKING', fee: 8 },
    ],
    amountDue: null,
    carrier: null,
    trackingNo: null,
    actions: { canPay: false, canClose: true, canComplete: false },
    parcels: [],
    destination: null,
    pickupPoint: null,
    localExpressCompanyName: null,
    remark: '',
    estimatedWeights: { actualGrams: 1450, volumetricGrams: 1995, chargeableGrams: 1995 },
    weights: null,
    packedSize: null,
    feeBreakdown: null,
    paidAt: null,
    timeline: [],
    tracking: [],
  };

  it('says an order with trial packing is being packed for the exact fee, with its services', () => {
    renderWithProviders(<TransitOrderDetail order={order} onChanged={jest.fn()} />, {
      profile: makeProfile(),
      namespaces,
    });
    expect(screen.getByTestId('transit-status')).toHaveTextContent('Being packed for the exact fee');
    expect(screen.getByText(/packing, weighing and measuring your parcels/)).toBeInTheDocument();
    expect(screen.getByTestId('transit-service-INSURANCE')).toHaveTextContent('CNY 15.00');
    expect(screen.getByTestId('transit-declared-value')).toHaveTextContent('CNY 500.00');
    expect(screen.queryByTestId('transit-amount-due')).not.toBeInTheDocument();
  });

  it('shows what the payment asks once weighed: the fee and the services', () => {
    const weighed: TransitOrder = {
      ...order,
      status: 'AWAITING_PAYMENT',
      fee: 294,
      amountDue: 317,
      paymentNo: 'PM1',
      feeBreakdown: { firstWeightFee: 90, additionalUnits: 3, additionalWeightFee: 204, total: 294 },
      actions: { canPay: true, canClose: true, canComplete: false },
    };
    renderWithProviders(<TransitOrderDetail order={weighed} onChanged={jest.fn()} />, {
      profile: makeProfile(),
      namespaces,
    });
    expect(screen.getByTestId('transit-status')).toHaveTextContent('Awaiting payment');
    expect(screen.getByTestId('transit-fee')).toHaveTextContent('CNY 294.00');
    expect(screen.getByTestId('transit-amount-due')).toHaveTextContent('CNY 317.00');
  });
});
