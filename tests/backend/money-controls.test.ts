// Approvals pinned to the version the operator reviewed, the operator's wrong-token count by socket address, and
// the per-shopper caps on open records, on PGlite.
import type { FundRequest, OperatorFundRequest, OperatorFundRequestList, Product } from '../../contract';
import { RECORD_LIMITS } from '../../contract';
import {
  balanceOf,
  catalogueProducts,
  chinaWarehouse,
  stockedSku,
  feeFreeChannel,
  fund,
  newShopper,
  callAs,
  commerceApiOf,
  type CommerceApi,
  type Shopper,
} from './helpers/commerce';
import { createTestApp, type TestApp } from './helpers/testApp';

jest.setTimeout(120_000);

let t: TestApp;
let api: CommerceApi;

beforeAll(async () => {
  t = await createTestApp({ config: { simulatedPayments: true } });
  api = commerceApiOf(t);
}, 180_000);
afterAll(() => t.close());

const call = (shopper: Shopper, method: 'GET' | 'POST', url: string, payload?: object) =>
  callAs(t, shopper, method, url, payload);

describe('approvals pinned to what was reviewed', () => {
  it('refuses to approve a deposit changed after the operator read it, and shows its history', async () => {
    const shopper = await newShopper(api);
    await fund(api, shopper, 1);
    const deposit = (
      await call(shopper, 'POST', '/front/user-account/deposits', { channelId: feeFreeChannel(), amount: 100 })
    ).json() as FundRequest;

    const list = (await api.operator('GET', '/operator/deposits?status=PENDING')).json() as OperatorFundRequestList;
    expect(list.items.find((r) => r.id === deposit.id)).toMatchObject({
      amount: 100,
      fee: 0,
      version: 1,
      channel: { id: feeFreeChannel() },
      userId: shopper.userId,
    });
    const reviewed = (await api.operator('GET', `/operator/deposits/${deposit.id}`)).json() as OperatorFundRequest;
    expect(reviewed).toMatchObject({
      amount: 100,
      version: 1,
      history: [{ version: 1, action: 'CREATED', amount: 100 }],
    });

    // The shopper raises the amount after the review.
    expect(
      (await call(shopper, 'POST', '/front/user-account/update-deposit', { id: deposit.id, amount: 9_999_999 })).json(),
    ).toMatchObject({ amount: 9_999_999 });
    const stale = await api.operator('POST', `/operator/deposits/${deposit.id}/approve`, { version: reviewed.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'REQUEST_CHANGED', fields: { version: '2' } });
    const unnamed = await api.operator('POST', `/operator/deposits/${deposit.id}/approve`);
    expect(unnamed.statusCode).toBe(400);
    expect((await balanceOf(api, shopper)).balance).toBe(1);

    const again = (await api.operator('GET', `/operator/deposits/${deposit.id}`)).json() as OperatorFundRequest;
    expect(again.history.map((e) => [e.version, e.action, e.amount])).toEqual([
      [1, 'CREATED', 100],
      [2, 'UPDATED', 9_999_999],
    ]);
    const reject = await api.operator('POST', `/operator/deposits/${deposit.id}/reject`, {
      reason: 'Amount does not match the transfer',
    });
    expect(reject.json()).toMatchObject({ status: 'REJECTED' });
    const decided = (await api.operator('GET', `/operator/deposits/${deposit.id}`)).json() as OperatorFundRequest;
    expect(decided.history.at(-1)).toMatchObject({ action: 'REJECTED', note: 'Amount does not match the transfer' });
    expect((await balanceOf(api, shopper)).balance).toBe(1);
  });

  it('lists and reads withdrawals for review too', async () => {
    const shopper = await newShopper(api);
    await fund(api, shopper, 500);
    const body = { amount: 200, channelId: feeFreeChannel(), account: 'IBAN DE00 2222', payPassword: '123456' };
    const request = (await call(shopper, 'POST', '/front/user-account/withdrawals', body)).json() as FundRequest;
    const read = (await api.operator('GET', `/operator/withdrawals/${request.id}`)).json() as OperatorFundRequest;
    expect(read).toMatchObject({ kind: 'WITHDRAWAL', amount: 200, account: 'IBAN DE00 2222', version: 1 });
    expect((await api.operator('GET', `/operator/deposits/${request.id}`)).statusCode).toBe(404);
    expect(
      (await api.operator('POST', `/operator/withdrawals/${request.id}/approve`, { version: read.version })).json(),
    ).toMatchObject({ status: 'APPROVED' });
    expect(await balanceOf(api, shopper)).toMatchObject({ balance: 300, frozen: 0 });
  });
});

describe('the operator API counts wrong tokens by the socket address', () => {
  it('reaches its limit however X-Forwarded-For is rotated, and does not lock out another address', async () => {
    const wrong = (i: number, remoteAddress = '127.0.0.9') =>
      t.operator.inject({
        method: 'GET',
        url: '/operator/deposits',
        remoteAddress,
        headers: { 'x-operator-token': 'wrong', 'x-forwarded-for': `198.51.100.${i}` },
      });
    for (let i = 0; i < 10; i += 1) expect((await wrong(i)).statusCode).toBe(401);
    expect((await wrong(99)).statusCode).toBe(429);
    const other = await t.operator.inject({
      method: 'GET',
      url: '/operator/deposits',
      remoteAddress: '127.0.0.10',
      headers: t.operatorHeaders(),
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('caps on open records per shopper', () => {
  const expectLimit = (res: { statusCode: number; json(): unknown }, code: keyof typeof RECORD_LIMITS) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code, fields: { limit: String(RECORD_LIMITS[code]) } });
  };

  it('caps pending deposit requests, also when they are sent at once', async () => {
    const shopper = await newShopper(api);
    const body = { channelId: 'globalbuy-channel-3', amount: 200 };
    const burst = await Promise.all(
      Array.from({ length: RECORD_LIMITS.TOO_MANY_OPEN_DEPOSITS + 5 }, () =>
        call(shopper, 'POST', '/front/user-account/deposits', body),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(RECORD_LIMITS.TOO_MANY_OPEN_DEPOSITS);
    expectLimit(
      burst.find((r) => r.statusCode !== 200)!,
      'TOO_MANY_OPEN_DEPOSITS',
    );
    expectLimit(
      await call(shopper, 'POST', '/front/user-account/certificate', { amount: 200 }),
      'TOO_MANY_OPEN_DEPOSITS',
    );
  });

  it('caps pending withdrawals', async () => {
    const shopper = await newShopper(api);
    await fund(api, shopper, 100);
    const body = { amount: 1, channelId: feeFreeChannel(), account: 'IBAN DE00 3333', payPassword: '123456' };
    for (let i = 0; i < RECORD_LIMITS.TOO_MANY_OPEN_WITHDRAWALS; i += 1)
      expect((await call(shopper, 'POST', '/front/user-account/withdrawals', body)).statusCode).toBe(200);
    expectLimit(await call(shopper, 'POST', '/front/user-account/withdrawals', body), 'TOO_MANY_OPEN_WITHDRAWALS');
    expect(await balanceOf(api, shopper)).toMatchObject({ frozen: RECORD_LIMITS.TOO_MANY_OPEN_WITHDRAWALS });
  });

  it('caps unpaid pay codes', async () => {
    const shopper = await newShopper(api);
    const burst = await Promise.all(
      Array.from({ length: RECORD_LIMITS.TOO_MANY_PAY_CODES + 5 }, () =>
        call(shopper, 'POST', '/front/onepay/payCode', { orderAmount: 10 }),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(RECORD_LIMITS.TOO_MANY_PAY_CODES);
    expectLimit(
      burst.find((r) => r.statusCode !== 200)!,
      'TOO_MANY_PAY_CODES',
    );
  });

  it('caps feedback threads waiting for a reply', async () => {
    const shopper = await newShopper(api);
    const body = { type: 'SUGGESTION', content: 'More colours, please.' };
    const burst = await Promise.all(
      Array.from({ length: RECORD_LIMITS.TOO_MANY_OPEN_FEEDBACK + 5 }, () =>
        call(shopper, 'POST', '/user-feedback', body),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(RECORD_LIMITS.TOO_MANY_OPEN_FEEDBACK);
    expectLimit(
      burst.find((r) => r.statusCode !== 200)!,
      'TOO_MANY_OPEN_FEEDBACK',
    );
  });

  it('caps unpaid orders, also when bought at once', async () => {
    const shopper = await newShopper(api);
    const [product] = (await catalogueProducts(api, 1)) as Product[];
    const warehouse = await chinaWarehouse(api);
    const order = () =>
      call(shopper, 'POST', '/front/preview-product/create', {
        productUrl: product!.productUrl,
        items: [{ productSkuId: stockedSku(product!).skuId, quantity: 1 }],
        tenantWarehouseId: warehouse.id,
      });
    const burst = await Promise.all(Array.from({ length: RECORD_LIMITS.TOO_MANY_UNPAID_ORDERS + 5 }, order));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(RECORD_LIMITS.TOO_MANY_UNPAID_ORDERS);
    expectLimit(
      burst.find((r) => r.statusCode !== 200)!,
      'TOO_MANY_UNPAID_ORDERS',
    );
    const unpaid = await t.db
      .selectFrom('purchase_orders')
      .select('id')
      .where('user_id', '=', shopper.userId)
      .where('status', '=', 'PENDING_PAYMENT')
      .execute();
    expect(unpaid).toHaveLength(RECORD_LIMITS.TOO_MANY_UNPAID_ORDERS);
  });
});
