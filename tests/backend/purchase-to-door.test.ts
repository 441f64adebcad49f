// From a paid purchase order to a completed transit order: the goods that reach the China warehouse become
// stock-in parcels (one per shop shipment, with weight, size and photos), which ship home through a transit
// order paid from the same balance; the ledger stays consistent throughout.
import type { Page, PurchaseOrder, StockInParcel, TransitOrder, UserAddress } from '../../contract';
import {
  buyNow,
  catalogueProducts,
  expectLedgerConsistent,
  fund,
  newShopper,
  pgliteApi,
  type CommerceApi,
} from './helpers/commerce';
import { oncePerFile } from './helpers/testApp';

let api: CommerceApi;
oncePerFile(pgliteApi, (built) => (api = built));

it('turns the warehouse arrival of a purchase order into parcels that ship home', async () => {
  const shopper = await newShopper(api);
  await fund(api, shopper, 5000);
  const [product] = await catalogueProducts(api, 1);
  const order = await buyNow(api, shopper, product!, 2);
  const paid = await api.shop({
    method: 'POST',
    url: `/front/purchase-orders/${order.id}/pay`,
    token: shopper.token,
    payload: { payPassword: '123456' },
  });
  expect(paid.statusCode).toBe(200);
  const seen: string[] = [];
  for (let step = 0; step < 4; step++) {
    const res = await api.operator('POST', `/operator/purchase-orders/${order.id}/advance`, {});
    seen.push(`${res.statusCode} ${(res.json() as PurchaseOrder).status}`);
  }
  expect(seen).toEqual(['200 PURCHASING', '200 PURCHASED', '200 SELLER_SHIPPED', '200 IN_WAREHOUSE']);
  // Advancing again (or the worker repeating the step) adds no second parcel.
  expect((await api.operator('POST', `/operator/purchase-orders/${order.id}/advance`, {})).statusCode).toBe(409);

  const stock = (
    await api.shop({ method: 'GET', url: '/front/purchase-parcels/stock-in-parcels?pageSize=50', token: shopper.token })
  ).json() as Page<StockInParcel>;
  expect(stock.total).toBe(1);
  const [parcel] = stock.items;
  expect(parcel).toMatchObject({
    source: 'PURCHASE',
    orderNo: order.orderNo,
    status: 'IN_STOCK',
    freeStorageDaysLeft: 30,
    items: [{ title: product!.title, quantity: 2 }],
  });
  expect(parcel!.weightGrams).toBeGreaterThan(0);
  expect(parcel!.photos.length).toBeGreaterThan(0);
  expect(parcel!.trackingNo).toMatch(/^[A-Z]{2,3}\d{12}$/);

  const address = (
    await api.shop({
      method: 'POST',
      url: '/front/user/addresses',
      token: shopper.token,
      payload: {
        recipient: 'A B',
        phone: '+1 212 555 0100',
        country: 'US',
        regionCodes: ['NY', 'NY-NYC'],
        street: '1 Main St',
      },
    })
  ).json() as UserAddress;
  const transit = (
    await api.shop({
      method: 'POST',
      url: '/front/transit-orders',
      token: shopper.token,
      payload: {
        purchaseParcelIds: [parcel!.id],
        transitOptionName: 'Air Express',
        userAddressId: address.id,
        selfPickup: false,
      },
    })
  ).json() as TransitOrder;
  const weighed = (
    await api.operator('POST', `/operator/transit-orders/${transit.id}/advance`, {})
  ).json() as TransitOrder;
  expect(weighed.status).toBe('AWAITING_PAYMENT');
  expect(weighed.fee).toBe(weighed.estimatedFee);
  const unpaid = await api.shop({
    method: 'GET',
    url: '/front/payments/unpaid?orderType=TRANSIT',
    token: shopper.token,
  });
  expect(unpaid.json()).toMatchObject({
    total: 1,
    items: [{ paymentNo: weighed.paymentNo, orderNo: transit.orderNo, amount: weighed.fee }],
  });
  expect(
    (
      await api.shop({
        method: 'POST',
        url: `/front/payments/${weighed.paymentNo}/pay`,
        token: shopper.token,
        payload: { payPassword: '123456' },
      })
    ).statusCode,
  ).toBe(200);
  await api.operator('POST', `/operator/transit-orders/${transit.id}/advance`, {});
  await api.operator('POST', `/operator/transit-orders/${transit.id}/advance`, {});
  const done = (
    await api.shop({ method: 'POST', url: `/front/transit-orders/${transit.id}/complete`, token: shopper.token })
  ).json() as TransitOrder;
  expect(done).toMatchObject({
    status: 'COMPLETED',
    parcels: [{ id: parcel!.id, status: 'SHIPPED', orderNo: order.orderNo }],
  });
  await expectLedgerConsistent(api.db);
}, 60_000);
