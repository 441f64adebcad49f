import type { FastifyInstance } from 'fastify';
import type { FundRequest, OperatorFundRequest, OperatorFundRequestList } from '../../../../contract';
import { notFound } from '../../http/errors';
import { parseBody, parseQuery } from '../../http/validation';
import { requireOperator } from '../operator/guard';
import { storageFor } from '../storage';
import { decideRequest, listForOperator, readForOperator } from './service';
import { approveBody, operatorListQuery, operatorRequestParams, rejectBody } from './validation';

/*
 * Operator review of money requests (operator API only, X-Operator-Token; requests named by id):
 *   GET  /operator/deposits | /withdrawals ?status=&tenantId=&pageNo=&pageSize=  → OperatorFundRequestList
 *   GET  /operator/deposits/:id | /withdrawals/:id                               → OperatorFundRequest (history)
 *   POST /operator/deposits/:id/approve {version} | /reject {reason?}            → FundRequest
 *   POST /operator/withdrawals/:id/approve {version} | /reject {reason?}         → FundRequest
 *   GET  /operator/deposits/:id/receipt                                          → the receipt image
 * An approval names the version read from the request; a request changed since answers 409 REQUEST_CHANGED.
 */

const guarded = { preHandler: requireOperator, config: { tenant: false } };

export async function depositOperatorRoutes(app: FastifyInstance): Promise<void> {
  const storage = storageFor(app.config);
  for (const [path, kind] of [
    ['deposits', 'DEPOSIT'],
    ['withdrawals', 'WITHDRAWAL'],
  ] as const) {
    app.get(`/operator/${path}`, guarded, async (request): Promise<OperatorFundRequestList> => {
      const query = parseQuery(operatorListQuery, request.query);
      return listForOperator(app.db, kind, {
        status: query.status,
        tenantId: query.tenantId || undefined,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
    });
    app.get(`/operator/${path}/:id`, guarded, async (request): Promise<OperatorFundRequest> =>
      readForOperator(app.db, kind, parseQuery(operatorRequestParams, request.params).id),
    );
    app.post(`/operator/${path}/:id/approve`, guarded, async (request): Promise<FundRequest> => {
      const body = parseBody(approveBody, request.body ?? {});
      return decideRequest(app.db, parseQuery(operatorRequestParams, request.params).id, kind, {
        approve: true,
        version: body.version,
      });
    });
    app.post(`/operator/${path}/:id/reject`, guarded, async (request): Promise<FundRequest> => {
      const body = parseBody(rejectBody, request.body);
      return decideRequest(app.db, parseQuery(operatorRequestParams, request.params).id, kind, {
        approve: false,
        reason: body.reason ?? '',
      });
    });
  }

  app.get('/operator/deposits/:id/receipt', guarded, async (request, reply) => {
    const row = await app.db
      .selectFrom('fund_requests')
      .select('receipt_key')
      .where('id', '=', parseQuery(operatorRequestParams, request.params).id)
      .executeTakeFirst();
    const file = row?.receipt_key ? await storage.get(row.receipt_key) : null;
    if (!file) throw notFound('RECEIPT_NOT_FOUND', 'This deposit has no receipt');
    reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return reply.send(file.body);
  });
}
