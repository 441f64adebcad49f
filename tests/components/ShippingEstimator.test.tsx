// The estimator of the shipping-charges page: a compare link's values fill it and are estimated at once, with
// every line as the server answers it; an empty form estimates nothing until it is sent; a refused estimate takes
// the last prices away.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { ShippingEstimate, ShippingEstimateLine } from '@/contract';
import { resetAddressReference } from '@/components/address/useAddressReference';
import ShippingEstimator from '@/components/shipping/ShippingEstimator';
import enShipping from '@/locales/en/shipping.json';
import { renderWithProviders, type Routes } from './helpers/renderWithProviders';

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

const routes: Routes = {
  '/front/supported-countries': [{ code: 'US', name: 'United States', phoneCode: '+1' }],
  '/front/transit-options/estimate': (config: InternalAxiosRequestConfig): ShippingEstimate => ({
    country: (config.params as { country: string }).country,
    lines: [line('Sea Freight', 120), line('Air Express', 158)],
  }),
};

const estimates = (calls: { key: string; params?: unknown }[]) =>
  calls.filter((c) => c.key === 'GET /front/transit-options/estimate').map((c) => c.params);

describe('ShippingEstimator', () => {
  it('estimates a prefilled box at once and lists every line', async () => {
    resetAddressReference();
    const { calls } = renderWithProviders(
      <ShippingEstimator initial={{ country: 'US', weightKg: '1.8', lengthCm: '22', widthCm: '22', heightCm: '22' }} />,
      { routes, namespaces: { shipping: enShipping } },
    );
    expect(await screen.findAllByTestId('estimate-line')).toHaveLength(2);
    expect(estimates(calls)).toEqual([{ country: 'US', weightGrams: 1800, lengthCm: 22, widthCm: 22, heightCm: 22 }]);
    expect(screen.getByRole('textbox', { name: /^Weight/ })).toHaveValue('1.8');
  });

  it('takes the last prices away when the next estimate is refused', async () => {
    resetAddressReference();
    const { calls } = renderWithProviders(
      <ShippingEstimator initial={{ country: 'US', weightKg: '1.8', lengthCm: '22', widthCm: '22', heightCm: '22' }} />,
      { routes, namespaces: { shipping: enShipping } },
    );
    expect(await screen.findAllByTestId('estimate-line')).toHaveLength(2);
    fireEvent.change(screen.getByRole('textbox', { name: /^Weight/ }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
    await waitFor(() => expect(screen.queryAllByTestId('estimate-line')).toHaveLength(0));
    expect(screen.getByRole('textbox', { name: /^Weight/ })).toHaveAttribute('aria-invalid', 'true');
    expect(estimates(calls)).toHaveLength(1);
  });

  it('waits for the shopper when nothing is prefilled', async () => {
    resetAddressReference();
    const { calls } = renderWithProviders(<ShippingEstimator />, { routes, namespaces: { shipping: enShipping } });
    await screen.findByRole('button', { name: 'Estimate' });
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /front/supported-countries')).toBe(true));
    expect(estimates(calls)).toEqual([]);
  });
});
