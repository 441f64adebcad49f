// /front/transit-orders (logged in): quote and create from in-stock parcels, list with per-status counts, detail,
// pay with the pay password, confirm receipt, close before payment. Every change answers the order as it now
// stands. /front/transit-services: the services the tenant offers on transit orders, for anyone.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TransitOrder, TransitOrderList, TransitQuote, TransitServiceOffer } from '../../../../contract';
import { requireUser } from '../../http/auth';
import { parseBody, parseQuery } from '../../http/validation';
import { localizeTimelines } from '../messages/timeline';
import { languageOf } from '../user/language';
import { localizeTransitOrders } from './localize';
import { onTransitOrderPaid } from './payment';
import type { TransitOwner } from './queries';
import { TransitService } from './service';
import { quoteTransit } from './quote';
import { serviceTermsOf, toServiceOffer } from './servicePricing';
import { createBody, idParams, listQuery, payBody, quoteBody } from './validation';
import { transitFulfilment } from './worker';

export async function transitRoutes(app: FastifyInstance): Promise<void> {
  const worker = transitFulfilment(app);
  const transit = new TransitService(app.db, worker.onMoved);
  onTransitOrderPaid(app.db, worker.onMoved);
  const owner = (request: FastifyRequest): TransitOwner => ({
    tenantId: request.tenant.id,
    userId: (request.user as { id: string }).id,
  });
  const guarded = { preHandler: requireUser };
  // Timeline notes, line and pickup point names are written in the reader's language (Accept-Language, within the
  // tenant's languages).
  app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload) => {
    if (!request.tenant) return payload;
    const language = languageOf(request);
    // Tenant texts first: a keyed note is written from its parameters, which name the line and the place.
    return localizeTimelines(await localizeTransitOrders(app.db, request.tenant.id, language, payload), language);
  });

  app.get('/front/transit-services', async (request): Promise<TransitServiceOffer> =>
    toServiceOffer(await serviceTermsOf(app.db, request.tenant.id)),
  );

  app.post('/front/transit-orders/quote', guarded, async (request): Promise<TransitQuote> =>
    quoteTransit(app.db, owner(request), parseBody(quoteBody, request.body), languageOf(request)),
  );

  app.post('/front/transit-orders', guarded, async (request): Promise<TransitOrder> =>
    transit.create(owner(request), parseBody(createBody, request.body)),
  );

  app.get('/front/transit-orders', guarded, async (request): Promise<TransitOrderList> =>
    transit.list(owner(request), parseQuery(listQuery, request.query)),
  );

  app.get('/front/transit-orders/:id', guarded, async (request): Promise<TransitOrder> => {
    const { id } = parseQuery(idParams, request.params);
    return transit.get(owner(request), id);
  });

  app.post('/front/transit-orders/:id/pay', guarded, async (request): Promise<TransitOrder> => {
    const { id } = parseQuery(idParams, request.params);
    const { payPassword } = parseBody(payBody, request.body);
    return transit.pay(owner(request), id, payPassword);
  });

  app.post('/front/transit-orders/:id/complete', guarded, async (request): Promise<TransitOrder> => {
    const { id } = parseQuery(idParams, request.params);
    return transit.complete(owner(request), id);
  });

  app.post('/front/transit-orders/:id/close', guarded, async (request): Promise<TransitOrder> => {
    const { id } = parseQuery(idParams, request.params);
    return transit.close(owner(request), id);
  });
}
