// GET /openapi.json and GET /reference (a readable page of it): the storefront document on the API's port, the
// operator document on the operator's port. Neither needs a tenant, and both are the same for everyone.
import type { FastifyInstance } from 'fastify';
import { openApiDocument, type Surface } from './document';
import { referencePage } from './referencePage';

function documentRoutes(surface: Surface) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/openapi.json', { config: { tenant: false } }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return openApiDocument(surface);
    });
    let page: string | undefined;
    app.get('/reference', { config: { tenant: false } }, async (_request, reply) => {
      page ??= referencePage(openApiDocument(surface));
      reply
        .header('cache-control', 'public, max-age=300')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.type('text/html; charset=utf-8').send(page);
    });
  };
}

export const openApiRoutes = documentRoutes('storefront');
export const operatorOpenApiRoutes = documentRoutes('operator');
