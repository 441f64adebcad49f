// Order timeline notes and deposit channel instructions are stored as what happened (a key and its parameters,
// or the operator's text per language) and read in the reader's language; notes stored as plain text read as
// they were written.
import type { DepositChannel, Product, PurchaseOrder } from '../../contract';
import { LOCALES } from '../../contract';
import { textsFor } from '../../backend/src/modules/messages/catalog';
import { renderTimelineNote } from '../../backend/src/modules/messages/render';
import { buyNow, catalogueProducts, fund, newShopper, pgliteApi, type CommerceApi } from './helpers/commerce';

jest.setTimeout(60_000);

let api: CommerceApi;
let souqProduct: Product;

beforeAll(async () => {
  api = await pgliteApi();
  [souqProduct] = (await catalogueProducts(api, 1, 'souq')) as [Product];
}, 180_000);
afterAll(() => api.close());

const strip = (text: string) => text.replace(/[\u2068\u2069]/g, '');

describe('timeline notes', () => {
  it('every locale writes every note with all its parameters', () => {
    const params = {
      orderNo: 'PO1',
      amount: { amount: 12.5, currency: 'CNY' },
      paymentNo: 'PAY1',
      items: 2,
      parcels: 3,
      line: 'Air',
      weight: { grams: 1500 },
      carrier: 'Cainiao',
      trackingNo: 'LP1CN',
      place: 'Riyadh',
      title: 'Linen shirt',
    };
    for (const locale of LOCALES) {
      for (const key of Object.keys(textsFor('en').timeline)) {
        const text = renderTimelineNote(locale, key, params, false);
        expect(text).toBeDefined();
        expect(text).not.toMatch(/\{\{/);
      }
    }
    expect(renderTimelineNote('fr', 'orderPaid', params, false)).toBe(
      `${new Intl.NumberFormat('fr', { style: 'currency', currency: 'CNY', currencyDisplay: 'code' }).format(12.5)} payés depuis votre solde (PAY1)`,
    );
  });

  it('reads an order’s notes in the reader’s language, and a note stored as text as it was written', async () => {
    const shopper = await newShopper(api, { tenant: 'souq' });
    const po = await buyNow(api, shopper, souqProduct, 1);
    await fund(api, shopper, 5000);
    const paid = await api.shop({
      method: 'POST',
      url: `/front/purchase-orders/${po.id}/pay`,
      token: shopper.token,
      tenant: 'souq',
      payload: { payPassword: '123456' },
      headers: { 'accept-language': 'ar' },
    });
    expect(paid.statusCode).toBe(200);
    const paidNotes = (paid.json() as { order: PurchaseOrder }).order.timeline.map((e) => strip(e.note));
    expect(paidNotes).toEqual(['تم الطلب عبر الشراء الآن', expect.stringContaining('من رصيدك')]);

    await api.db
      .insertInto('purchase_order_events')
      .values({
        id: crypto.randomUUID(),
        order_id: po.id,
        status: 'PAID',
        note: 'Checked by our buyer',
        at: new Date(Date.now() + 1000),
      })
      .execute();
    const read = (language: string) =>
      api
        .shop({
          method: 'GET',
          url: `/front/purchase-orders/${po.id}`,
          token: shopper.token,
          tenant: 'souq',
          headers: { 'accept-language': language },
        })
        .then((r) => r.json() as PurchaseOrder);
    const arabic = await read('ar');
    expect(arabic.timeline.map((e) => strip(e.note))).toEqual([
      'تم الطلب عبر الشراء الآن',
      expect.stringContaining('من رصيدك'),
      'Checked by our buyer',
    ]);
    expect(arabic.timeline[1]).toMatchObject({ noteKey: 'orderPaid', noteParams: { paymentNo: po.paymentNo } });
    const english = await read('en');
    expect(english.timeline.map((e) => strip(e.note))).toEqual([
      'Order placed with Buy now',
      expect.stringMatching(/^Paid CNY\s[\d.]+ from your balance/),
      'Checked by our buyer',
    ]);
    // A language the tenant does not offer falls back to its default (Arabic on Souq).
    expect(strip((await read('fr')).timeline[0]!.note)).toBe('تم الطلب عبر الشراء الآن');
  });
});

describe('deposit channel instructions', () => {
  const channels = (tenant: string, language: string) =>
    api
      .shop({ method: 'GET', url: '/front/deposit-channels', tenant, headers: { 'accept-language': language } })
      .then((r) => r.json() as DepositChannel[]);

  it('are written in the reader’s language where the tenant offers it, else in the channel’s own text', async () => {
    const souqArabic = (await channels('souq', 'ar')).filter((c) => !c.id.endsWith('fee-free'));
    expect(souqArabic.length).toBeGreaterThan(0);
    for (const c of souqArabic) expect(c.instructions).toMatch(/[\u0600-\u06FF]/);
    const souqEnglish = (await channels('souq', 'en')).filter((c) => !c.id.endsWith('fee-free'));
    for (const c of souqEnglish) expect(c.instructions).toMatch(/^[\x20-\x7E–]+$/);
    const french = (await channels('globalbuy', 'fr')).find((c) => c.kind === 'BANK');
    expect(french?.instructions).toContain('Virez sur le compte ci-dessous');
    const lao = (await channels('lao', 'la')).filter((c) => !c.id.endsWith('fee-free'));
    for (const c of lao) expect(c.instructions).toMatch(/[\u0E80-\u0EFF]/);
  });
});
