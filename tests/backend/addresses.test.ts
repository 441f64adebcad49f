// Delivery and billing addresses, and the receiving addresses at the China warehouses with the member code.
import type { BillingAddress, UserAddress, UserWarehouse } from '../../contract';
import { newShopper, type Shopper } from './helpers/shoppers';
import { appForFile, type TestApp } from './helpers/testApp';

let t: TestApp;
appForFile((app) => (t = app), { slow: true });

const home = {
  recipient: 'Jordan Miller',
  phone: '+1 212 555 0148',
  country: 'US',
  regionCodes: ['NY', 'NY-NYC'],
  street: '350 W 42nd St',
  postcode: '10036',
};

async function save(s: Shopper, body: object, path = '/front/user/addresses') {
  return t.request({ method: 'POST', url: path, token: s.token, tenant: s.tenantId, payload: body });
}
async function list<T = UserAddress>(s: Shopper, path = '/front/user/addresses'): Promise<T[]> {
  return (await t.request({ method: 'GET', url: path, token: s.token, tenant: s.tenantId })).json() as T[];
}

describe('delivery addresses', () => {
  it('needs a login', async () => {
    expect((await t.request({ method: 'GET', url: '/front/user/addresses' })).statusCode).toBe(401);
  });

  it('makes the first address the default, lists the default first, and POST with an id updates', async () => {
    const s = await newShopper(t);
    const first = (await save(s, home)).json() as UserAddress;
    expect(first).toMatchObject({
      defaultAddress: true,
      regionNames: ['New York', 'New York City'],
      city: 'New York City',
    });
    const second = (await save(s, { ...home, street: '1 Main St', city: 'Brooklyn' })).json() as UserAddress;
    expect(second.defaultAddress).toBe(false);
    expect((await list(s)).map((a) => a.id)).toEqual([first.id, second.id]);

    const third = (await save(s, { ...home, street: '2 Elm St', defaultAddress: true })).json() as UserAddress;
    const after = await list(s);
    expect(after.map((a) => a.id)).toEqual([third.id, second.id, first.id]);
    expect(after.filter((a) => a.defaultAddress).map((a) => a.id)).toEqual([third.id]);

    const updated = await save(s, { ...home, id: second.id, street: '1 Main Street', city: 'Brooklyn' });
    expect(updated.statusCode).toBe(200);
    expect((updated.json() as UserAddress).street).toBe('1 Main Street');
    expect(await list(s)).toHaveLength(3);
  });

  it('deleting the default makes the most recent other one the default', async () => {
    const s = await newShopper(t);
    const a = (await save(s, home)).json() as UserAddress;
    const b = (await save(s, { ...home, street: 'B' })).json() as UserAddress;
    const c = (await save(s, { ...home, street: 'C' })).json() as UserAddress;
    expect(a.defaultAddress && !b.defaultAddress && !c.defaultAddress).toBe(true);
    const res = await t.request({ method: 'DELETE', url: `/front/user/addresses/${a.id}`, token: s.token });
    expect(res.statusCode).toBe(200);
    const left = res.json() as UserAddress[];
    expect(left.map((x) => [x.id, x.defaultAddress])).toEqual([
      [c.id, true],
      [b.id, false],
    ]);
    // Deleting a non-default keeps the default.
    const after = (
      await t.request({ method: 'DELETE', url: `/front/user/addresses/${b.id}`, token: s.token })
    ).json() as UserAddress[];
    expect(after.map((x) => [x.id, x.defaultAddress])).toEqual([[c.id, true]]);
  });

  it('keeps every shopper’s addresses to themselves', async () => {
    const owner = await newShopper(t);
    const other = await newShopper(t);
    const a = (await save(owner, home)).json() as UserAddress;
    expect((await save(other, { ...home, id: a.id })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/front/user/addresses/${a.id}`, token: other.token })).json(),
    ).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
    expect(await list(other)).toEqual([]);
  });

  it('answers 400 with every bad field named', async () => {
    const s = await newShopper(t);
    const res = await save(s, {
      recipient: '',
      phone: 'call me',
      country: 'USA',
      street: 'x'.repeat(201),
      postcode: '!!',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        recipient: 'REQUIRED',
        phone: 'INVALID_PHONE',
        country: 'INVALID_COUNTRY',
        street: 'TOO_LONG',
        postcode: 'INVALID_POSTCODE',
      },
    });
  });

  it('checks the country and the region path against the tenant’s data', async () => {
    const s = await newShopper(t);
    expect((await save(s, { ...home, country: 'GH' })).json()).toMatchObject({
      fields: { country: 'COUNTRY_NOT_SUPPORTED' },
    });
    expect((await save(s, { ...home, regionCodes: ['NY', 'NJ-NWK'] })).json()).toMatchObject({
      fields: { regionCodes: 'INVALID_REGION' },
    });
    expect((await save(s, { ...home, regionCodes: ['NY'] })).json()).toMatchObject({
      fields: { regionCodes: 'INVALID_REGION' },
    });
    expect((await save(s, { ...home, regionCodes: [] })).json()).toMatchObject({ fields: { regionCodes: 'REQUIRED' } });
    expect((await save(s, { ...home, country: 'MX', regionCodes: ['MX-JAL', 'MX-JAL-GDL'] })).json()).toMatchObject({
      regionNames: ['Jalisco', 'Guadalajara'],
    });
    // A country without a tree (Kuwait at Souq China) takes no region codes and needs a city.
    const souq = await newShopper(t, 'souq');
    const kuwait = { ...home, country: 'KW', regionCodes: [], phone: '+965 2222 3333' };
    expect((await save(souq, kuwait)).json()).toMatchObject({ fields: { city: 'REQUIRED' } });
    expect((await save(souq, { ...kuwait, regionCodes: ['KW-1'], city: 'Kuwait City' })).json()).toMatchObject({
      fields: { regionCodes: 'INVALID_REGION' },
    });
    expect((await save(souq, { ...kuwait, city: 'Kuwait City' })).json()).toMatchObject({
      country: 'KW',
      regionNames: [],
      city: 'Kuwait City',
    });
  });
});

describe('billing addresses', () => {
  const billing = { ...home, sellerKind: 'COMPANY', companyName: 'Miller Imports LLC', taxNumber: '12-3456789' };

  it('requires a company name and tax number for a company, not for an individual', async () => {
    const s = await newShopper(t);
    const bad = await save(s, { ...billing, companyName: '', taxNumber: null }, '/front/user/billing-addresses');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fields: { companyName: 'REQUIRED_FOR_COMPANY', taxNumber: 'REQUIRED_FOR_COMPANY' },
    });
    const company = (await save(s, billing, '/front/user/billing-addresses')).json() as BillingAddress;
    expect(company).toMatchObject({
      sellerKind: 'COMPANY',
      companyName: 'Miller Imports LLC',
      taxNumber: '12-3456789',
      defaultAddress: true,
    });
    const person = (
      await save(s, { ...home, sellerKind: 'INDIVIDUAL', companyName: 'ignored' }, '/front/user/billing-addresses')
    ).json() as BillingAddress;
    expect(person).toMatchObject({
      sellerKind: 'INDIVIDUAL',
      companyName: null,
      taxNumber: null,
      defaultAddress: false,
    });
    expect(await list<BillingAddress>(s, '/front/user/billing-addresses')).toHaveLength(2);
    // Billing and delivery books are separate.
    expect(await list(s)).toEqual([]);
    expect((await save(s, { ...home, sellerKind: 'SHOP' }, '/front/user/billing-addresses')).json()).toMatchObject({
      fields: { sellerKind: 'INVALID_SELLER_KIND' },
    });
  });
});

describe('receiving addresses at China warehouses', () => {
  it('adds a China warehouse with the shopper’s member code, once, and refuses local ones', async () => {
    const s = await newShopper(t, 'souq');
    const add = (id: string) =>
      t.request({
        method: 'POST',
        url: '/front/user/warehouses',
        token: s.token,
        tenant: 'souq',
        payload: { tenantWarehouseId: id },
      });
    const first = (await add('souq-cn-gz')).json() as UserWarehouse;
    expect(first.memberCode).toMatch(/^SO[A-Z2-9]{6}$/);
    expect(first.receivingAddress.recipient).toContain(first.memberCode);
    expect(first.receivingAddress.address).toContain(first.memberCode);
    expect((await add('souq-cn-gz')).json()).toMatchObject({ id: first.id });
    const second = (await add('souq-cn-yw')).json() as UserWarehouse;
    expect(second.memberCode).toBe(first.memberCode);
    expect((await add('souq-sa-ruh')).statusCode).toBe(404);
    expect((await add('globalbuy-cn-gz')).statusCode).toBe(404);
    const left = (
      await t.request({ method: 'DELETE', url: `/front/user/warehouses/${first.id}`, token: s.token, tenant: 'souq' })
    ).json() as UserWarehouse[];
    expect(left.map((w) => w.warehouse.id)).toEqual(['souq-cn-yw']);
  });
});
