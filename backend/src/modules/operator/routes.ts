// GET /operator/outbox?to=<email>&limit=: mail recorded by the API, newest first (operators, demos, tests).
import type { FastifyInstance } from 'fastify';
import { parseQuery } from '../../http/validation';
import { requireOperator } from './guard';
import { outboxQuery } from './validation';

export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  app.get('/operator/outbox', { preHandler: requireOperator, config: { tenant: false } }, async (request) => {
    const { to, limit } = parseQuery(outboxQuery, request.query);
    let q = app.db
      .selectFrom('mail_outbox')
      .select(['to_email', 'subject', 'body_text', 'code', 'created_at', 'tenant_id'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit);
    if (to) q = q.where('to_email', '=', to.toLowerCase());
    const rows = await q.execute();
    return {
      items: rows.map((m) => ({
        to: m.to_email,
        subject: m.subject,
        text: m.body_text,
        code: m.code,
        tenantId: m.tenant_id,
        createdAt: m.created_at.toISOString(),
      })),
    };
  });
}
