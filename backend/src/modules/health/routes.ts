// GET /health: liveness plus a database round trip; 503 when the database does not answer.
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { config: { tenant: false } }, async (_request, reply) => {
    const started = Date.now();
    try {
      await pingDatabase(app.db);
    } catch (err) {
      app.log.error({ err }, 'health: database ping failed');
      return reply.status(503).send({ status: 'error', version: app.config.version, database: 'down' });
    }
    return {
      status: 'ok',
      version: app.config.version,
      database: app.config.databaseUrl ? 'postgres' : 'pglite',
      dbLatencyMs: Date.now() - started,
      uptimeSeconds: Math.round(process.uptime()),
    };
  });
}
