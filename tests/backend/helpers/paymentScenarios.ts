// The money rules under concurrency, written once and run on PGlite (payments.test.ts) and on PostgreSQL
// (payments-postgres.test.ts). Each scenario uses fresh shoppers, so they do not depend on each other.
import type { BatchPayResult, FundRequest, Payment, Product, PurchaseOrder, UnpaidPayments } from '../../../contract';
import {
  approve,
  balanceOf,
  buyNow,
  catalogueProducts,
  expectLedgerConsistent,
  feeFreeChannel,
  fund,
  newShopper,
  type CommerceApi,
} from './commerce';

const codes = (responses: { statusCode: number; json(): unknown }[]) =>
  responses.map((r) => (r.statusCode === 200 ? 'OK' : (r.json() as { code: string }).code)).sort();

export function paymentScenarios(getApi: () => CommerceApi): void {
  let products: Product[];
  const api = () => getApi();

  beforeAll(async () => {
    products = await catalogueProducts(api(), 3);
  });

  it('50 concurrent pays of one payment: exactly one succeeds and the balance drops once', async () => {
    const shopper = await newShopper(api());
    await fund(api(), shopper, 5000);
    const order = await buyNow(api(), shopper, products[0]!);
    const pays = await Promise.all(
      Array.from({ length: 50 }, () =>
        api().shop({
          method: 'POST',
          url: `/front/payments/${order.paymentNo}/pay`,
          token: shopper.token,
          payload: { payPassword: '123456' },
        }),
      ),
    );
    const result = codes(pays);
    expect(result.filter((c) => c === 'OK')).toHaveLength(1);
    expect(result.filter((c) => c === 'ALREADY_PAID')).toHaveLength(49);
    expect((await balanceOf(api(), shopper)).balance).toBeCloseTo(5000 - order.amounts.total, 2);
    const entries = await api()
      .db.selectFrom('ledger_entries')
      .select('amount_fen')
      .where('user_id', '=', shopper.userId)
      .where('type', '=', 'PAYMENT')
      .execute();
    expect(entries).toHaveLength(1);
    await expectLedgerConsistent(api().db);
  }, 120_000);

  it('the order pay and the payment pay racing settle the same record once', async () => {
    const shopper = await newShopper(api());
    await fund(api(), shopper, 5000);
    const order = await buyNow(api(), shopper, products[1]!);
    const pays = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api().shop({
          method: 'POST',
          url: i % 2 === 0 ? `/front/purchase-orders/${order.id}/pay` : `/front/payments/${order.paymentNo}/pay`,
          token: shopper.token,
          payload: { payPassword: '123456' },
        }),
      ),
    );
    expect(codes(pays)).toEqual([
      'ALREADY_PAID',
      'ALREADY_PAID',
      'ALREADY_PAID',
      'ALREADY_PAID',
      'ALREADY_PAID',
      'ALREADY_PAID',
      'ALREADY_PAID',
      'ALREADY_PAID',
      'ALREADY_PAID',
      'OK',
    ]);
    const detail = (
      await api().shop({ method: 'GET', url: `/front/purchase-orders/${order.id}`, token: shopper.token })
    ).json() as PurchaseOrder;
    expect(detail).toMatchObject({ status: 'PAID', paidAmount: order.amounts.total });
    expect((await balanceOf(api(), shopper)).balance).toBeCloseTo(5000 - order.amounts.total, 2);
    await expectLedgerConsistent(api().db);
  }, 60_000);

  it('a batch with one bad item pays nothing; the good ones then pay together', async () => {
    const shopper = await newShopper(api());
    await fund(api(), shopper, 5000);
    const a = await buyNow(api(), shopper, products[0]!);
    const b = await buyNow(api(), shopper, products[1]!);
    const closed = await buyNow(api(), shopper, products[2]!);
    expect(
      (await api().shop({ method: 'POST', url: `/front/purchase-orders/${closed.id}/close`, token: shopper.token }))
        .statusCode,
    ).toBe(200);

    const withClosed = await api().shop({
      method: 'POST',
      url: '/front/payments/batch-pay',
      token: shopper.token,
      payload: { paymentNos: [a.paymentNo, b.paymentNo, closed.paymentNo], payPassword: '123456' },
    });
    expect(withClosed.statusCode).toBe(409);
    expect(withClosed.json()).toMatchObject({ code: 'PAYMENT_CANCELLED', fields: { paymentNo: closed.paymentNo } });
    const withUnknown = await api().shop({
      method: 'POST',
      url: '/front/payments/batch-pay',
      token: shopper.token,
      payload: { paymentNos: [a.paymentNo, 'PM000'], payPassword: '123456' },
    });
    expect(withUnknown.statusCode).toBe(404);
    expect(withUnknown.json()).toMatchObject({ code: 'PAYMENT_NOT_FOUND', fields: { paymentNo: 'PM000' } });
    expect((await balanceOf(api(), shopper)).balance).toBe(5000);
    const unpaid = (
      await api().shop({ method: 'GET', url: '/front/payments/unpaid', token: shopper.token })
    ).json() as UnpaidPayments;
    expect(unpaid.items.map((p: Payment) => p.paymentNo).sort()).toEqual([a.paymentNo, b.paymentNo].sort());
    expect(unpaid.totalAmount).toBeCloseTo(a.amounts.total + b.amounts.total, 2);

    const ok = await api().shop({
      method: 'POST',
      url: '/front/payments/batch-pay',
      token: shopper.token,
      payload: { paymentNos: [a.paymentNo, b.paymentNo], payPassword: '123456' },
    });
    expect(ok.statusCode).toBe(200);
    const paid = ok.json() as BatchPayResult;
    expect(paid.total).toBeCloseTo(a.amounts.total + b.amounts.total, 2);
    expect(paid.account.balance).toBeCloseTo(5000 - paid.total, 2);
    await expectLedgerConsistent(api().db);
  });

  it('a batch larger than the balance pays nothing', async () => {
    const shopper = await newShopper(api());
    const a = await buyNow(api(), shopper, products[0]!);
    const b = await buyNow(api(), shopper, products[1]!);
    await fund(api(), shopper, Math.round((a.amounts.total + b.amounts.total / 2) * 100) / 100);
    const before = await balanceOf(api(), shopper);
    const res = await api().shop({
      method: 'POST',
      url: '/front/payments/batch-pay',
      token: shopper.token,
      payload: { paymentNos: [a.paymentNo, b.paymentNo], payPassword: '123456' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await balanceOf(api(), shopper)).toEqual(before);
  });

  it('a withdrawal racing a payment for the same money: only one of them gets it', async () => {
    const shopper = await newShopper(api());
    const order = await buyNow(api(), shopper, products[2]!);
    await fund(api(), shopper, order.amounts.total);
    const [pay, withdraw] = await Promise.all([
      api().shop({
        method: 'POST',
        url: `/front/payments/${order.paymentNo}/pay`,
        token: shopper.token,
        payload: { payPassword: '123456' },
      }),
      api().shop({
        method: 'POST',
        url: '/front/user-account/withdrawals',
        token: shopper.token,
        payload: {
          amount: order.amounts.total,
          channelId: feeFreeChannel(),
          account: 'IBAN DE00 1234',
          payPassword: '123456',
        },
      }),
    ]);
    expect(codes([pay, withdraw])).toEqual(['INSUFFICIENT_BALANCE', 'OK']);
    const account = await balanceOf(api(), shopper);
    if (pay.statusCode === 200) {
      expect(account).toEqual({ ...account, balance: 0, frozen: 0, available: 0 });
    } else {
      expect(account).toMatchObject({ balance: order.amounts.total, frozen: order.amounts.total, available: 0 });
      const request = withdraw.json() as FundRequest;
      expect((await approve(api(), 'withdrawals', request.id)).statusCode).toBe(200);
      expect(await balanceOf(api(), shopper)).toMatchObject({ balance: 0, frozen: 0, available: 0 });
    }
    await expectLedgerConsistent(api().db);
  });

  it('concurrent approvals of one deposit credit it once', async () => {
    const shopper = await newShopper(api());
    await fund(api(), shopper, 1);
    const created = await api().shop({
      method: 'POST',
      url: '/front/user-account/deposits',
      token: shopper.token,
      payload: { channelId: feeFreeChannel(), amount: 300 },
    });
    const id = (created.json() as FundRequest).id;
    const decisions = await Promise.all(
      Array.from({ length: 10 }, () => api().operator('POST', `/operator/deposits/${id}/approve`, { version: 1 })),
    );
    expect(codes(decisions).filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes(decisions).filter((c) => c === 'REQUEST_STATE')).toHaveLength(9);
    expect((await balanceOf(api(), shopper)).balance).toBe(301);
    await expectLedgerConsistent(api().db);
  });
}
