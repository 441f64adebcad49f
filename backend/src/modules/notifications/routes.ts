// GET /front/user-notifications (Page<UserNotification>, `?unread=true` for unread only), POST
// /front/user-notifications/{id}/read and POST /front/user-notifications/read-all. Login required.
// Notifications are written in the reader's language: `?lang=`, else Accept-Language, limited to the tenant's
// languages (else its default).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Page, ReadAllNotificationsResult, UserNotification } from '../../../../contract';
import { notFound } from '../../http/errors';
import { parseWith } from '../../http/validation';
import { requestLanguage } from '../user/language';
import { listNotifications, markAllRead, markRead } from './service';
import { idParams, langQuery, listQuery } from './validation';

function readerLanguage(request: FastifyRequest, lang: string | undefined) {
  return requestLanguage(lang || request.headers['accept-language'], request.tenant);
}

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get('/front/user-notifications', async (request): Promise<Page<UserNotification>> => {
    const q = parseWith(listQuery, request.query);
    const user = await request.requireUser();
    const language = readerLanguage(request, q.lang);
    return listNotifications(db, user.tenantId, user.id, {
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      unreadOnly: q.unread === 'true',
      language,
    });
  });

  app.post('/front/user-notifications/read-all', async (request): Promise<ReadAllNotificationsResult> => {
    const user = await request.requireUser();
    return markAllRead(db, user.tenantId, user.id);
  });

  app.post('/front/user-notifications/:id/read', async (request): Promise<UserNotification> => {
    const { id } = parseWith(idParams, request.params);
    const { lang } = parseWith(langQuery, request.query);
    const user = await request.requireUser();
    const notification = await markRead(db, user.tenantId, user.id, id, readerLanguage(request, lang));
    if (!notification) throw notFound('NOTIFICATION_NOT_FOUND', 'No such notification');
    return notification;
  });
}
