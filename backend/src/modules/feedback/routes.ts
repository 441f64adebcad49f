// /user-feedback (logged in): GET the shopper's threads with replies (newest first), POST opens one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type CreateFeedbackRequest, FEEDBACK_CONTENT_MAX_LENGTH, FEEDBACK_MAX_IMAGES, FEEDBACK_TYPES, type Page, type UserFeedback } from '../../../../contract';
import { requireUser } from '../../http/auth';
import { requestSchema } from '../../http/requestSchema';
import { parseBody, parseQuery } from '../../http/validation';
import { storageFor } from '../storage';
import { FeedbackService, type FeedbackOwner } from './service';

const createBody = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: 'INVALID_TYPE' }),
  content: z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(FEEDBACK_CONTENT_MAX_LENGTH, 'TOO_LONG'),
  orderNo: z
    .string({ error: 'INVALID_TYPE' })
    .trim()
    .max(40, 'TOO_LONG')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  imageKeys: z.array(z.string().trim().min(1).max(256), { error: 'INVALID_TYPE' }).max(FEEDBACK_MAX_IMAGES, 'TOO_MANY').optional().default([]),
});
requestSchema<CreateFeedbackRequest>()(createBody); // a drift from the contract type is a compile error
export const listQuery = z.object({
  pageNo: z.coerce.number({ error: 'INVALID_NUMBER' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(100_000, 'TOO_LARGE').default(1),
  pageSize: z.coerce.number({ error: 'INVALID_NUMBER' }).int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(100, 'TOO_LARGE').default(20),
});

export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const feedback = new FeedbackService(app.db, storageFor(app.config));
  const owner = (request: FastifyRequest): FeedbackOwner => ({ tenantId: request.tenant.id, userId: (request.user as { id: string }).id });
  const guarded = { preHandler: requireUser };

  app.get('/user-feedback', guarded, async (request): Promise<Page<UserFeedback>> => feedback.list(owner(request), parseQuery(listQuery, request.query)));

  app.post('/user-feedback', guarded, async (request): Promise<UserFeedback> => feedback.create(owner(request), parseBody(createBody, request.body)));
}
