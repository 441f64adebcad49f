import type { FastifyInstance } from 'fastify';
import type {
  OperatorAfterSaleList,
  OperatorAfterSaleRequest,
  OperatorItemInspection,
  ReturnPolicy,
} from '../../../../contract';
import { AppError } from '../../http/errors';
import { parseBody, parseQuery } from '../../http/validation';
import { requireOperator } from '../operator/guard';
import { DEFAULT_FEE_RULE } from '../orders/fees';
import { storageFor } from '../storage';
import { MAX_UPLOAD_BYTES } from '../upload/policy';
import { addInspectionPhoto, readInspection, setInspectedWeight } from './inspect';
import { decideAfterSale, listAfterSales, readAfterSale } from './service';
import { decisionBody, itemParams, listQuery, requestParams, returnPolicyBody, weightBody } from './validation';

/*
 * Inspection and after-sale review (operator API only, X-Operator-Token):
 *   GET  /operator/purchase-order-items/:itemId/inspection                     → OperatorItemInspection
 *   PUT  /operator/purchase-order-items/:itemId/inspection {weightGrams}        → OperatorItemInspection
 *   POST /operator/purchase-order-items/:itemId/inspection-photos  (body: the JPEG or PNG bytes, content type
 *        image/jpeg or image/png, at most 10 MB)                                 → OperatorItemInspection
 *   GET  /operator/after-sales?status=&tenantId=&pageNo=&pageSize=              → OperatorAfterSaleList (oldest first)
 *   GET  /operator/after-sales/:id                                              → OperatorAfterSaleRequest
 *   POST /operator/after-sales/:id/approve | /reject {version, note?}            → OperatorAfterSaleRequest
 *   PUT  /operator/return-policy {tenantId, refundServiceFee, refundDomesticShipping} → ReturnPolicy
 * A decision names the version read from the request; a request changed since answers 409 REQUEST_CHANGED.
 */

const guarded = { preHandler: requireOperator, config: { tenant: false } };

export async function inspectionOperatorRoutes(app: FastifyInstance): Promise<void> {
  const storage = storageFor(app.config);
  // Photos come as the raw image body; the bytes decide the type (inspect.ts), not this header.
  app.addContentTypeParser(
    ['image/jpeg', 'image/png'],
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/operator/purchase-order-items/:itemId/inspection',
    guarded,
    async (request): Promise<OperatorItemInspection> =>
      readInspection(app.db, parseQuery(itemParams, request.params).itemId),
  );
  app.put(
    '/operator/purchase-order-items/:itemId/inspection',
    guarded,
    async (request): Promise<OperatorItemInspection> => {
      const { itemId } = parseQuery(itemParams, request.params);
      // An unknown item is named before the input is read, as on every call on an object.
      await readInspection(app.db, itemId);
      return setInspectedWeight(app.db, itemId, parseBody(weightBody, request.body).weightGrams);
    },
  );
  app.post(
    '/operator/purchase-order-items/:itemId/inspection-photos',
    guarded,
    async (request): Promise<OperatorItemInspection> => {
      const { itemId } = parseQuery(itemParams, request.params);
      await readInspection(app.db, itemId);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new AppError(
          400,
          'UPLOAD_TYPE_NOT_ALLOWED',
          'Send the photo as the body, with content type image/jpeg or image/png',
        );
      }
      return addInspectionPhoto(app.db, storage, itemId, request.body);
    },
  );

  app.get('/operator/after-sales', guarded, async (request): Promise<OperatorAfterSaleList> => {
    const query = parseQuery(listQuery, request.query);
    return listAfterSales(app.db, {
      status: query.status,
      tenantId: query.tenantId || undefined,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    });
  });
  app.get('/operator/after-sales/:id', guarded, async (request): Promise<OperatorAfterSaleRequest> =>
    readAfterSale(app.db, parseQuery(requestParams, request.params).id),
  );
  for (const [path, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    app.post(`/operator/after-sales/:id/${path}`, guarded, async (request): Promise<OperatorAfterSaleRequest> => {
      const { id } = parseQuery(requestParams, request.params);
      const body = parseBody(decisionBody, request.body ?? {});
      return decideAfterSale(app.db, id, { approve, version: body.version, note: body.note ?? '' });
    });
  }

  app.put('/operator/return-policy', guarded, async (request): Promise<ReturnPolicy> => {
    const body = parseBody(returnPolicyBody, request.body);
    const tenant = await app.db.selectFrom('tenants').select('id').where('id', '=', body.tenantId).executeTakeFirst();
    if (!tenant)
      throw new AppError(404, 'TENANT_NOT_FOUND', 'No tenant with this id', { fields: { tenantId: 'NOT_FOUND' } });
    const rule = {
      return_refunds_service_fee: body.refundServiceFee,
      return_refunds_domestic_shipping: body.refundDomesticShipping,
    };
    // A tenant without a fee rule row gets one with the default fee rule, as it already applies to it.
    await app.db
      .insertInto('tenant_commerce_settings')
      .values({
        tenant_id: body.tenantId,
        service_fee_bp: DEFAULT_FEE_RULE.serviceFeeBp,
        min_service_fee_fen: DEFAULT_FEE_RULE.minServiceFeeFen,
        domestic_shipping_per_shop_fen: DEFAULT_FEE_RULE.domesticShippingPerShopFen,
        ...rule,
      })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet(rule))
      .execute();
    return body;
  });
}
