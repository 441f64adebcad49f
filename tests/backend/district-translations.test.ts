// Region and city names answer in the request's language (the default name for a language the tenant keeps none
// in), in the district trees and in a saved address, whose names are read from its district codes.
import type { AddressDistrict, TransitOrder, UserAddress } from '../../contract';
import { DEMO_TENANTS, CN_DISTRICTS, type DemoDistrict } from '../../backend/src/seed/tenants';
import { EXTRA_DISTRICTS } from '../../backend/src/seed/shippingDemo/districts';
import { districtNameTranslations } from '../../backend/src/seed/shippingDemo/districtTranslations';
import { jsonb } from '../../backend/src/db';
import { giveParcel, newShopper } from './helpers/shoppers';
import { appForFile, type TestApp } from './helpers/testApp';

let t: TestApp;
appForFile((app) => (t = app), { slow: true });

const trees = async (tenant: string, country: string, language: string) =>
  (
    await t.request({
      method: 'GET',
      url: `/front/address-districts?country=${country}`,
      tenant,
      headers: { 'accept-language': language },
    })
  ).json() as AddressDistrict[];

const savedAddresses = async (token: string, language: string) =>
  (
    await t.request({
      method: 'GET',
      url: '/front/user/addresses',
      tenant: 'souq',
      token,
      headers: { 'accept-language': language },
    })
  ).json() as UserAddress[];

const codesOf = (tree: readonly DemoDistrict[]): string[] =>
  tree.flatMap((d) => [d.code, ...codesOf(d.children ?? [])]);

describe('region and city names in the reader’s language', () => {
  it('names Souq’s Saudi regions in Arabic and in English for an English page', async () => {
    const ar = await trees('souq', 'SA', 'ar');
    expect(ar[0]).toMatchObject({ code: 'SA-01', name: 'منطقة الرياض' });
    expect(ar[0]?.children?.map((c) => c.name)).toEqual(['الرياض', 'الخرج']);
    const en = await trees('souq', 'SA', 'en');
    expect(en[0]).toMatchObject({ code: 'SA-01', name: 'Riyadh Province' });
  });

  it('names Lao’s trees in Lao and Thai, the China tree included; an unknown language gets the site’s default', async () => {
    expect((await trees('lao', 'LA', 'lo'))[0]?.name).toBe('ນະຄອນຫຼວງວຽງຈັນ');
    expect((await trees('lao', 'TH', 'th'))[0]?.name).toBe('กรุงเทพมหานคร');
    expect((await trees('lao', 'CN', 'la'))[0]?.name).toBe('ກວາງຕຸ້ງ');
    // Himal offers English and Chinese: a Japanese reader gets its default, English.
    expect((await trees('himal', 'NP', 'ja'))[0]?.name).toBe('Bagmati');
    expect((await trees('himal', 'NP', 'zh-CN'))[0]?.name).toBe('巴格马蒂省');
  });

  it('reads a saved address’s regions (and the city taken from them) in the reader’s language', async () => {
    const s = await newShopper(t, 'souq');
    const saved = await t.request({
      method: 'POST',
      url: '/front/user/addresses',
      tenant: 'souq',
      token: s.token,
      headers: { 'accept-language': 'ar' },
      payload: {
        recipient: 'Faisal',
        phone: '+966 50 555 0101',
        country: 'SA',
        regionCodes: ['SA-02', 'SA-02-JED'],
        street: 'Tahlia Street',
        postcode: '23435',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ regionNames: ['منطقة مكة المكرمة', 'جدة'], city: 'جدة' });
    const row = await t.db
      .selectFrom('user_addresses')
      .select(['region_names', 'city'])
      .where('id', '=', (saved.json() as UserAddress).id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ region_names: ['Makkah Province', 'Jeddah'], city: 'Jeddah' });
    const english = await savedAddresses(s.token, 'en');
    expect(english[0]).toMatchObject({ regionNames: ['Makkah Province', 'Jeddah'], city: 'Jeddah' });
  });

  it('keeps the saved names of an address whose codes the tree no longer holds', async () => {
    const s = await newShopper(t, 'souq');
    const saved = (
      await t.request({
        method: 'POST',
        url: '/front/user/addresses',
        tenant: 'souq',
        token: s.token,
        payload: {
          recipient: 'Faisal',
          phone: '+966 50 555 0101',
          country: 'SA',
          regionCodes: ['SA-04', 'SA-04-DMM'],
          city: 'Dammam',
          street: 'King Saud Street',
          postcode: '32241',
        },
      })
    ).json() as UserAddress;
    await t.db
      .updateTable('user_addresses')
      .set({ region_codes: jsonb(['SA-99', 'SA-99-X']) })
      .where('id', '=', saved.id)
      .execute();
    const list = await savedAddresses(s.token, 'ar');
    expect(list[0]).toMatchObject({ regionNames: ['Eastern Province', 'Dammam'], city: 'Dammam' });
  });

  it('reads a transit order’s destination regions in the reader’s language and keeps them in English in the order', async () => {
    const s = await newShopper(t, 'souq');
    const parcel = await giveParcel(t, s);
    const address = (
      await t.request({
        method: 'POST',
        url: '/front/user/addresses',
        tenant: 'souq',
        token: s.token,
        payload: {
          recipient: 'Faisal',
          phone: '+966 50 555 0101',
          country: 'SA',
          regionCodes: ['SA-01', 'SA-01-RUH'],
          street: 'Olaya Street',
          postcode: '12214',
        },
      })
    ).json() as UserAddress;
    const created = await t.request({
      method: 'POST',
      url: '/front/transit-orders',
      tenant: 'souq',
      token: s.token,
      headers: { 'accept-language': 'ar' },
      payload: {
        purchaseParcelIds: [parcel.id],
        transitOptionName: 'Air Express',
        selfPickup: false,
        userAddressId: address.id,
      },
    });
    expect(created.statusCode).toBe(200);
    const order = created.json() as TransitOrder;
    expect(order.destination).toMatchObject({ regionNames: ['منطقة الرياض', 'الرياض'], city: 'الرياض' });
    const row = await t.db
      .selectFrom('transit_orders')
      .select('destination')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.destination).toMatchObject({ regionNames: ['Riyadh Province', 'Riyadh'], city: 'Riyadh' });
    const english = (
      await t.request({
        method: 'GET',
        url: `/front/transit-orders/${order.id}`,
        tenant: 'souq',
        token: s.token,
        headers: { 'accept-language': 'en' },
      })
    ).json() as TransitOrder;
    expect(english.destination).toMatchObject({ regionNames: ['Riyadh Province', 'Riyadh'], city: 'Riyadh' });
  });

  it('seeds a name for every region and city in every language besides English that a tenant showing it offers', () => {
    const missing: string[] = [];
    for (const tenant of DEMO_TENANTS) {
      const languages = tenant.supportedLanguages.filter((l) => l !== 'en');
      const shown: [string, readonly DemoDistrict[]][] = [
        ['CN', CN_DISTRICTS],
        [tenant.localDistricts.country, tenant.localDistricts.tree],
        ...tenant.countries.map(([country]): [string, readonly DemoDistrict[]] => [
          country,
          EXTRA_DISTRICTS[country] ?? [],
        ]),
      ];
      for (const [country, tree] of shown)
        for (const code of codesOf(tree)) {
          const names = districtNameTranslations(country, code, languages);
          // Spanish and French spell most places as the default name does; the fallback gives that name.
          for (const language of languages.filter((l) => l !== 'es' && l !== 'fr'))
            if (!names[language]) missing.push(`${tenant.id} ${country} ${code} ${language}`);
        }
    }
    expect(missing).toEqual([]);
  });
});
