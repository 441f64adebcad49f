// The balance account: pay password rules, deposits with private receipts, withdrawals that freeze, the ledger's
// transactions and summary, and the online top-up page, on PGlite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type {
  AccountSummary,
  CertificateResponse,
  DepositChannel,
  FundRequest,
  FundRequestList,
  OnePayCode,
  PurchaseOrder,
  TransactionList,
  UploadToken,
  UserAccount,
} from '../../contract';
import {
  approve,
  balanceOf,
  buyNow,
  catalogueProducts,
  expectLedgerConsistent,
  feeFreeChannel,
  fund,
  newShopper,
  callAs,
  commerceApiOf,
  type CommerceApi,
  type Shopper,
} from './helpers/commerce';
import { createTestApp, type TestApp } from './helpers/testApp';

// Pay passwords are scrypt-hashed on purpose (tens of ms each): on a busy machine a scenario takes seconds.
jest.setTimeout(60_000);

let t: TestApp;
let api: CommerceApi;
let uploadDir: string;

beforeAll(async () => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-test-'));
  t = await createTestApp({ seed: true, config: { uploadDir, simulatedPayments: true } });
  api = commerceApiOf(t);
}, 180_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const call = (shopper: Shopper, method: 'GET' | 'POST', url: string, payload?: object) =>
  callAs(t, shopper, method, url, payload);

describe('pay password', () => {
  it('is set once, checked, changed with the old one, and replaced with an email code', async () => {
    const shopper = await newShopper(api, { payPassword: false });
    expect((await call(shopper, 'GET', '/front/user-account')).json()).toEqual({
      balance: 0,
      frozen: 0,
      available: 0,
      hasPayPassword: false,
      payPasswordLockedUntil: null,
    });
    const po = await buyNow(api, shopper, (await catalogueProducts(api, 1))[0]!);
    expect(
      (await call(shopper, 'POST', `/front/purchase-orders/${po.id}/pay`, { payPassword: '123456' })).json(),
    ).toMatchObject({ code: 'PAY_PASSWORD_NOT_SET' });

    expect(
      (await call(shopper, 'POST', '/front/user-account/first-set-pay-password', { payPassword: '12345' })).json(),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { payPassword: 'INVALID_PAY_PASSWORD' },
    });
    expect(
      (await call(shopper, 'POST', '/front/user-account/first-set-pay-password', { payPassword: '246810' })).json(),
    ).toMatchObject({ hasPayPassword: true });
    expect(
      (await call(shopper, 'POST', '/front/user-account/first-set-pay-password', { payPassword: '111111' })).json(),
    ).toMatchObject({ code: 'PAY_PASSWORD_ALREADY_SET' });
    const hash = await t.db
      .selectFrom('user_accounts')
      .select('pay_password_hash')
      .where('user_id', '=', shopper.userId)
      .executeTakeFirstOrThrow();
    expect(hash.pay_password_hash).toMatch(/^scrypt\$/);

    expect(
      (
        await call(shopper, 'POST', '/front/user-account/resetPayPassword', {
          oldPayPassword: '000000',
          newPayPassword: '135790',
        })
      ).json(),
    ).toMatchObject({
      code: 'PAY_PASSWORD_WRONG',
      fields: { attemptsLeft: '4' },
    });
    expect(
      (
        await call(shopper, 'POST', '/front/user-account/resetPayPassword', {
          oldPayPassword: '246810',
          newPayPassword: '135790',
        })
      ).statusCode,
    ).toBe(200);

    // Five wrong answers lock paying for 15 minutes, even for the right password.
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(
        (await call(shopper, 'POST', `/front/payments/${po.paymentNo}/pay`, { payPassword: '999999' })).json().code,
      );
    expect(answers).toEqual([
      'PAY_PASSWORD_WRONG',
      'PAY_PASSWORD_WRONG',
      'PAY_PASSWORD_WRONG',
      'PAY_PASSWORD_WRONG',
      'PAY_PASSWORD_LOCKED',
    ]);
    const locked = await call(shopper, 'POST', `/front/payments/${po.paymentNo}/pay`, { payPassword: '135790' });
    expect(locked.statusCode).toBe(423);
    expect(locked.headers['retry-after']).toBeDefined();
    const seconds = Number((locked.json() as { fields: Record<string, string> }).fields.retryAfterSeconds);
    expect(seconds).toBeGreaterThan(880);
    expect(seconds).toBeLessThanOrEqual(900);
    expect(
      ((await call(shopper, 'GET', '/front/user-account')).json() as UserAccount).payPasswordLockedUntil,
    ).not.toBeNull();

    // Forgotten: a code mailed to the login email sets a new one and lifts the lock.
    const email = `${shopper.userId}@example.com`;
    expect(
      (await t.request({ method: 'POST', url: '/front/user/send-email-code', payload: { email } })).statusCode,
    ).toBe(200);
    const [code] = await t.mailedCodes(email);
    expect(
      (
        await call(shopper, 'POST', '/front/user-account/pay-password', {
          payPassword: '112233',
          emailVerificationCode: '000000',
        })
      ).json(),
    ).toMatchObject({
      code: 'CODE_INVALID',
      fields: { emailVerificationCode: 'CODE_INVALID' },
    });
    expect(
      (
        await call(shopper, 'POST', '/front/user-account/pay-password', {
          payPassword: '112233',
          emailVerificationCode: code,
        })
      ).json(),
    ).toMatchObject({
      hasPayPassword: true,
      payPasswordLockedUntil: null,
    });
    await fund(api, shopper, po.amounts.total);
    expect(
      (await call(shopper, 'POST', `/front/payments/${po.paymentNo}/pay`, { payPassword: '112233' })).statusCode,
    ).toBe(200);
  });
});

describe('deposits and withdrawals', () => {
  it('lists the tenant channels with their terms', async () => {
    const channels = (
      await t.request({ method: 'GET', url: '/front/deposit-channels', tenant: 'lao' })
    ).json() as DepositChannel[];
    expect(channels.map((c) => [c.kind, c.name])).toEqual([
      ['BANK', 'BCEL One / LDB'],
      ['CASH', 'Vientiane store, Samsenthai Road'],
    ]);
    expect(channels[0]).toMatchObject({ minAmount: 100, feePercent: 0, feeFixed: 5, withdrawals: true });
  });

  it('credits an approved deposit once, net of the fee; edits only while pending; rejects without money', async () => {
    const shopper = await newShopper(api);
    const bank = 'globalbuy-channel-3';
    const low = await call(shopper, 'POST', '/front/user-account/deposits', { channelId: bank, amount: 50 });
    expect(low.json()).toMatchObject({
      code: 'AMOUNT_BELOW_MINIMUM',
      fields: { amount: 'AMOUNT_BELOW_MINIMUM', minimum: '100.00' },
    });
    expect(
      (await call(shopper, 'POST', '/front/user-account/deposits', { channelId: 'nope', amount: 500 })).json(),
    ).toMatchObject({ code: 'DEPOSIT_CHANNEL_NOT_FOUND' });
    expect(
      (await call(shopper, 'POST', '/front/user-account/deposits', { channelId: bank, amount: 10.005 })).json(),
    ).toMatchObject({ fields: { amount: 'INVALID_AMOUNT' } });

    const deposit = (
      await call(shopper, 'POST', '/front/user-account/deposits', { channelId: bank, amount: 500, remark: 'March' })
    ).json() as FundRequest;
    expect(deposit).toMatchObject({
      kind: 'DEPOSIT',
      status: 'PENDING',
      amount: 500,
      fee: 5,
      netAmount: 495,
      remark: 'March',
      channel: { id: bank, kind: 'BANK' },
    });
    const edited = (
      await call(shopper, 'POST', '/front/user-account/update-deposit', { id: deposit.id, amount: 800 })
    ).json() as FundRequest;
    expect(edited).toMatchObject({ amount: 800, netAmount: 795, remark: 'March' });
    expect((await balanceOf(api, shopper)).balance).toBe(0);

    expect((await approve(api, 'deposits', deposit.id)).json()).toMatchObject({ status: 'APPROVED' });
    expect((await balanceOf(api, shopper)).balance).toBe(795);
    expect(
      (await api.operator('POST', `/operator/deposits/${deposit.id}/approve`, { version: 2 })).json(),
    ).toMatchObject({ code: 'REQUEST_STATE', fields: { status: 'APPROVED' } });
    expect(
      (await call(shopper, 'POST', '/front/user-account/update-deposit', { id: deposit.id, amount: 900 })).json(),
    ).toMatchObject({ code: 'REQUEST_STATE' });
    expect((await api.operator('POST', `/operator/withdrawals/${deposit.id}/approve`, { version: 2 })).statusCode).toBe(
      404,
    );

    const second = (
      await call(shopper, 'POST', '/front/user-account/deposits', { channelId: bank, amount: 300 })
    ).json() as FundRequest;
    expect(
      (await api.operator('POST', `/operator/deposits/${second.id}/reject`, { reason: 'No transfer arrived' })).json(),
    ).toMatchObject({ status: 'REJECTED', rejectReason: 'No transfer arrived' });
    expect((await balanceOf(api, shopper)).balance).toBe(795);

    const ops = (await call(shopper, 'GET', '/front/user-account/operations?kind=DEPOSIT')).json() as FundRequestList;
    expect(ops.items.map((r) => r.status)).toEqual(['REJECTED', 'APPROVED']);
    expect((await call(shopper, 'GET', `/front/user-account/queryDetail/${deposit.id}`)).json()).toMatchObject({
      requestNo: deposit.requestNo,
      decidedAt: expect.any(String),
    });
    const other = await newShopper(api);
    expect((await call(other, 'GET', `/front/user-account/queryDetail/${deposit.id}`)).statusCode).toBe(404);
    // Needs the operator token, and is not served by the shopper API at all.
    expect(
      (await t.operator.inject({ method: 'POST', url: `/operator/deposits/${second.id}/approve` })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/operator/deposits/${second.id}/approve`,
          headers: t.operatorHeaders(),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps the receipt private to its owner and the operator', async () => {
    const shopper = await newShopper(api);
    const started = (
      await call(shopper, 'POST', '/front/user-account/certificate', { amount: 200, channelId: 'globalbuy-channel-3' })
    ).json() as CertificateResponse;
    expect(started.deposit).toMatchObject({ status: 'PENDING', receiptUrl: null });
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#208040' } })
      .jpeg()
      .toBuffer();
    const upload = async (tok: UploadToken) => {
      const fd = new FormData();
      for (const [k, v] of Object.entries({
        key: tok.key,
        name: 'receipt.jpg',
        policy: tok.policy,
        OSSAccessKeyId: tok.accessKeyId,
        success_action_status: '200',
        signature: tok.signature,
      }))
        fd.append(k, v);
      fd.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'receipt.jpg');
      const req = new Request('http://x/oss', { method: 'POST', body: fd });
      return t.app.inject({
        method: 'POST',
        url: '/oss',
        headers: { 'content-type': req.headers.get('content-type') as string },
        payload: Buffer.from(await req.arrayBuffer()),
      });
    };
    expect(
      (
        await call(shopper, 'POST', '/front/user-account/update-deposit', {
          id: started.deposit.id,
          receiptKey: started.upload.key,
        })
      ).json(),
    ).toMatchObject({ code: 'RECEIPT_NOT_UPLOADED' });
    expect((await upload(started.upload)).statusCode).toBe(200);
    const updated = (
      await call(shopper, 'POST', '/front/user-account/update-deposit', {
        id: started.deposit.id,
        receiptKey: started.upload.key,
      })
    ).json() as FundRequest;
    expect(updated.receiptUrl).toBe(`/front/user-account/deposits/${started.deposit.id}/receipt`);

    const mine = await call(shopper, 'GET', updated.receiptUrl!);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.rawPayload.equals(jpeg)).toBe(true);
    const other = await newShopper(api);
    expect((await call(other, 'GET', updated.receiptUrl!)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: updated.receiptUrl! })).statusCode).toBe(401);
    // Never at the public files address.
    expect((await t.app.inject({ method: 'GET', url: `/files/${started.upload.key}` })).statusCode).toBe(404);
    // Another shopper cannot attach this key to their own deposit.
    const theirs = (
      await call(other, 'POST', '/front/user-account/deposits', { channelId: 'globalbuy-channel-3', amount: 200 })
    ).json() as FundRequest;
    expect(
      (
        await call(other, 'POST', '/front/user-account/update-deposit', {
          id: theirs.id,
          receiptKey: started.upload.key,
        })
      ).json(),
    ).toMatchObject({ code: 'RECEIPT_NOT_UPLOADED' });
    const operatorView = await api.operator('GET', `/operator/deposits/${started.deposit.id}/receipt`);
    expect(operatorView.statusCode).toBe(200);
    expect(operatorView.rawPayload.equals(jpeg)).toBe(true);
  });

  it('freezes a withdrawal until decided: rejection releases it, approval pays it out', async () => {
    const shopper = await newShopper(api);
    await fund(api, shopper, 1000);
    const body = { amount: 400, channelId: feeFreeChannel(), account: 'IBAN DE00 1111', payPassword: '123456' };
    expect(
      (await call(shopper, 'POST', '/front/user-account/withdrawals', { ...body, payPassword: '000000' })).json(),
    ).toMatchObject({ code: 'PAY_PASSWORD_WRONG' });
    expect(
      (await call(shopper, 'POST', '/front/user-account/withdrawals', { ...body, amount: 1000.01 })).json(),
    ).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    const first = (await call(shopper, 'POST', '/front/user-account/withdrawals', body)).json() as FundRequest;
    expect(first).toMatchObject({ kind: 'WITHDRAWAL', status: 'PENDING', account: 'IBAN DE00 1111' });
    expect(await balanceOf(api, shopper)).toMatchObject({ balance: 1000, frozen: 400, available: 600 });
    const second = (
      await call(shopper, 'POST', '/front/user-account/withdrawals', { ...body, amount: 600 })
    ).json() as FundRequest;
    expect(
      (await call(shopper, 'POST', '/front/user-account/withdrawals', { ...body, amount: 0.01 })).json(),
    ).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });

    await api.operator('POST', `/operator/withdrawals/${first.id}/reject`, { reason: 'Account name does not match' });
    expect(await balanceOf(api, shopper)).toMatchObject({ balance: 1000, frozen: 600, available: 400 });
    await approve(api, 'withdrawals', second.id);
    expect(await balanceOf(api, shopper)).toMatchObject({ balance: 400, frozen: 0, available: 400 });
    await expectLedgerConsistent(t.db);
  });
});

describe('ledger views and online top-up', () => {
  it('lists transactions by type and date range and sums them up', async () => {
    const shopper = await newShopper(api);
    await fund(api, shopper, 1000);
    const po = await buyNow(api, shopper, (await catalogueProducts(api, 1))[0]!);
    await call(shopper, 'POST', `/front/purchase-orders/${po.id}/pay`, { payPassword: '123456' });
    await call(shopper, 'POST', `/front/purchase-orders/${po.id}/close`);
    const all = (await call(shopper, 'GET', '/front/user-account/transactions')).json() as TransactionList;
    expect(all.items.map((e) => e.type)).toEqual(['REFUND', 'PAYMENT', 'DEPOSIT']);
    expect(all.items[1]).toMatchObject({
      amount: -po.amounts.total,
      balanceAfter: Math.round((1000 - po.amounts.total) * 100) / 100,
      referenceNo: po.paymentNo,
      orderNo: po.orderNo,
    });
    expect(all.items[0]).toMatchObject({ amount: po.amounts.total, balanceAfter: 1000, orderNo: po.orderNo });
    const payments = (
      await call(shopper, 'GET', '/front/user-account/transactions?type=PAYMENT')
    ).json() as TransactionList;
    expect(payments.total).toBe(1);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      ((await call(shopper, 'GET', `/front/user-account/transactions?from=${future}`)).json() as TransactionList).total,
    ).toBe(0);
    expect((await call(shopper, 'GET', '/front/user-account/transactions?from=yesterday')).json()).toMatchObject({
      fields: { from: 'INVALID_DATE' },
    });
    const summary = (
      await call(
        shopper,
        'GET',
        `/front/user-account/querySummary?from=${new Date(Date.now() - 3_600_000).toISOString()}&to=${future}`,
      )
    ).json() as AccountSummary;
    expect(summary).toMatchObject({
      deposited: 1000,
      spent: po.amounts.total,
      refunded: po.amounts.total,
      withdrawn: 0,
    });
  });

  it('credits an online top-up once from its pay page and settles the payment it was made for', async () => {
    const shopper = await newShopper(api);
    const po = (await buyNow(api, shopper, (await catalogueProducts(api, 1))[0]!)) as PurchaseOrder;
    const code = (
      await call(shopper, 'POST', '/front/onepay/payCode', { orderAmount: po.amounts.total, orderPay: po.paymentNo })
    ).json() as OnePayCode;
    expect(code).toMatchObject({ status: 'PENDING', amount: po.amounts.total, orderPay: po.paymentNo });
    expect(code.payUrl).toBe(`/api/front/onepay/page/${code.payCode}`);
    const pagePath = code.payUrl.replace(/^\/api/, '');
    const page = await call(shopper, 'GET', pagePath);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`${code.payCode}/confirm`);

    const confirms = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.request({
          method: 'POST',
          url: `${pagePath}/confirm`,
          token: shopper.token,
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
          payload: '',
        }),
      ),
    );
    expect(confirms.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await call(shopper, 'GET', `/front/onepay/${code.payCode}`)).json()).toMatchObject({ status: 'PAID' });
    const topUps = await t.db
      .selectFrom('ledger_entries')
      .select('amount_fen')
      .where('user_id', '=', shopper.userId)
      .where('type', '=', 'ONLINE_TOP_UP')
      .execute();
    expect(topUps).toHaveLength(1);
    expect((await call(shopper, 'GET', `/front/purchase-orders/${po.id}`)).json()).toMatchObject({ status: 'PAID' });
    expect(await balanceOf(api, shopper)).toMatchObject({ balance: 0 });
    expect((await call(shopper, 'GET', '/front/onepay/page/OP000000000000000000000000')).statusCode).toBe(404);
    await expectLedgerConsistent(t.db);
  });
});
