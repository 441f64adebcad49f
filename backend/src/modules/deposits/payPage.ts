import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { OnePayCode } from '../../../../contract';
import { AppError } from '../../http/errors';
import { parseQuery } from '../../http/validation';
import { completePayCode, findPayCode } from './onepay';

/*
 * The simulated online pay page of the reference API (a stand-in for a payment provider's hosted page):
 *   GET  /front/onepay/page/:payCode          HTML: amount, status and a "Pay" button
 *   POST /front/onepay/page/:payCode/confirm  pays (credits the balance once) and shows the result
 * The storefront opens it as /api/front/onepay/page/<code>. No login: the unguessable code is the credential, as
 * with a provider's payment link. Not tenant-scoped for the same reason (the code names its tenant).
 */

const params = z.object({ payCode: z.string().trim().regex(/^OP[0-9A-F]{24}$/, { error: 'INVALID_CODE' }) });

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
small{color:#5f6b7a}</style></head><body><main>${body}</main></body></html>`);
}

function summary(code: OnePayCode): string {
  return `<p>OnePay</p><div class="amount">¥${code.amount.toFixed(2)}</div><small>${escape(code.payCode)}</small>`;
}

export async function payPageRoutes(app: FastifyInstance): Promise<void> {
  // The confirm button posts an empty HTML form; its body carries nothing we read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  app.get('/front/onepay/page/:payCode', { config: { tenant: false } }, async (request, reply) => {
    const { payCode } = parseQuery(params, request.params);
    const code = await findPayCode(app.db, payCode);
    if (!code) return page(reply, 404, 'Not found', '<p>This pay code does not exist.</p>');
    if (code.status === 'PAID') return page(reply, 200, 'Paid', `${summary(code)}<p>Paid. The amount is in your balance.</p>`);
    if (code.status === 'EXPIRED') return page(reply, 410, 'Expired', `${summary(code)}<p>This pay code has expired.</p>`);
    return page(
      reply,
      200,
      'Pay',
      `${summary(code)}<form method="post" action="${escape(payCode)}/confirm"><button type="submit">Pay ¥${code.amount.toFixed(2)}</button></form>
<p><small>Simulated payment page of the demo: no real money moves.</small></p>`,
    );
  });

  app.post('/front/onepay/page/:payCode/confirm', { config: { tenant: false } }, async (request, reply) => {
    const { payCode } = parseQuery(params, request.params);
    try {
      const code = await completePayCode(app.db, payCode);
      return page(reply, 200, 'Paid', `${summary(code)}<p>Paid. The amount is in your balance; you can close this page.</p>`);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return page(reply, error.status, 'Not paid', `<p>${escape(error.message)}</p>`);
    }
  });
}
