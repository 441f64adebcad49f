import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db';
import { AppError } from '../../http/errors';
import { requireSiteOrigin } from '../../http/siteOrigin';
import { parseQuery } from '../../http/validation';
import { toCny } from '../account/money';
import { ownerOf } from '../account/owner';
import { ownPayCodeRow, payCodeExpired, settleNotification } from './onepay';
import type { SimulatedProvider } from './providers/simulated';
import { payPageParams } from './validation';

/*
 * The simulated provider's pay page, registered only when SIMULATED_PAYMENTS is on (else these paths are 404):
 *   GET  /front/onepay/page/:payCode          HTML: amount, status, a "Pay" button and a demo notice
 *   POST /front/onepay/page/:payCode/confirm  the simulated provider pays: a signed notification for exactly the
 *                                             code's amount goes through the same handling as a real provider's
 * The storefront opens it as /api/front/onepay/page/<code>. Both need the code owner's own login (the proxy turns
 * the login cookie into the bearer), and the confirm needs an Origin of this site: knowing a code is not enough.
 */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .header('x-frame-options', 'DENY')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>
body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f6f8;color:#1c2025}
main{background:#fff;border-radius:12px;padding:2rem;max-width:22rem;width:calc(100% - 2rem);box-shadow:0 2px 12px #0002;text-align:center}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}button{font-size:1rem;padding:.75rem 2rem;border:0;border-radius:8px;background:#1565c0;color:#fff;cursor:pointer}
.demo{background:#fff4e5;color:#663c00;border-radius:8px;padding:.5rem .75rem;font-size:.875rem}
small{color:#5f6b7a}</style></head><body><main>
<p class="demo" role="note">Demo payment provider: no real money moves.</p>${body}</main></body></html>`);
}

const summary = (payCode: string, amountFen: number) =>
  `<p>OnePay</p><div class="amount">¥${toCny(amountFen).toFixed(2)}</div><small>${escape(payCode)}</small>`;

/** An error the page shows as text with its status (wrong owner, not logged in, foreign origin, expired). */
async function orPage(reply: FastifyReply, run: () => Promise<FastifyReply>): Promise<FastifyReply> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return page(reply, error.status, 'Not paid', `<p>${escape(error.message)}</p>`);
  }
}

export function registerPayPage(app: FastifyInstance, db: Db, provider: SimulatedProvider): void {
  // The confirm button posts an empty HTML form; its body carries nothing we read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );

  app.get('/front/onepay/page/:payCode', async (request, reply) =>
    orPage(reply, async () => {
      const { payCode } = parseQuery(payPageParams, request.params);
      const code = await ownPayCodeRow(db, await ownerOf(request), payCode);
      if (code.status === 'PAID')
        return page(
          reply,
          200,
          'Paid',
          `${summary(code.pay_code, code.amount_fen)}<p>Paid. The amount is in your balance.</p>`,
        );
      if (payCodeExpired(code))
        return page(
          reply,
          410,
          'Expired',
          `${summary(code.pay_code, code.amount_fen)}<p>This pay code has expired.</p>`,
        );
      return page(
        reply,
        200,
        'Pay',
        `${summary(code.pay_code, code.amount_fen)}<form method="post" action="${escape(payCode)}/confirm"><button type="submit">Pay ¥${toCny(code.amount_fen).toFixed(2)}</button></form>`,
      );
    }),
  );

  app.post('/front/onepay/page/:payCode/confirm', async (request, reply) =>
    orPage(reply, async () => {
      const { payCode } = parseQuery(payPageParams, request.params);
      const owner = await ownerOf(request);
      requireSiteOrigin(request);
      const code = await ownPayCodeRow(db, owner, payCode);
      if (code.status !== 'PAID' && payCodeExpired(code))
        return page(
          reply,
          410,
          'Expired',
          `${summary(code.pay_code, code.amount_fen)}<p>This pay code has expired.</p>`,
        );
      if (code.provider !== provider.name) throw new AppError(404, 'ONEPAY_NOT_FOUND', 'This pay code does not exist');
      const signed = provider.pay(code.pay_code, code.amount_fen);
      const notification = provider.verifyNotification(signed.body, signed.signature);
      if (!notification) throw new Error('the simulated provider signed a notification it cannot verify');
      const paid = await settleNotification(db, provider, notification);
      return page(
        reply,
        200,
        'Paid',
        `${summary(paid.payCode, code.amount_fen)}<p>Paid. The amount is in your balance; you can close this page.</p>`,
      );
    }),
  );
}
