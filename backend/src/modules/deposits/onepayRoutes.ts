import type { FastifyInstance } from 'fastify';
import type { OnePayCode, OnePayProviderInfo } from '../../../../contract';
import { AppError } from '../../http/errors';
import { parseBody, parseQuery } from '../../http/validation';
import { toFen } from '../account/money';
import { ownerOf } from '../account/owner';
import { createPayCode, getPayCode, settleNotification } from './onepay';
import { registerPayPage } from './payPage';
import { isSimulated, paymentProviderFor } from './providers';
import { SIGNATURE_HEADER } from './providers/provider';
import { payCodeBody, payCodeParams } from './validation';

/*
 * Online top-up through the configured payment provider (providers/index.ts):
 *   GET  /front/onepay/provider                             → OnePayProviderInfo (no login)
 *   POST /front/onepay/payCode   {orderPay?, orderAmount}   → OnePayCode (logged in)
 *   GET  /front/onepay/:payCode                             → OnePayCode (logged in, the shopper's own)
 *   POST /front/onepay/notify    provider's signed JSON     → { ok: true } (no login: the signature is the proof)
 * plus, with the simulated provider only, its pay page (payPage.ts).
 */

const badSignature = () => new AppError(401, 'ONEPAY_BAD_SIGNATURE', 'The notification signature does not match');

export async function onepayRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const provider = paymentProviderFor(app.config);

  app.get('/front/onepay/provider', { config: { tenant: false } }, async (): Promise<OnePayProviderInfo> => ({
    provider: provider?.name ?? null,
  }));

  app.post('/front/onepay/payCode', async (request): Promise<OnePayCode> => {
    const owner = await ownerOf(request);
    const body = parseBody(payCodeBody, request.body);
    return createPayCode(db, provider, owner, { amountFen: toFen(body.orderAmount), paymentNo: body.orderPay || null });
  });

  app.get('/front/onepay/:payCode', async (request): Promise<OnePayCode> => {
    const owner = await ownerOf(request);
    return getPayCode(db, provider, owner, parseQuery(payCodeParams, request.params).payCode);
  });

  // The notification is checked on its exact bytes, so this route reads the JSON body as text.
  await app.register(async (notify) => {
    notify.removeContentTypeParser('application/json');
    notify.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, body),
    );
    notify.post('/front/onepay/notify', { config: { tenant: false } }, async (request) => {
      if (!provider) throw badSignature();
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = request.headers[SIGNATURE_HEADER];
      const notification = provider.verifyNotification(raw, Array.isArray(header) ? header[0] : header);
      if (!notification) throw badSignature();
      await settleNotification(db, provider, notification);
      return { ok: true };
    });
  });

  if (isSimulated(provider)) registerPayPage(app, db, provider);
}
