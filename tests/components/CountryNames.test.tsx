// Every place a country shows names it in the page's language (Intl's names, or the API's where browsers have
// none: Lao) and lists countries in that language's order: the estimator's country choice and the chosen
// country, and the transit order card, in English, Arabic, Lao and French.
import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { ShippingEstimate, SupportedCountry, TransitOrderSummary } from '@/contract';
import { resetAddressReference } from '@/components/address/useAddressReference';
import ShippingEstimator from '@/components/shipping/ShippingEstimator';
import TransitOrderCard from '@/components/transit/TransitOrderCard';
import { localeFile, renderWithProviders, type Routes } from './helpers/renderWithProviders';

jest.setTimeout(30_000);

// What the API answers: its names in the request's language (the Lao site's API names them in Lao).
const API_NAMES: Record<string, SupportedCountry[]> = {
  en: [
    { code: 'SA', name: 'Saudi Arabia', phoneCode: '+966' },
    { code: 'AE', name: 'United Arab Emirates', phoneCode: '+971' },
    { code: 'EG', name: 'Egypt', phoneCode: '+20' },
  ],
  la: [
    { code: 'VN', name: 'ຫວຽດນາມ', phoneCode: '+84' },
    { code: 'LA', name: 'ລາວ', phoneCode: '+856' },
    { code: 'TH', name: 'ໄທ', phoneCode: '+66' },
  ],
};

function routes(language: string): Routes {
  return {
    '/front/supported-countries': API_NAMES[language] ?? API_NAMES.en,
    '/front/transit-options/estimate': (config: InternalAxiosRequestConfig): ShippingEstimate => ({
      country: (config.params as { country: string }).country,
      lines: [],
    }),
  };
}

async function countryChoices(language: string, country: string): Promise<string[]> {
  resetAddressReference();
  renderWithProviders(<ShippingEstimator initial={{ country, weightKg: '1' }} />, {
    language,
    routes: routes(language),
    namespaces: { shipping: localeFile(language, 'shipping') },
  });
  // The browser's own select: its options are the choices, once the countries have loaded.
  const select = await screen.findByRole('combobox');
  await waitFor(() =>
    expect(
      within(select)
        .getAllByRole('option')
        .some((o) => o.textContent),
    ).toBe(true),
  );
  const options = within(select).getAllByRole('option') as HTMLOptionElement[];
  return options.filter((o) => o.value !== '').map((o) => o.textContent ?? '');
}

describe('country names in the reader’s language', () => {
  it('English: Intl’s English names in English order', async () => {
    expect(await countryChoices('en', 'SA')).toEqual(['Egypt', 'Saudi Arabia', 'United Arab Emirates']);
  });

  it('Arabic: Arabic names in Arabic order, and the chosen country reads in Arabic', async () => {
    const choices = await countryChoices('ar', 'SA');
    expect(choices).toEqual(['الإمارات العربية المتحدة', 'المملكة العربية السعودية', 'مصر']);
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('المملكة العربية السعودية');
    expect(document.body.textContent).not.toMatch(/Saudi Arabia/);
  });

  it('French: French names in French order', async () => {
    expect(await countryChoices('fr', 'SA')).toEqual(['Arabie saoudite', 'Égypte', 'Émirats arabes unis']);
  });

  it('Lao: the API’s Lao names, sorted by the Lao alphabet', async () => {
    expect(await countryChoices('la', 'LA')).toEqual(['ໄທ', 'ລາວ', 'ຫວຽດນາມ']);
  });

  it('a transit order card names its destination in the page’s language', async () => {
    resetAddressReference();
    const order: TransitOrderSummary = {
      id: 't1',
      orderNo: 'TO1',
      status: 'PACKING',
      createdAt: '2026-01-02T03:04:05Z',
      transitOptionName: 'Air',
      parcelCount: 1,
      selfPickup: false,
      country: 'SA',
      estimatedFee: 10,
      fee: null,
      paymentNo: null,
      declaredValue: 50,
      services: [],
      amountDue: null,
      carrier: null,
      trackingNo: null,
      actions: { canPay: false, canClose: false, canComplete: false },
    };
    renderWithProviders(
      <ul>
        <TransitOrderCard order={order} onOpen={() => {}} onChanged={() => {}} />
      </ul>,
      {
        language: 'fr',
        routes: routes('fr'),
        namespaces: { shipping: localeFile('fr', 'shipping') },
      },
    );
    expect(await screen.findByText('Arabie saoudite')).toBeInTheDocument();
  });
});
