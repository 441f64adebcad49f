// Caches in front of the API (a CDN, the storefront's own) must never hand one site's or one shopper's answer
// to another. Every tenant-scoped answer says which request headers chose it (Vary); a tenant-scoped answer to
// a request that carried a bearer token is private and not stored unless its route said otherwise. Routes that
// are not tenant-scoped (health, stored files) never read the token, so their answers stay shareable.
import type { FastifyInstance } from 'fastify';

/** Headers that pick the tenant (http/tenant.ts): Host, the storefront's X-Forwarded-Host and the tenant headers. */
export const TENANT_VARY = ['Host', 'X-Forwarded-Host', 'X-Tenant-Domain', 'X-Tenant-Id'];

function addVary(current: unknown, names: string[]): string {
  const list = typeof current === 'string' && current.trim() !== '' ? current.split(',').map((s) => s.trim()) : [];
  if (list.includes('*')) return '*';
  for (const name of names) if (!list.some((v) => v.toLowerCase() === name.toLowerCase())) list.push(name);
  return list.join(', ');
}

export function installCacheHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const tenantScoped = request.routeOptions.config?.tenant !== false;
    const authorised = tenantScoped && typeof request.headers.authorization === 'string';
    const names = [...(tenantScoped ? TENANT_VARY : []), ...(authorised ? ['Authorization'] : [])];
    if (names.length > 0) reply.header('vary', addVary(reply.getHeader('vary'), names));
    if (authorised && reply.getHeader('cache-control') === undefined)
      reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
