// Online top-up as a payment integration: the simulated provider only when SIMULATED_PAYMENTS is on, its confirm
// bound to the code owner's login and the site's Origin, notifications credited only when signed and only with
// the amount and currency they name, and a payment "through" a top-up settled only with what that top-up brought.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OnePayCode, PurchaseOrder } from '../../contract';
import { notificationBody, signBody } from '../../backend/src/modules/deposits/providers/provider';
import {
  balanceOf,
  buyNow,
  callAs,
  catalogueProducts,
  commerceApiOf,
  expectLedgerConsistent,
  newShopper,
  type Shopper,
} from './helpers/commerce';
import { createTestApp, type TestApp } from './helpers/testApp';

jest.setTimeout(60_000);

const NOTIFY_SECRET = 'test-notify-secret-0123456789abcdef';
let simulated: TestApp;
let off: TestApp;
let hosted: TestApp;
let statusServer: http.Server;
/** What the fake provider's status endpoint answers, by pay code. */
const providerStatus = new Map<string, { body: string; signature: string }>();

const commerce = commerceApiOf;

beforeAll(async () => {
  statusServer = http.createServer((req, res) => {
    const code = new URL(req.url ?? '/', 'http://x').searchParams.get('payCode') ?? '';
    const answer = providerStatus.get(code);
    if (!answer) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json', 'x-onepay-signature': answer.signature }).end(answer.body);
  });
  await new Promise<void>((resolve) => statusServer.listen(0, '127.0.0.1', resolve));
  const port = (statusServer.address() as AddressInfo).port;
  simulated = await createTestApp({ config: { simulatedPayments: true } });
  off = await createTestApp({ config: { simulatedPayments: false, onePay: null } });
  hosted = await createTestApp({
    config: {
      onePay: {
        checkoutUrl: 'https://pay.example.com/checkout',
        statusUrl: `http://127.0.0.1:${port}/status`,
        notifySecret: NOTIFY_SECRET,
      },
    },
  });
}, 180_000);
afterAll(async () => {
  await Promise.all([simulated?.close(), off?.close(), hosted?.close()]);
  await new Promise((resolve) => statusServer.close(resolve));
});

const call = callAs;

/** As the storefront's proxy forwards a form post from a page of http://localhost:3000. */
const SITE = {
  'x-forwarded-host': 'localhost:3000',
  'x-forwarded-proto': 'http',
  origin: 'http://localhost:3000',
  'content-type': 'application/x-www-form-urlencoded',
};

const confirm = (t: TestApp, code: OnePayCode, token: string | undefined, headers: Record<string, string> = SITE) =>
  t.request({ method: 'POST', url: `${code.payUrl.replace(/^\/api/, '')}/confirm`, token, headers, payload: '' });

const topUps = (t: TestApp, shopper: Shopper) =>
  t.db
    .selectFrom('ledger_entries')
    .select('amount_fen')
    .where('user_id', '=', shopper.userId)
    .where('type', '=', 'ONLINE_TOP_UP')
    .execute();

describe('without a provider (a production start without SIMULATED_PAYMENTS)', () => {
  it('has no simulated pay page and refuses pay codes with a clear error', async () => {
    const shopper = await newShopper(commerce(off));
    expect((await off.request({ method: 'GET', url: '/front/onepay/provider' })).json()).toEqual({ provider: null });
    const made = await call(off, shopper, 'POST', '/front/onepay/payCode', { orderAmount: 5000 });
    expect(made.statusCode).toBe(409);
    expect(made.json()).toMatchObject({ code: 'ONLINE_TOP_UP_UNAVAILABLE' });
    const page = await call(off, shopper, 'GET', '/front/onepay/page/OP0123456789ABCDEF01234567');
    expect(page.statusCode).toBe(404);
    const post = await call(
      off,
      shopper,
      'POST',
      '/front/onepay/page/OP0123456789ABCDEF01234567/confirm',
      undefined,
      SITE,
    );
    expect(post.statusCode).toBe(404);
  });
});

describe('the simulated provider (SIMULATED_PAYMENTS=1)', () => {
  it('says it is the demo provider, on the API and on its page', async () => {
    const shopper = await newShopper(commerce(simulated));
    expect((await simulated.request({ method: 'GET', url: '/front/onepay/provider' })).json()).toEqual({
      provider: 'SIMULATED',
    });
    const code = (
      await call(simulated, shopper, 'POST', '/front/onepay/payCode', { orderAmount: 20 })
    ).json() as OnePayCode;
    const page = await call(simulated, shopper, 'GET', code.payUrl.replace(/^\/api/, ''));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Demo payment provider');
    expect(page.body).toContain(`${code.payCode}/confirm`);
  });

  it("credits nothing for a confirm without the owner's login or without the site's Origin", async () => {
    const shopper = await newShopper(commerce(simulated));
    const other = await newShopper(commerce(simulated));
    const code = (
      await call(simulated, shopper, 'POST', '/front/onepay/payCode', { orderAmount: 5000 })
    ).json() as OnePayCode;
    expect((await confirm(simulated, code, undefined)).statusCode).toBe(401);
    expect((await confirm(simulated, code, other.token)).statusCode).toBe(404);
    const noOrigin: Record<string, string> = Object.fromEntries(
      Object.entries(SITE).filter(([name]) => name !== 'origin'),
    );
    expect((await confirm(simulated, code, shopper.token, noOrigin)).statusCode).toBe(403);
    expect((await confirm(simulated, code, shopper.token, { ...SITE, origin: 'http://evil.example' })).statusCode).toBe(
      403,
    );
    expect(
      (await confirm(simulated, code, shopper.token, { ...SITE, origin: 'https://localhost:3000' })).statusCode,
    ).toBe(403);
    expect(await topUps(simulated, shopper)).toHaveLength(0);
    expect((await balanceOf(commerce(simulated), shopper)).balance).toBe(0);
  });

  it("credits exactly the code's amount once, however often it is confirmed", async () => {
    const shopper = await newShopper(commerce(simulated));
    const code = (
      await call(simulated, shopper, 'POST', '/front/onepay/payCode', { orderAmount: 88.8 })
    ).json() as OnePayCode;
    expect(code.payUrl).toBe(`/api/front/onepay/page/${code.payCode}`);
    const confirms = await Promise.all(Array.from({ length: 5 }, () => confirm(simulated, code, shopper.token)));
    expect(confirms.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await topUps(simulated, shopper)).toEqual([{ amount_fen: 8880 }]);
    expect((await call(simulated, shopper, 'GET', `/front/onepay/${code.payCode}`)).json()).toMatchObject({
      status: 'PAID',
      amount: 88.8,
    });
    expect((await balanceOf(commerce(simulated), shopper)).balance).toBe(88.8);
    await expectLedgerConsistent(simulated.db);
  });

  it('refuses a forged notification: the signature is checked on every one', async () => {
    const shopper = await newShopper(commerce(simulated));
    const code = (
      await call(simulated, shopper, 'POST', '/front/onepay/payCode', { orderAmount: 10 })
    ).json() as OnePayCode;
    const body = notificationBody({
      payCode: code.payCode,
      status: 'PAID',
      amountFen: 10_000_00,
      currency: 'CNY',
      providerRef: 'forged',
    });
    const res = await simulated.app.inject({
      method: 'POST',
      url: '/front/onepay/notify',
      headers: { 'content-type': 'application/json', 'x-onepay-signature': signBody('guessed', body) },
      payload: body,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'ONEPAY_BAD_SIGNATURE' });
    expect(await topUps(simulated, shopper)).toHaveLength(0);
  });

  it('settles an order through a top-up only with what the top-up brought, also while the pay password is locked', async () => {
    const api = commerce(simulated);
    const shopper = await newShopper(api, { payPassword: true });
    // Money already in the balance, then the pay password locked by five wrong tries.
    await simulated.db.transaction().execute(async (trx) => {
      const { lockAccount, post } = await import('../../backend/src/modules/account/ledger');
      await post(trx, await lockAccount(trx, { tenantId: shopper.tenant, userId: shopper.userId }), {
        type: 'DEPOSIT',
        amountFen: 500_000,
        reason: 'test',
        referenceNo: 'T1',
      });
    });
    const po = (await buyNow(api, shopper, (await catalogueProducts(api, 1))[0]!)) as PurchaseOrder;
    for (let i = 0; i < 5; i += 1)
      await call(simulated, shopper, 'POST', `/front/purchase-orders/${po.id}/pay`, { payPassword: '000000' });
    expect(
      (await call(simulated, shopper, 'POST', `/front/purchase-orders/${po.id}/pay`, { payPassword: '123456' }))
        .statusCode,
    ).toBe(423);

    // A cent "for" the order: the cent is credited, the order stays unpaid, the rest of the balance stays put.
    const cent = (
      await call(simulated, shopper, 'POST', '/front/onepay/payCode', { orderAmount: 0.01, orderPay: po.paymentNo })
    ).json() as OnePayCode;
    expect((await confirm(simulated, cent, shopper.token)).statusCode).toBe(200);
    expect((await call(simulated, shopper, 'GET', `/front/purchase-orders/${po.id}`)).json()).toMatchObject({
      status: 'PENDING_PAYMENT',
    });
    expect((await balanceOf(api, shopper)).balance).toBe(5000.01);

    // The whole amount topped up for it settles it, with exactly that money.
    const full = (
      await call(simulated, shopper, 'POST', '/front/onepay/payCode', {
        orderAmount: po.amounts.total,
        orderPay: po.paymentNo,
      })
    ).json() as OnePayCode;
    expect((await confirm(simulated, full, shopper.token)).statusCode).toBe(200);
    expect((await call(simulated, shopper, 'GET', `/front/purchase-orders/${po.id}`)).json()).toMatchObject({
      status: 'PAID',
    });
    expect((await balanceOf(api, shopper)).balance).toBe(5000.01);
    await expectLedgerConsistent(simulated.db);
  });
});

describe('a real provider (ONEPAY_CHECKOUT_URL, ONEPAY_NOTIFY_SECRET)', () => {
  const notify = (body: string, signature: string) =>
    hosted.app.inject({
      method: 'POST',
      url: '/front/onepay/notify',
      headers: { 'content-type': 'application/json', 'x-onepay-signature': signature },
      payload: body,
    });

  it('sends the shopper to its checkout with a signed amount, and has no simulated page', async () => {
    const shopper = await newShopper(commerce(hosted));
    expect((await hosted.request({ method: 'GET', url: '/front/onepay/provider' })).json()).toEqual({
      provider: 'HOSTED',
    });
    const code = (
      await call(hosted, shopper, 'POST', '/front/onepay/payCode', { orderAmount: 120.5 })
    ).json() as OnePayCode;
    const url = new URL(code.payUrl);
    expect(url.origin + url.pathname).toBe('https://pay.example.com/checkout');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      payCode: code.payCode,
      amount: '120.50',
      currency: 'CNY',
      sign: signBody(NOTIFY_SECRET, `${code.payCode}|120.50|CNY`),
    });
    expect((await call(hosted, shopper, 'GET', `/front/onepay/page/${code.payCode}`)).statusCode).toBe(404);
  });

  it('credits the amount the signed notification names, once; refuses other currencies and bad signatures', async () => {
    const shopper = await newShopper(commerce(hosted));
    const code = (
      await call(hosted, shopper, 'POST', '/front/onepay/payCode', { orderAmount: 100 })
    ).json() as OnePayCode;
    const usd = notificationBody({
      payCode: code.payCode,
      status: 'PAID',
      amountFen: 10_000,
      currency: 'USD',
      providerRef: 'R1',
    });
    expect((await notify(usd, signBody(NOTIFY_SECRET, usd))).json()).toMatchObject({ code: 'ONEPAY_CURRENCY' });
    const paid = notificationBody({
      payCode: code.payCode,
      status: 'PAID',
      amountFen: 9_950,
      currency: 'CNY',
      providerRef: 'R2',
    });
    expect((await notify(paid, signBody('not-the-secret-0123456789', paid))).statusCode).toBe(401);
    expect((await notify(paid.replace('99.50', '999.50'), signBody(NOTIFY_SECRET, paid))).statusCode).toBe(401);
    expect(await topUps(hosted, shopper)).toHaveLength(0);
    const answers = await Promise.all([
      notify(paid, signBody(NOTIFY_SECRET, paid)),
      notify(paid, signBody(NOTIFY_SECRET, paid)),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await topUps(hosted, shopper)).toEqual([{ amount_fen: 9_950 }]);
    expect((await call(hosted, shopper, 'GET', `/front/onepay/${code.payCode}`)).json()).toMatchObject({
      status: 'PAID',
    });
    await expectLedgerConsistent(hosted.db);
  });

  it('asks the provider about a pending code and believes only a signed answer', async () => {
    const shopper = await newShopper(commerce(hosted));
    const code = (
      await call(hosted, shopper, 'POST', '/front/onepay/payCode', { orderAmount: 30 })
    ).json() as OnePayCode;
    const body = notificationBody({
      payCode: code.payCode,
      status: 'PAID',
      amountFen: 3_000,
      currency: 'CNY',
      providerRef: 'R3',
    });
    providerStatus.set(code.payCode, { body, signature: signBody('wrong-secret-0123456789abc', body) });
    expect((await call(hosted, shopper, 'GET', `/front/onepay/${code.payCode}`)).json()).toMatchObject({
      status: 'PENDING',
    });
    providerStatus.set(code.payCode, { body, signature: signBody(NOTIFY_SECRET, body) });
    expect((await call(hosted, shopper, 'GET', `/front/onepay/${code.payCode}`)).json()).toMatchObject({
      status: 'PAID',
    });
    expect(await topUps(hosted, shopper)).toEqual([{ amount_fen: 3_000 }]);
  });
});
