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
import { z } from 'zod';
import {
  FEEDBACK_STATUSES,
  TRANSIT_ORDER_STATUSES,
  type OperatorFeedbackList,
  type OperatorTransitOrderList,
  type StockInParcel,
  type TransitOrder,
  type UserFeedback,
  type OperatorAnnounceParcelRequest,
  type OperatorFeedbackReplyRequest,
} from '../../../../contract';
import { AppError } from '../../http/errors';
import { requestSchema } from '../../http/requestSchema';
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

const grams = z.number({ error: 'REQUIRED' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(1_000_000, 'TOO_LARGE');
const cm = z.number({ error: 'REQUIRED' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(500, 'TOO_LARGE');
const text = (max: number) => z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(max, 'TOO_LONG');

const announceBody = z.object({
  memberCode: text(20),
  tenantWarehouseId: text(64),
  trackingNo: text(40),
  weightGrams: grams,
  lengthCm: cm,
  widthCm: cm,
  heightCm: cm,
  items: z
    .array(z.object({ title: text(200), image: z.string().max(1000).default(''), skuLabel: z.string().max(200).default(''), quantity: z.number().int().min(1).max(9999) }))
    .max(100, 'TOO_MANY')
    .default([]),
  photos: z.array(z.string().trim().min(1).max(1000)).max(12, 'TOO_MANY').default([]),
});
requestSchema<OperatorAnnounceParcelRequest>()(announceBody); // a drift from the contract type is a compile error
const listQuery = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({
    status: z.enum(statuses, { error: 'INVALID_STATUS' }).optional(),
    tenantId: z.string().trim().min(1).max(64).optional(),
    limit: z.coerce.number({ error: 'INVALID_NUMBER' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(200, 'TOO_LARGE').default(50),
  });
export const transitListQuery = listQuery(TRANSIT_ORDER_STATUSES);
export const feedbackListQuery = listQuery(FEEDBACK_STATUSES);
const replyBody = z.object({ content: text(2000), authorName: z.string().trim().max(60, 'TOO_LONG').optional() });
requestSchema<OperatorFeedbackReplyRequest>()(replyBody); // a drift from the contract type is a compile error

export async function shippingOperatorRoutes(app: FastifyInstance): Promise<void> {
  const worker = transitFulfilment(app);
  const transit = new TransitService(app.db, worker.onMoved);
  const feedback = new FeedbackService(app.db, storageFor(app.config));
  const operator = { preHandler: requireOperator, config: { tenant: false } };

  app.post('/operator/parcels', operator, async (request): Promise<StockInParcel> => {
    const body = parseBody(announceBody, request.body);
    const warehouse = await app.db.selectFrom('tenant_warehouses').select(['id', 'tenant_id', 'region']).where('id', '=', body.tenantWarehouseId).executeTakeFirst();
    if (!warehouse || warehouse.region !== 'CHINA') throw new AppError(404, 'WAREHOUSE_NOT_FOUND', 'No China warehouse with this id', { fields: { tenantWarehouseId: 'NOT_FOUND' } });
    const owner = await ownerOfMemberCode(app.db, warehouse.tenant_id, body.memberCode);
    if (!owner) throw new AppError(404, 'MEMBER_NOT_FOUND', 'No shopper of this tenant has this member code', { fields: { memberCode: 'NOT_FOUND' } });
    const parcel = await createSelfShippedParcel(app.db, { ...owner, warehouseId: warehouse.id, ...body });
    await notifyUser(app.db, { ...owner, ...shippingNotices.parcelArrived(parcel.trackingNo ?? parcel.parcelNo, parcel.warehouse.name, parcel.weightGrams, parcel.freeStorageUntil.slice(0, 10)) });
    return parcel;
  });

  app.get('/operator/transit-orders', operator, async (request): Promise<OperatorTransitOrderList> => listAllOrders(app.db, parseQuery(transitListQuery, request.query)));

  app.get('/operator/user-feedback', operator, async (request): Promise<OperatorFeedbackList> => feedback.listAll(parseQuery(feedbackListQuery, request.query)));

  app.post('/operator/transit-orders/:id/advance', operator, async (request): Promise<TransitOrder> => {
    const { id } = parseQuery(idParams, request.params);
    return transit.advance(id, parseBody(advanceBody, request.body));
  });

  app.post('/operator/user-feedback/:id/replies', operator, async (request): Promise<UserFeedback> => {
    const { id } = parseQuery(idParams, request.params);
    const body = parseBody(replyBody, request.body);
    const thread = await feedback.reply(id, { content: body.content, authorName: body.authorName || 'Customer service' });
    const owner = await feedback.ownerOf(id);
    if (owner) await notifyUser(app.db, { ...owner, ...shippingNotices.feedbackReply(body.content) });
    return thread;
  });
}
