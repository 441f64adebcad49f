// /user-feedback (logged in): GET the shopper's threads with replies (newest first), POST opens one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Page, type UserFeedback } from '../../../../contract';
import { requireUser } from '../../http/auth';
import { parseBody, parseQuery } from '../../http/validation';
import { storageFor } from '../storage';
import { FeedbackService, type FeedbackOwner } from './service';
import { createBody, listQuery } from './validation';

export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const feedback = new FeedbackService(app.db, storageFor(app.config));
  const owner = (request: FastifyRequest): FeedbackOwner => ({
    tenantId: request.tenant.id,
    userId: (request.user as { id: string }).id,
  });
  const guarded = { preHandler: requireUser };

  app.get('/user-feedback', guarded, async (request): Promise<Page<UserFeedback>> =>
    feedback.list(owner(request), parseQuery(listQuery, request.query)),
  );

  app.post('/user-feedback', guarded, async (request): Promise<UserFeedback> =>
    feedback.create(owner(request), parseBody(createBody, request.body)),
  );
}
