// Warehouse names and addresses and shipping line names and descriptions answer in the request's language (the
// tenant's own text for a language it keeps none in); a line chosen by its translated name is the same line, and
// an order made that way records the line's own name and reads back in the reader's language.
import type {
  Page,
  ShippingEstimate,
  StockInParcel,
  TenantWarehouse,
  TransitOption,
  TransitOrder,
  TransitQuote,
} from '../../contract';
import { notifyUser } from '../../backend/src/modules/notifications/service';
import { localizeOrderWarehouses } from '../../backend/src/modules/orders/localize';
import { shippingNotices } from '../../backend/src/modules/shipping/notices';
import { giveParcel, newShopper, type Shopper } from './helpers/shoppers';
import { appForFile, type TestApp } from './helpers/testApp';

let t: TestApp;
appForFile((app) => (t = app), { slow: true });

const get = async <T>(url: string, tenant: string, language: string, token?: string): Promise<T> =>
  (await t.request({ method: 'GET', url, tenant, token, headers: { 'accept-language': language } })).json() as T;

describe('reference texts in the reader’s language', () => {
  it('names Souq’s warehouses and addresses its branches in Arabic, and in English for an English page', async () => {
    const ar = await get<TenantWarehouse[]>('/front/tenant-warehouses', 'souq', 'ar');
    expect(ar.find((w) => w.id === 'souq-cn-gz')?.name).toBe('مستودع سوق الصين في قوانغتشو');
    expect(ar.find((w) => w.id === 'souq-sa-ruh')).toMatchObject({
      name: 'فرع سوق الصين في الرياض',
      address: 'طريق الملك فهد، حي العليا، الرياض',
    });
    // The China warehouse's address is what sellers in China read: it stays as the tenant wrote it.
    expect(ar.find((w) => w.id === 'souq-cn-gz')?.address).toMatch(/Huangshi East Road/);
    const en = await get<TenantWarehouse[]>('/front/tenant-warehouses', 'souq', 'en');
    expect(en.find((w) => w.id === 'souq-cn-gz')?.name).toBe('Souq China Guangzhou warehouse');
  });

  it('names and describes the lines in Lao, Thai and French; a language the site does not offer gets its default', async () => {
    const lao = await get<TransitOption[]>('/front/transit-options', 'lao', 'lo');
    expect(lao.map((l) => l.name)).toEqual(['ຂົນສົ່ງທາງບົກຜ່ານບໍ່ເຕັນ', 'ຂົນສົ່ງທາງອາກາດດ່ວນ']);
    expect(lao[0]?.description).toMatch(/^ລົດໄຟ/);
    expect((await get<TransitOption[]>('/front/transit-options', 'lao', 'th')).map((l) => l.name)).toEqual([
      'ขนส่งทางบกผ่านบ่อเต็น',
      'ขนส่งทางอากาศด่วน',
    ]);
    expect((await get<TransitOption[]>('/front/transit-options', 'globalbuy', 'fr')).map((l) => l.name)).toEqual([
      'Express aérien',
      'Fret maritime',
    ]);
    // Souq offers Arabic and English: a French reader gets Arabic, the site's default.
    expect((await get<TransitOption[]>('/front/transit-options', 'souq', 'fr')).map((l) => l.name)).toEqual([
      'الشحن الجوي السريع',
      'الشحن البحري',
    ]);
  });

  it('estimates with the lines named in the reader’s language', async () => {
    const estimate = await get<ShippingEstimate>(
      '/front/transit-options/estimate?country=SA&weightGrams=1200',
      'souq',
      'ar',
    );
    expect(estimate.lines.map((l) => l.transitOptionName).sort()).toEqual(
      ['الشحن البحري', 'الشحن الجوي السريع'].sort(),
    );
    expect(estimate.lines.every((l) => /[\u0600-\u06FF]/.test(l.description))).toBe(true);
  });

  it('takes a line by its translated name, records its own name and reads the order back in the reader’s language', async () => {
    const s: Shopper = await newShopper(t, 'souq');
    const parcel = await giveParcel(t, s);
    const headers = { 'accept-language': 'ar' };
    const stock = (
      await t.request({
        method: 'GET',
        url: '/front/purchase-parcels/stock-in-parcels',
        tenant: 'souq',
        token: s.token,
        headers,
      })
    ).json() as Page<StockInParcel>;
    expect(stock.items[0]?.warehouse.name).toBe('مستودع سوق الصين في قوانغتشو');

    const quote = await t.request({
      method: 'POST',
      url: '/front/transit-orders/quote',
      tenant: 'souq',
      token: s.token,
      headers,
      payload: {
        purchaseParcelIds: [parcel.id],
        transitOptionName: 'الشحن البحري',
        country: 'SA',
        declaredValue: 50,
        services: [],
      },
    });
    expect(quote.statusCode).toBe(200);
    expect((quote.json() as TransitQuote).transitOptionName).toBe('الشحن البحري');

    const created = await t.request({
      method: 'POST',
      url: '/front/transit-orders',
      tenant: 'souq',
      token: s.token,
      headers,
      payload: {
        purchaseParcelIds: [parcel.id],
        transitOptionName: 'الشحن البحري',
        selfPickup: true,
        pickupWarehouseId: 'souq-sa-ruh',
      },
    });
    expect(created.statusCode).toBe(200);
    const order = created.json() as TransitOrder;
    expect(order).toMatchObject({
      transitOptionName: 'الشحن البحري',
      pickupPoint: { id: 'souq-sa-ruh', name: 'فرع سوق الصين في الرياض' },
    });
    expect(order.timeline.map((e) => e.note).join(' ')).toContain('الشحن البحري');
    expect(order.parcels[0]?.warehouse.name).toBe('مستودع سوق الصين في قوانغتشو');
    const row = await t.db
      .selectFrom('transit_orders')
      .select('transit_option_name')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.transit_option_name).toBe('Sea Freight');

    const english = (
      await t.request({
        method: 'GET',
        url: `/front/transit-orders/${order.id}`,
        tenant: 'souq',
        token: s.token,
        headers: { 'accept-language': 'en' },
      })
    ).json() as TransitOrder;
    expect(english).toMatchObject({
      transitOptionName: 'Sea Freight',
      pickupPoint: { name: 'Souq China Riyadh branch' },
    });
    const list = (
      await t.request({ method: 'GET', url: '/front/transit-orders', tenant: 'souq', token: s.token, headers })
    ).json() as Page<TransitOrder>;
    expect(list.items[0]?.transitOptionName).toBe('الشحن البحري');
  });

  it('names a purchase order’s kept warehouse in the reader’s language, keeping a China address and a renamed warehouse as kept', async () => {
    const kept = {
      id: 'souq-cn-gz',
      name: 'Souq China Guangzhou warehouse',
      address: 'Building 3, No. 18 Huangshi East Road, Baiyun District, Guangzhou, Guangdong',
    };
    const page = (await localizeOrderWarehouses(t.db, 'souq', 'ar', {
      items: [{ orderNo: 'P1', tenantWarehouse: kept }],
      total: 1,
    })) as { items: { tenantWarehouse: typeof kept }[] };
    expect(page.items[0]?.tenantWarehouse).toEqual({ ...kept, name: 'مستودع سوق الصين في قوانغتشو' });
    const branch = { id: 'souq-sa-ruh', name: 'Souq China Riyadh branch', address: 'King Fahd Road, Al Olaya, Riyadh' };
    const one = (await localizeOrderWarehouses(t.db, 'souq', 'ar', { order: { tenantWarehouse: branch } })) as {
      order: { tenantWarehouse: typeof kept };
    };
    expect(one.order.tenantWarehouse).toMatchObject({
      name: 'فرع سوق الصين في الرياض',
      address: 'طريق الملك فهد، حي العليا، الرياض',
    });
    const renamed = (await localizeOrderWarehouses(t.db, 'souq', 'ar', {
      tenantWarehouse: { ...kept, name: 'Old name' },
    })) as { tenantWarehouse: typeof kept };
    expect(renamed.tenantWarehouse.name).toBe('Old name');
    expect(await localizeOrderWarehouses(t.db, 'souq', 'ar', [1, 2])).toEqual([1, 2]);
  });

  it('refuses a name that is no line in any language, without a 500', async () => {
    const s = await newShopper(t, 'souq');
    const parcel = await giveParcel(t, s);
    const res = await t.request({
      method: 'POST',
      url: '/front/transit-orders/quote',
      tenant: 'souq',
      token: s.token,
      payload: {
        purchaseParcelIds: [parcel.id],
        transitOptionName: 'Fret maritime',
        country: 'SA',
        declaredValue: 50,
        services: [],
      },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'TRANSIT_OPTION_NOT_FOUND', fields: { transitOptionName: 'NOT_FOUND' } });
  });

  it('names the shopper’s saved China warehouses in the reader’s language and keeps the receiving address as written', async () => {
    const s = await newShopper(t, 'lao');
    const saved = await t.request({
      method: 'POST',
      url: '/front/user/warehouses',
      tenant: 'lao',
      token: s.token,
      headers: { 'accept-language': 'la' },
      payload: { tenantWarehouseId: 'lao-cn-km' },
    });
    expect(saved.json()).toMatchObject({
      warehouse: { name: 'ສາງ Lao Shop Agent ຄຸນໝິງ' },
      receivingAddress: { address: expect.stringMatching(/^No\. 1 Luoshi Road/) },
    });
  });

  it('names the warehouse of a stored "parcel arrived" notification in the reader’s language', async () => {
    const s = await newShopper(t, 'souq');
    const arrived = shippingNotices.parcelArrived('SF100200300', 'Souq China Guangzhou warehouse', 1250, '2026-12-20');
    await notifyUser(t.db, { tenantId: 'souq', userId: s.userId, ...arrived });
    const read = async (language: string) =>
      (await get<Page<{ content: string }>>('/front/user-notifications', 'souq', language, s.token)).items[0]?.content;
    expect(await read('ar')).toContain('مستودع سوق الصين في قوانغتشو');
    expect(await read('ar')).not.toContain('Guangzhou warehouse');
    expect(await read('en')).toContain('Souq China Guangzhou warehouse');
  });
});
