// GET /front/tenant and GET /front/exchange-rate for the tenant of the request.
import type { FastifyInstance } from 'fastify';
import { exchangeInfoOf, toTenant } from './service';

export async function tenantRoutes(app: FastifyInstance): Promise<void> {
  app.get('/front/tenant', async (request, reply) => {
    // Storefronts cache tenants per host briefly; let shared caches do the same.
    reply.header('cache-control', 'public, max-age=30');
    return toTenant(request.tenant);
  });

  app.get('/front/exchange-rate', async (request) => exchangeInfoOf(request.tenant));
}
