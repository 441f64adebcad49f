// The inspection and return scenarios, run on PGlite (inspection.test.ts) and on a real PostgreSQL server
// (inspection-postgres.test.ts): goods entering the warehouse get photos and a weight per item; the shopper accepts
// or asks a return or an exchange; the operator decides. Bad input changes nothing; a return is refunded once
// under the tenant's rule, however many approvals race.
import crypto from 'node:crypto';
import sharp from 'sharp';
import type {
  ItemInspection,
  OperatorAfterSaleList,
  OperatorAfterSaleRequest,
  Page,
  Product,
  PurchaseOrder,
  RefundList,
  StockInParcel,
} from '../../../contract';
import {
  balanceOf,
  buyNow,
  catalogueProducts,
  expectLedgerConsistent,
  fund,
  newShopper,
  type CommerceApi,
  type Shopper,
} from './commerce';

export function inspectionScenarios(getApi: () => CommerceApi): void {
  let api: CommerceApi;
  let products: Product[] | undefined;
  beforeAll(() => {
    api = getApi();
  });

  const call = (s: Shopper, method: 'GET' | 'POST', url: string, payload?: object) =>
    api.shop({ method, url, token: s.token, tenant: s.tenant, ...(payload ? { payload } : {}) });
  const operatorPut = (url: string, payload: object) =>
    api.operatorApp.inject({
      method: 'PUT',
      url,
      headers: {
        'x-operator-token': (api.operatorApp as unknown as { config: { operatorToken: string } }).config.operatorToken,
      },
      payload,
    });

  /** A paid order of `quantity` pieces of one product, moved by the operator `steps` steps (4: in the warehouse). */
  async function paidOrder(s: Shopper, productIndex: number, steps = 4, quantity = 2): Promise<PurchaseOrder> {
    products ??= await catalogueProducts(api, 4);
    const product = products[productIndex % products.length]!;
    const po = await buyNow(api, s, product, quantity);
    expect((await call(s, 'POST', `/front/purchase-orders/${po.id}/pay`, { payPassword: '123456' })).statusCode).toBe(
      200,
    );
    for (let i = 0; i < steps; i++)
      expect((await api.operator('POST', `/operator/purchase-orders/${po.id}/advance`)).statusCode).toBe(200);
    return (await call(s, 'GET', `/front/purchase-orders/${po.id}`)).json();
  }

  const firstItem = (order: PurchaseOrder) => order.shops[0]!.items[0]!;
  const requestCount = async () =>
    Number(
      (
        await api.db
          .selectFrom('item_after_sale_requests')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );

  /** A stored image-search upload of the shopper's tenant, as the upload route records it. */
  async function uploadedKey(tenant: string): Promise<string> {
    const key = `${tenant}/product-search/2030-01-01/${crypto.randomUUID()}.jpg`;
    await api.db
      .insertInto('uploaded_files')
      .values({ key, tenant_id: tenant, folder: 'product-search', owner_user_id: null, bytes: 10, policy_hash: key })
      .execute();
    return key;
  }

  describe('inspection at the warehouse', () => {
    it("shows on the demo shoppers' seeded orders in the warehouse, so a fresh demo has photos to look at", async () => {
      const seeded = await api.db
        .selectFrom('purchase_order_items as i')
        .innerJoin('purchase_orders as o', 'o.id', 'i.order_id')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select(['i.inspection_photos', 'i.inspected_weight_grams'])
        .where('o.tenant_id', '=', 'globalbuy')
        .where('o.status', '=', 'IN_WAREHOUSE')
        .where('u.email', 'like', 'demo@%')
        .execute();
      expect(seeded.length).toBeGreaterThan(0);
      for (const item of seeded) {
        expect(item.inspection_photos).toHaveLength(2);
        expect(item.inspected_weight_grams).toBeGreaterThan(0);
      }
    });

    it('gives each item generated photos and its weight when the goods arrive, shown in the order and on the parcel', async () => {
      const s = await newShopper(api);
      await fund(api, s, 5000);
      const order = await paidOrder(s, 0);
      expect(order.status).toBe('IN_WAREHOUSE');
      const item = firstItem(order);
      const inspection = item.inspection!;
      expect(inspection.photos).toHaveLength(2);
      expect(inspection.weightGrams).toBeGreaterThan(0);
      expect(inspection).toMatchObject({
        canAccept: true,
        canRequest: true,
        request: null,
        acceptedAt: null,
        returnRefund: item.amount,
        returnRefundsDomesticShipping: false,
      });
      // The photos are real JPEG pictures served at the public files address.
      const photo = await api.app.inject({ method: 'GET', url: inspection.photos[0]!.replace(/^\/api/, '') });
      expect(photo.statusCode).toBe(200);
      expect((await sharp(photo.rawPayload).metadata()).format).toBe('jpeg');

      const parcels = (await call(s, 'GET', '/front/purchase-parcels/stock-in-parcels')).json() as Page<StockInParcel>;
      const line = parcels.items.find((p) => p.orderNo === order.orderNo)?.items[0];
      expect(line).toMatchObject({
        itemId: item.id,
        inspection: { photos: inspection.photos, weightGrams: inspection.weightGrams },
      });
    });

    it('lets the shopper accept an item, after which no return can be asked', async () => {
      const s = await newShopper(api);
      await fund(api, s, 5000);
      const item = firstItem(await paidOrder(s, 1));
      const accepted = await call(s, 'POST', `/front/purchase-orders/items/${item.id}/accept`);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ canAccept: false, canRequest: false });
      expect((accepted.json() as ItemInspection).acceptedAt).not.toBeNull();
      const late = await call(s, 'POST', `/front/purchase-orders/items/${item.id}/after-sale`, {
        kind: 'RETURN',
        reason: 'DAMAGED',
      });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'ITEM_STATE', fields: { status: 'ACCEPTED' } });
    });
  });

  describe('returns', () => {
    it('refunds an approved return once, however many approvals race, and notifies the shopper', async () => {
      const s = await newShopper(api);
      await fund(api, s, 5000);
      const order = await paidOrder(s, 2);
      const item = firstItem(order);
      const photoKey = await uploadedKey(s.tenant);
      const asked = await call(s, 'POST', `/front/purchase-orders/items/${item.id}/after-sale`, {
        kind: 'RETURN',
        reason: 'DAMAGED',
        detail: 'The box was crushed',
        photoKeys: [photoKey],
      });
      expect(asked.statusCode).toBe(200);
      const pending = asked.json() as ItemInspection;
      expect(pending.request).toMatchObject({
        kind: 'RETURN',
        reason: 'DAMAGED',
        detail: 'The box was crushed',
        status: 'PENDING',
      });
      expect(pending.request!.photos[0]).toContain(photoKey);
      expect(pending).toMatchObject({ canAccept: false, canRequest: false });

      // One open request per item.
      const again = await call(s, 'POST', `/front/purchase-orders/items/${item.id}/after-sale`, {
        kind: 'EXCHANGE',
        reason: 'WRONG_SIZE',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'AFTER_SALE_OPEN' });

      const list = (
        await api.operator('GET', `/operator/after-sales?status=PENDING&tenantId=${s.tenant}`)
      ).json() as OperatorAfterSaleList;
      const request = list.items.find((r) => r.itemId === item.id) as OperatorAfterSaleRequest;
      expect(request).toMatchObject({ orderNo: order.orderNo, itemTitle: item.title, version: 1 });

      const stale = await api.operator('POST', `/operator/after-sales/${request.id}/approve`, { version: 7 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'REQUEST_CHANGED' });

      const before = await balanceOf(api, s);
      const results = await Promise.all(
        [1, 2, 3].map(() =>
          api.operator('POST', `/operator/after-sales/${request.id}/approve`, { version: 1, note: 'Seller agreed' }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const after = await balanceOf(api, s);
      expect(Math.round((after.balance - before.balance) * 100)).toBe(Math.round(item.amount * 100));
      await expectLedgerConsistent(api.db);

      const refunds = (await call(s, 'GET', `/front/refunds?orderNo=${order.orderNo}`)).json() as RefundList;
      expect(refunds.items.filter((r) => r.reason === 'ITEM_RETURNED')).toEqual([
        expect.objectContaining({ amount: item.amount, itemTitle: item.title }),
      ]);

      const reread = firstItem((await call(s, 'GET', `/front/purchase-orders/${order.id}`)).json());
      expect(reread).toMatchObject({ status: 'REFUNDED', refundedAmount: item.amount });
      expect(reread.inspection!.request).toMatchObject({
        status: 'APPROVED',
        decisionNote: 'Seller agreed',
        refundedAmount: item.amount,
      });
      // The returned goods left their parcel (it held nothing else, so it is gone from stock).
      const parcels = (await call(s, 'GET', '/front/purchase-parcels/stock-in-parcels')).json() as Page<StockInParcel>;
      expect(parcels.items.filter((p) => p.orderNo === order.orderNo)).toEqual([]);

      const notices = await api.db
        .selectFrom('user_notifications')
        .select(['message_key', 'message_params'])
        .where('user_id', '=', s.userId)
        .where('message_key', 'like', 'afterSale%')
        .execute();
      expect(notices).toEqual([
        {
          message_key: 'afterSaleReturnApproved',
          message_params: expect.objectContaining({ orderNo: order.orderNo, title: item.title }),
        },
      ]);

      const twice = await call(s, 'POST', `/front/purchase-orders/items/${item.id}/after-sale`, {
        kind: 'RETURN',
        reason: 'DAMAGED',
      });
      expect(twice.json()).toMatchObject({ code: 'ITEM_STATE' });
    });

    it('records an exchange decision and notifies, and follows the tenant’s return rule', async () => {
      const s = await newShopper(api);
      await fund(api, s, 5000);
      const order = await paidOrder(s, 3);
      const item = firstItem(order);
      await call(s, 'POST', `/front/purchase-orders/items/${item.id}/after-sale`, {
        kind: 'EXCHANGE',
        reason: 'WRONG_SIZE',
        detail: 'Need L',
      });
      const [request] = (
        (
          await api.operator('GET', `/operator/after-sales?status=PENDING&tenantId=${s.tenant}`)
        ).json() as OperatorAfterSaleList
      ).items.filter((r) => r.itemId === item.id);
      const rejected = await api.operator('POST', `/operator/after-sales/${request!.id}/reject`, {
        version: request!.version,
        note: 'Seller has no L',
      });
      expect(rejected.json()).toMatchObject({
        status: 'REJECTED',
        decisionNote: 'Seller has no L',
        refundedAmount: 0,
        version: 2,
      });
      const decidedTwice = await api.operator('POST', `/operator/after-sales/${request!.id}/approve`, { version: 2 });
      expect(decidedTwice.json()).toMatchObject({ code: 'REQUEST_STATE' });

      // After a rejection the shopper may ask again; an approved exchange changes no money.
      await call(s, 'POST', `/front/purchase-orders/items/${item.id}/after-sale`, {
        kind: 'EXCHANGE',
        reason: 'WRONG_SIZE',
      });
      const [second] = (
        (
          await api.operator('GET', `/operator/after-sales?status=PENDING&tenantId=${s.tenant}`)
        ).json() as OperatorAfterSaleList
      ).items.filter((r) => r.itemId === item.id);

      // While the request waits, the parcel holding the item stays in the warehouse: shipping it is refused.
      const parcel = (
        (await call(s, 'GET', '/front/purchase-parcels/stock-in-parcels?pageSize=50')).json() as Page<StockInParcel>
      ).items.find((p) => p.orderNo === order.orderNo)!;
      const address = (
        await call(s, 'POST', '/front/user/addresses', {
          recipient: 'A B',
          phone: '+1 212 555 0100',
          country: 'US',
          regionCodes: ['NY', 'NY-NYC'],
          street: '1 Main St',
        })
      ).json() as { id: string };
      const ship = () =>
        call(s, 'POST', '/front/transit-orders', {
          purchaseParcelIds: [parcel.id],
          transitOptionName: 'Air Express',
          userAddressId: address.id,
          selfPickup: false,
        });
      const refused = await ship();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'PARCEL_AFTER_SALE_OPEN', detail: parcel.parcelNo });
      expect(
        (
          await api.db
            .selectFrom('purchase_parcels')
            .select('status')
            .where('id', '=', parcel.id)
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe('IN_STOCK');

      const before = await balanceOf(api, s);
      expect(
        (await api.operator('POST', `/operator/after-sales/${second!.id}/approve`, { version: 1 })).json(),
      ).toMatchObject({ status: 'APPROVED', refundedAmount: 0 });
      expect((await balanceOf(api, s)).balance).toBe(before.balance);
      const keys = (
        await api.db
          .selectFrom('user_notifications')
          .select('message_key')
          .where('user_id', '=', s.userId)
          .where('message_key', 'like', 'afterSale%')
          .orderBy('created_at')
          .execute()
      ).map((n) => n.message_key);
      expect(keys).toEqual(['afterSaleExchangeRejected', 'afterSaleExchangeApproved']);
      // Once decided, the parcel ships.
      expect((await ship()).statusCode).toBe(200);

      // The tenant states that returns refund the domestic shipping share too: the offered refund grows by it.
      const other = firstItem(await paidOrder(s, 4));
      const policy = await operatorPut('/operator/return-policy', {
        tenantId: s.tenant,
        refundServiceFee: false,
        refundDomesticShipping: true,
      });
      expect(policy.statusCode).toBe(200);
      const withShipping = firstItem(
        (
          await call(
            s,
            'GET',
            `/front/purchase-orders/${(await api.db.selectFrom('purchase_order_items').select('order_id').where('id', '=', other.id).executeTakeFirstOrThrow()).order_id}`,
          )
        ).json(),
      );
      expect(withShipping.inspection!.returnRefundsDomesticShipping).toBe(true);
      expect(withShipping.inspection!.returnRefund).toBeGreaterThan(other.amount);
      expect(
        (
          await operatorPut('/operator/return-policy', {
            tenantId: s.tenant,
            refundServiceFee: 'yes',
            refundDomesticShipping: false,
          })
        ).json(),
      ).toMatchObject({ fields: { refundServiceFee: 'INVALID_TYPE' } });
      expect(
        (
          await operatorPut('/operator/return-policy', {
            tenantId: 'nobody',
            refundServiceFee: false,
            refundDomesticShipping: false,
          })
        ).statusCode,
      ).toBe(404);
      await operatorPut('/operator/return-policy', {
        tenantId: s.tenant,
        refundServiceFee: false,
        refundDomesticShipping: false,
      });
    });

    it('refuses bad input with a code and changes nothing', async () => {
      const s = await newShopper(api);
      const stranger = await newShopper(api);
      await fund(api, s, 5000);
      const item = firstItem(await paidOrder(s, 5));
      const notYet = firstItem(await paidOrder(s, 6, 2));
      const before = await requestCount();
      const ask = (who: Shopper, id: string, payload: object) =>
        call(who, 'POST', `/front/purchase-orders/items/${id}/after-sale`, payload);

      const foreign = await ask(stranger, item.id, { kind: 'RETURN', reason: 'DAMAGED' });
      expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'ITEM_NOT_FOUND']);
      expect((await call(stranger, 'POST', `/front/purchase-orders/items/${item.id}/accept`)).statusCode).toBe(404);
      const early = await ask(s, notYet.id, { kind: 'RETURN', reason: 'DAMAGED' });
      expect([early.statusCode, early.json().code]).toEqual([409, 'ITEM_STATE']);
      const long = await ask(s, item.id, { kind: 'RETURN', reason: 'DAMAGED', detail: 'x'.repeat(501) });
      expect([long.statusCode, long.json().fields]).toEqual([400, { detail: 'TOO_LONG' }]);
      const reason = await ask(s, item.id, { kind: 'RETURN', reason: 'BORED' });
      expect(reason.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { reason: 'INVALID_REASON' } });
      const kind = await ask(s, item.id, { kind: 'REFUND', reason: 'DAMAGED' });
      expect(kind.json()).toMatchObject({ fields: { kind: 'INVALID_KIND' } });
      const otherTenantsKey = await uploadedKey('souq');
      const photos = await ask(s, item.id, {
        kind: 'RETURN',
        reason: 'DAMAGED',
        photoKeys: [await uploadedKey(s.tenant), 'globalbuy/product-search/2030-01-01/never.jpg', otherTenantsKey],
      });
      expect([photos.statusCode, photos.json()]).toEqual([
        400,
        expect.objectContaining({
          code: 'INVALID_IMAGE_KEY',
          fields: { 'photoKeys.1': 'INVALID_IMAGE_KEY', 'photoKeys.2': 'INVALID_IMAGE_KEY' },
        }),
      ]);
      const tooMany = await ask(s, item.id, {
        kind: 'RETURN',
        reason: 'DAMAGED',
        photoKeys: Array.from({ length: 7 }, (_, i) => `k${i}`),
      });
      expect(tooMany.json()).toMatchObject({ fields: { photoKeys: 'TOO_MANY' } });
      expect(
        (
          await api.shop({
            method: 'POST',
            url: `/front/purchase-orders/items/${item.id}/after-sale`,
            payload: { kind: 'RETURN', reason: 'DAMAGED' },
          })
        ).statusCode,
      ).toBe(401);
      expect(await requestCount()).toBe(before);

      const unknown = await api.operator('POST', '/operator/after-sales/nope/approve', { version: 1 });
      expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'AFTER_SALE_NOT_FOUND']);
      expect((await api.operator('POST', '/operator/after-sales/nope/approve', {})).json()).toMatchObject({
        fields: { version: 'REQUIRED' },
      });
      expect((await api.operatorApp.inject({ method: 'GET', url: '/operator/after-sales' })).statusCode).toBe(401);
    });
  });

  describe('operator inspection', () => {
    it('attaches uploaded photos and a measured weight; refuses what is not an image, a bad weight or goods not in the warehouse', async () => {
      const s = await newShopper(api);
      await fund(api, s, 5000);
      const item = firstItem(await paidOrder(s, 7));
      const token = (api.operatorApp as unknown as { config: { operatorToken: string } }).config.operatorToken;
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      const upload = (id: string, body: Buffer, type = 'image/png') =>
        api.operatorApp.inject({
          method: 'POST',
          url: `/operator/purchase-order-items/${id}/inspection-photos`,
          headers: { 'x-operator-token': token, 'content-type': type },
          payload: body,
        });

      const added = await upload(item.id, png);
      expect(added.statusCode).toBe(200);
      expect(added.json().photos).toHaveLength(3);
      expect(
        (await api.app.inject({ method: 'GET', url: (added.json().photos[2] as string).replace(/^\/api/, '') }))
          .statusCode,
      ).toBe(200);
      const fake = await upload(item.id, Buffer.from('<svg/>'), 'image/png');
      expect([fake.statusCode, fake.json().code]).toEqual([400, 'UPLOAD_TYPE_NOT_ALLOWED']);

      const weigh = (id: string, weightGrams: unknown) =>
        operatorPut(`/operator/purchase-order-items/${id}/inspection`, { weightGrams });
      expect((await weigh(item.id, 1234)).json()).toMatchObject({ itemId: item.id, weightGrams: 1234 });
      expect((await weigh(item.id, 0)).json()).toMatchObject({ fields: { weightGrams: 'TOO_SMALL' } });
      expect((await weigh('nope', 10)).statusCode).toBe(404);
      const notYet = firstItem(await paidOrder(s, 8, 1));
      expect((await weigh(notYet.id, 10)).json()).toMatchObject({ code: 'ORDER_STATE' });
      expect(
        firstItem(
          (
            await call(
              s,
              'GET',
              `/front/purchase-orders/${(await api.db.selectFrom('purchase_order_items').select('order_id').where('id', '=', item.id).executeTakeFirstOrThrow()).order_id}`,
            )
          ).json(),
        ).inspection,
      ).toMatchObject({ weightGrams: 1234 });
    });
  });
}
