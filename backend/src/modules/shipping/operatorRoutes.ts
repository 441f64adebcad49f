// Operator calls of the shipping area (operator surface only, X-Operator-Token):
//   GET  /operator/transit-orders?status=&tenantId=&limit=   orders to work on, newest first
//   GET  /operator/user-feedback?status=&tenantId=&limit=    threads to answer, newest first
//   POST /operator/parcels                          a parcel a shopper sent to a China warehouse arrived, marked
//                                                   with their member code → StockInParcel
//   POST /operator/transit-orders/:id/advance       one step: pack and weigh (measured values or the packing
//                                                   rule) → AWAITING_PAYMENT; ship (carrier, tracking no.) → SHIPPED;
//                                                   deliver → DELIVERED. Other states: 409 with the current one.
//   POST /operator/user-feedback/:id/replies        a staff reply to a feedback thread
import type { FastifyInstance } from 'fastify';
import type {
  OperatorFeedbackList,
  OperatorTransitOrderList,
  StockInParcel,
  TransitOrder,
  UserFeedback,
} from '../../../../contract';
import { AppError } from '../../http/errors';
import { parseBody, parseQuery } from '../../http/validation';
import { FeedbackService } from '../feedback/service';
import { notifyUser } from '../notifications/service';
import { requireOperator } from '../operator/guard';
import { createSelfShippedParcel } from '../parcels/service';
import { storageFor } from '../storage';
import { shippingNotices } from './notices';
import { listAllOrders } from '../transit/queries';
import { TransitService } from '../transit/service';
import { advanceBody, idParams } from '../transit/validation';
import { transitFulfilment } from '../transit/worker';
import { ownerOfMemberCode } from '../warehouses/service';
import { announceBody, feedbackListQuery, replyBody, transitListQuery } from './validation';

export async function shippingOperatorRoutes(app: FastifyInstance): Promise<void> {
  const worker = transitFulfilment(app);
  const transit = new TransitService(app.db, worker.onMoved);
  const feedback = new FeedbackService(app.db, storageFor(app.config));
  const operator = { preHandler: requireOperator, config: { tenant: false } };

  app.post('/operator/parcels', operator, async (request): Promise<StockInParcel> => {
    const body = parseBody(announceBody, request.body);
    const warehouse = await app.db
      .selectFrom('tenant_warehouses')
      .select(['id', 'tenant_id', 'region'])
      .where('id', '=', body.tenantWarehouseId)
      .executeTakeFirst();
    if (!warehouse || warehouse.region !== 'CHINA')
      throw new AppError(404, 'WAREHOUSE_NOT_FOUND', 'No China warehouse with this id', {
        fields: { tenantWarehouseId: 'NOT_FOUND' },
      });
    const owner = await ownerOfMemberCode(app.db, warehouse.tenant_id, body.memberCode);
    if (!owner)
      throw new AppError(404, 'MEMBER_NOT_FOUND', 'No shopper of this tenant has this member code', {
        fields: { memberCode: 'NOT_FOUND' },
      });
    const parcel = await createSelfShippedParcel(app.db, { ...owner, warehouseId: warehouse.id, ...body });
    await notifyUser(app.db, {
      ...owner,
      ...shippingNotices.parcelArrived(
        parcel.trackingNo ?? parcel.parcelNo,
        parcel.warehouse.name,
        parcel.weightGrams,
        parcel.freeStorageUntil.slice(0, 10),
      ),
    });
    return parcel;
  });

  app.get('/operator/transit-orders', operator, async (request): Promise<OperatorTransitOrderList> =>
    listAllOrders(app.db, parseQuery(transitListQuery, request.query)),
  );

  app.get('/operator/user-feedback', operator, async (request): Promise<OperatorFeedbackList> =>
    feedback.listAll(parseQuery(feedbackListQuery, request.query)),
  );

  app.post('/operator/transit-orders/:id/advance', operator, async (request): Promise<TransitOrder> => {
    const { id } = parseQuery(idParams, request.params);
    return transit.advance(id, parseBody(advanceBody, request.body));
  });

  app.post('/operator/user-feedback/:id/replies', operator, async (request): Promise<UserFeedback> => {
    const { id } = parseQuery(idParams, request.params);
    const body = parseBody(replyBody, request.body);
    const thread = await feedback.reply(id, {
      content: body.content,
      authorName: body.authorName || 'Customer service',
    });
    const owner = await feedback.ownerOf(id);
    if (owner) await notifyUser(app.db, { ...owner, ...shippingNotices.feedbackReply(body.content) });
    return thread;
  });
}
