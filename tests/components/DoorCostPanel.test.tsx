// "To your door": the country of the default address, the server's cheapest line and its fee, and the total to the
// door line by line with the import rule's date; without a variant no total; a visitor chooses the country (and
// the choice is asked again of the server); bad answers show the translated error.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { DoorCost, DoorCostItem, DoorCostRequest, ShippingEstimateLine, UserAddress } from '@/contract';
import { resetAddressReference } from '@/components/address/useAddressReference';
import DoorCostPanel from '@/components/shipping/DoorCostPanel';
import enCost from '@/locales/en/cost.json';
import { makeProfile, renderWithProviders, type Routes } from './helpers/renderWithProviders';

jest.setTimeout(30_000);

const line = (name: string, total: number): ShippingEstimateLine => ({
  transitOptionName: name,
  description: '',
  deliveryDays: { min: 7, max: 12 },
  restrictions: [],
  selfPickupAvailable: false,
  weights: { actualGrams: 1800, volumetricGrams: 1775, chargeableGrams: 1800 },
  allowed: true,
  refusal: null,
  maxWeightGrams: 30_000,
  maxLengthCm: null,
  fee: { firstWeightFee: 90, additionalUnits: 1, additionalWeightFee: total - 90, total },
});

function answer(body: DoorCostRequest): DoorCost {
  const named = body.items.every((i) => i.productSkuId !== undefined);
  return {
    country: body.country,
    goodsGrams: 1600,
    unweighedItems: 0,
    box: { weightGrams: 1800, lengthCm: 22, widthCm: 22, heightCm: 22 },
    line: line('Air Express', 158),
    lines: [line('Air Express', 158)],
    landed: named
      ? {
          goods: 100,
          domesticShipping: 8,
          serviceFee: 5,
          shipping: 158,
          importCharges: { dutiableValue: 100, duty: 20, dutyFree: false, fixedFee: 0, total: 20 },
          rule: {
            country: body.country,
            effectiveFrom: '2025-05-02',
            dutyRatePercent: 20,
            fixedFeePerParcel: 0,
            dutyFreeThreshold: null,
            note: '',
          },
          total: 291,
        }
      : null,
  };
}

const home: UserAddress = {
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

const routes: Routes = {
  '/front/supported-countries': [
    { code: 'US', name: 'United States', phoneCode: '+1' },
    { code: 'CA', name: 'Canada', phoneCode: '+1' },
  ],
  '/front/user/addresses': [home],
  'POST /front/transit-options/door-cost': (config: InternalAxiosRequestConfig) =>
    answer(JSON.parse(String(config.data)) as DoorCostRequest),
};

const item: DoorCostItem = { platform: 'Taobao', productId: '123', productSkuId: 's1', quantity: 2 };

function renderPanel(items: DoorCostItem[], loggedIn = true, answers: Routes = {}) {
  resetAddressReference();
  window.localStorage.clear();
  return renderWithProviders(<DoorCostPanel items={items} />, {
    profile: loggedIn ? makeProfile() : null,
    routes: { ...routes, ...answers },
    namespaces: { cost: enCost },
  });
}

/** A door cost no line can carry: each line refuses the box for its reason. */
const refusedBy =
  (...refusals: NonNullable<ShippingEstimateLine['refusal']>[]) =>
  (config: InternalAxiosRequestConfig): DoorCost => ({
    ...answer(JSON.parse(String(config.data)) as DoorCostRequest),
    line: null,
    lines: refusals.map((refusal, i) => ({ ...line(`Line ${i}`, 100), allowed: false, refusal, fee: null })),
    landed: null,
  });

describe('DoorCostPanel', () => {
  it('prices the goods to the default address’s country and adds up the total line by line', async () => {
    const { calls } = renderPanel([item]);
    const panel = await screen.findByTestId('door-cost');
    expect(await within(panel).findByText('To your door in \u2068United States\u2069:')).toBeInTheDocument();
    expect(within(panel).getByTestId('door-cost-fee')).toHaveTextContent('CNY 158.00');
    expect(within(panel).getByTestId('door-cost-line')).toHaveTextContent(
      'Cheapest line: \u2068Air Express\u2069, 7–12 days',
    );
    const posted = calls.filter((c) => c.key === 'POST /front/transit-options/door-cost').map((c) => c.body);
    expect(posted.at(-1)).toEqual({ country: 'US', items: [item] });
    const landed = within(panel).getByTestId('landed-cost');
    expect(within(landed).getByTestId('landed-total')).toHaveTextContent('CNY 291.00');
    expect(within(landed).getByTestId('landed-import')).toHaveTextContent('CNY 20.00');
    expect(landed).toHaveTextContent("20 % duty and taxes on the goods' value");
    expect(within(landed).getByTestId('landed-rule')).toHaveTextContent(
      'Import rule for \u2068United States\u2069 in force since 2025-05-02.',
    );
    expect(within(panel).getByRole('link', { name: 'Compare all shipping lines' })).toHaveAttribute(
      'href',
      '/transportation-charge?country=US&weightGrams=1800&lengthCm=22&widthCm=22&heightCm=22',
    );
  });

  it('asks for a variant before it can show a total', async () => {
    renderPanel([{ platform: 'Taobao', productId: '123', quantity: 1 }]);
    expect(
      await screen.findByText('Choose a variant to see the total with goods, fees and import charges.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('landed-cost')).not.toBeInTheDocument();
  });

  it('says whether no line serves the country or the lines that do refuse a box this heavy or long', async () => {
    const { unmount } = renderPanel([item], true, {
      'POST /front/transit-options/door-cost': refusedBy('COUNTRY_NOT_SERVED', 'COUNTRY_NOT_SERVED'),
    });
    expect(await screen.findByTestId('door-cost-no-line')).toHaveTextContent(
      'No shipping line delivers these goods to \u2068United States\u2069.',
    );
    unmount();
    renderPanel([{ ...item, quantity: 5000 }], true, {
      'POST /front/transit-options/door-cost': refusedBy('COUNTRY_NOT_SERVED', 'TOO_HEAVY', 'OVERSIZE'),
    });
    expect(await screen.findByTestId('door-cost-no-line')).toHaveTextContent(
      'No shipping line to \u2068United States\u2069 takes a box this heavy or this long: try fewer pieces.',
    );
  });

  it('lets a visitor choose the country', async () => {
    const { calls } = renderPanel([item], false);
    expect(await screen.findByText('Choose your country to see what shipping home costs.')).toBeInTheDocument();
    await act(async () => {});
    // The browser's own select: choosing is a change of its value.
    fireEvent.change(screen.getByRole('combobox', { name: 'Ship to' }), { target: { value: 'CA' } });
    expect(await screen.findByText('To your door in \u2068Canada\u2069:')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'POST /front/transit-options/door-cost').at(-1)?.body).toMatchObject({
        country: 'CA',
      }),
    );
    expect(window.localStorage.getItem('door-country:globalbuy')).toBe('CA');
  });
});
