// The account's delivery address book (components/address): the form explains every problem under its field
// before any call, asks for the region down to the last level of the tenant's tree, sends what it shows, and puts
// the API's field reasons under the same fields; a company billing address needs its name and tax number.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { AddressDistrict, SupportedCountry, UserAddress } from '@/contract';
import AddressBook from '@/components/address/AddressBook';
import { resetAddressReference } from '@/components/address/useAddressReference';
import { makeProfile, renderWithProviders, type Routes } from './helpers/renderWithProviders';
import enAddress from '@/locales/en/address.json';

// A form of this size takes a few seconds to drive on a busy machine.
jest.setTimeout(30_000);

const countries: SupportedCountry[] = [
  { code: 'US', name: 'United States', phoneCode: '+1' },
  { code: 'CA', name: 'Canada', phoneCode: '+1' },
];
const usTree: AddressDistrict[] = [
  {
    code: 'NY',
    name: 'New York',
    children: [
      { code: 'NY-NYC', name: 'New York City' },
      { code: 'NY-BUF', name: 'Buffalo' },
    ],
  },
  { code: 'NJ', name: 'New Jersey', children: [{ code: 'NJ-NWK', name: 'Newark' }] },
];
const saved: UserAddress = {
  id: 'a1',
  recipient: 'Jordan Miller',
  phone: '+1 212 555 0148',
  country: 'US',
  regionCodes: ['NY', 'NY-NYC'],
  regionNames: ['New York', 'New York City'],
  city: 'New York City',
  street: '350 W 42nd St',
  postcode: '10036',
  defaultAddress: true,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

function apiError(config: InternalAxiosRequestConfig, status: number, data: unknown): never {
  const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
  throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
}

const posts = (calls: InternalAxiosRequestConfig[], url: string) =>
  calls
    .filter((c) => c.method === 'post' && c.url === url)
    .map((c) => JSON.parse(String(c.data)) as Record<string, unknown>);

async function renderBook(kind: 'address' | 'billing', routes: Routes = {}) {
  resetAddressReference();
  const view = renderWithProviders(<AddressBook kind={kind} />, {
    profile: makeProfile(),
    path: '/my/account',
    namespaces: { address: enAddress },
    routes: {
      '/front/user/addresses': [],
      '/front/user/billing-addresses': [],
      '/front/supported-countries': countries,
      '/front/address-districts': (config: InternalAxiosRequestConfig) =>
        (config.params as { country: string }).country === 'US' ? usTree : [],
      ...routes,
    },
  });
  await act(async () => {});
  return view;
}

async function choose(label: RegExp, option: string) {
  const dialog = screen.getByRole('dialog');
  fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const dialog = () => screen.getByRole('dialog');
const field = (label: RegExp) => within(dialog()).getByRole('textbox', { name: label });

describe('AddressBook (delivery addresses)', () => {
  it('explains every missing or wrong field before calling the API', async () => {
    const { calls } = await renderBook('address');
    expect(
      await screen.findByText('No delivery address yet. Add one before you ship parcels home.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    await screen.findByRole('dialog');
    fireEvent.change(field(/Phone number/), { target: { value: '12ab' } });
    fireEvent.change(field(/Street address/), { target: { value: 'A 1' } });
    fireEvent.change(field(/Postcode/), { target: { value: '!!' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog()).findByText('Some fields need your attention: see the messages under them.'),
    ).toBeInTheDocument();
    expect(field(/Recipient/)).toHaveAccessibleDescription('Please fill this in.');
    expect(field(/Phone number/)).toHaveAccessibleDescription(
      'Enter 6 to 15 digits; spaces, dashes, brackets and a leading + are fine.',
    );
    expect(field(/Street address/)).toHaveAccessibleDescription(
      'Too short: at least 5 characters, e.g. street and house number.',
    );
    expect(field(/Postcode/)).toHaveAccessibleDescription('Use 3 to 12 letters, digits, spaces or dashes.');
    expect(field(/City \/ town/)).toHaveAccessibleDescription('Please fill this in.');
    expect(
      within(dialog()).getByText('Please fill this in.', { selector: '#address-new-country-helper-text' }),
    ).toBeInTheDocument();
    expect(posts(calls, '/front/user/addresses')).toHaveLength(0);

    // Fixing a field clears its message at once.
    fireEvent.change(field(/Recipient/), { target: { value: 'Ana' } });
    expect(field(/Recipient/)).toHaveAccessibleDescription(
      'Full name as on an ID, so the courier can hand the parcel over',
    );
  });

  it('asks for the region down to the last level, fills the city from it, and saves what it shows', async () => {
    const { calls } = await renderBook('address', { 'POST /front/user/addresses': { ...saved, id: 'new' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    await screen.findByRole('dialog');
    await choose(/Country/, 'United States');
    await choose(/State \/ province/, 'New York');
    fireEvent.change(field(/Recipient/), { target: { value: ' Ana Lopez ' } });
    fireEvent.change(field(/Phone number/), { target: { value: '+1 212 555 0100' } });
    fireEvent.change(field(/Street address/), { target: { value: '1 Main St' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Choose the region down to the last level.')).toBeInTheDocument();
    expect(posts(calls, '/front/user/addresses')).toHaveLength(0);

    await choose(/^City/, 'Buffalo');
    expect(field(/City \/ town/)).toHaveValue('Buffalo');
    // A new parent drops the deeper choice.
    await choose(/State \/ province/, 'New Jersey');
    expect(within(dialog()).getByRole('combobox', { name: /^City/ })).not.toHaveTextContent('Buffalo');
    await choose(/^City/, 'Newark');
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Use as default' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(posts(calls, '/front/user/addresses')).toHaveLength(1));
    expect(posts(calls, '/front/user/addresses')[0]).toEqual({
      recipient: 'Ana Lopez',
      phone: '+1 212 555 0100',
      country: 'US',
      regionCodes: ['NJ', 'NJ-NWK'],
      city: 'Buffalo',
      street: '1 Main St',
      postcode: '',
      defaultAddress: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('The address has been saved.')).toBeInTheDocument();
  });

  it("shows the API's field reasons under the fields and keeps the dialog open", async () => {
    await renderBook('address', {
      '/front/user/addresses': [saved],
      'POST /front/user/addresses': (config: InternalAxiosRequestConfig) =>
        apiError(config, 400, {
          code: 'VALIDATION_FAILED',
          message: 'bad',
          fields: { postcode: 'INVALID_POSTCODE', region: 'INVALID_REGION' },
        }),
    });
    const card = await screen.findByTestId('address-card');
    expect(within(card).getByText('Default')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('combobox', { name: /^City/ })).toHaveTextContent('New York City'),
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field(/Postcode/)).toHaveAccessibleDescription('Use 3 to 12 letters, digits, spaces or dashes.'),
    );
    expect(within(dialog()).getByText('Choose the region down to the last level.')).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
  });

  it("clears a field's reason and the form message as soon as that field is edited", async () => {
    const { calls } = await renderBook('address', {
      '/front/user/addresses': [saved],
      'POST /front/user/addresses': (config: InternalAxiosRequestConfig) =>
        apiError(config, 400, {
          code: 'VALIDATION_FAILED',
          message: 'bad',
          fields: { postcode: 'INVALID_POSTCODE', unknownField: 'INVALID_FIELD' },
        }),
    });
    fireEvent.click(within(await screen.findByTestId('address-card')).getByRole('button', { name: 'Edit' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('combobox', { name: /^City/ })).toHaveTextContent('New York City'),
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field(/Postcode/)).toHaveAccessibleDescription('Use 3 to 12 letters, digits, spaces or dashes.'),
    );
    // The reason no field shown owns is worded for saving the address; the request went once.
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(/^Could not save the address: /);
    expect(calls.filter((call) => call.key === 'POST /front/user/addresses')).toHaveLength(1);
    fireEvent.change(field(/Postcode/), { target: { value: '10001' } });
    expect(field(/Postcode/)).not.toHaveAccessibleDescription('Use 3 to 12 letters, digits, spaces or dashes.');
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes after a confirmation and shows the list the server answers', async () => {
    const other = { ...saved, id: 'a2', recipient: 'Sam Lee', defaultAddress: false };
    const { calls } = await renderBook('address', {
      '/front/user/addresses': [other, saved],
      'DELETE /front/user/addresses/a1': [{ ...other, defaultAddress: true }],
    });
    const cards = await screen.findAllByTestId('address-card');
    // The default is listed first whatever order the list came in.
    expect(within(cards[0]!).getByText('Jordan Miller')).toBeInTheDocument();
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this address?' });
    expect(confirm).toHaveTextContent(
      'Jordan Miller, New York City, United States will be removed from your address book.',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('address-card')).toHaveLength(1));
    expect(within(screen.getByTestId('address-card')).getByText('Default')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'delete' && c.url === '/front/user/addresses/a1')).toBe(true);
  });
});

describe('AddressBook (billing addresses)', () => {
  it('needs the company name and tax number for a company invoice and sends none for a person', async () => {
    const { calls } = await renderBook('billing', {
      'POST /front/user/billing-addresses': { ...saved, sellerKind: 'COMPANY', companyName: 'Acme', taxNumber: 'US-1' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add billing address' }));
    await screen.findByRole('dialog');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'A company' }));
    await choose(/Country/, 'Canada');
    fireEvent.change(field(/Recipient/), { target: { value: 'Ana Lopez' } });
    fireEvent.change(field(/Phone number/), { target: { value: '+1 416 555 0100' } });
    fireEvent.change(field(/City \/ town/), { target: { value: 'Toronto' } });
    fireEvent.change(field(/Street address/), { target: { value: '10 King St W' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field(/Company name/)).toHaveAccessibleDescription('A company invoice needs this.'));
    expect(field(/Tax number/)).toHaveAccessibleDescription('A company invoice needs this.');

    fireEvent.change(field(/Company name/), { target: { value: 'Acme Ltd' } });
    fireEvent.change(field(/Tax number/), { target: { value: 'CA 123 456' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(calls, '/front/user/billing-addresses')).toHaveLength(1));
    expect(posts(calls, '/front/user/billing-addresses')[0]).toMatchObject({
      sellerKind: 'COMPANY',
      companyName: 'Acme Ltd',
      taxNumber: 'CA 123 456',
      country: 'CA',
      regionCodes: [],
    });
  });
});
