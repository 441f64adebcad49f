import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FundRequest } from '../../../../contract';
import { notFound } from '../../http/errors';
import { parseBody, parseQuery } from '../../http/validation';
import { requireOperator } from '../operator/guard';
import { storageFor } from '../storage';
import { decideRequest } from './service';

/*
 * Operator decisions on money requests (operator API only, X-Operator-Token; requests named by id):
 *   POST /operator/deposits/:id/approve | /reject {reason?}      → FundRequest
 *   POST /operator/withdrawals/:id/approve | /reject {reason?}   → FundRequest
 *   GET  /operator/deposits/:id/receipt                          → the receipt image
 */

const params = z.object({ id: z.string().trim().min(1).max(64) });
const rejectBody = z.object({ reason: z.string().trim().max(300, { error: 'TOO_LONG' }).optional() });
const guarded = { preHandler: requireOperator, config: { tenant: false } };

export async function depositOperatorRoutes(app: FastifyInstance): Promise<void> {
  const storage = storageFor(app.config);
  for (const [path, kind] of [['deposits', 'DEPOSIT'], ['withdrawals', 'WITHDRAWAL']] as const) {
    app.post(`/operator/${path}/:id/approve`, guarded, async (request): Promise<FundRequest> =>
      decideRequest(app.db, parseQuery(params, request.params).id, kind, { approve: true }),
    );
    app.post(`/operator/${path}/:id/reject`, guarded, async (request): Promise<FundRequest> => {
      const body = parseBody(rejectBody, request.body);
      return decideRequest(app.db, parseQuery(params, request.params).id, kind, { approve: false, reason: body.reason ?? '' });
    });
  }

  app.get('/operator/deposits/:id/receipt', guarded, async (request, reply) => {
    const row = await app.db.selectFrom('fund_requests').select('receipt_key').where('id', '=', parseQuery(params, request.params).id).executeTakeFirst();
    const file = row?.receipt_key ? await storage.get(row.receipt_key) : null;
    if (!file) throw notFound('RECEIPT_NOT_FOUND', 'This deposit has no receipt');
    reply.header('content-type', file.contentType).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
    return reply.send(file.body);
  });
}
