// Tenant resolution for every route: `request.tenant` is set before the handler runs.
// Rules: the host comes from `X-Tenant-Domain` (else the request's Host), read like the storefront reads it
// (contract/host.ts: lower case, no port, no `www.`, IPv6 without brackets); a known host wins; otherwise a known
// `X-Tenant-Id` is used (a storefront's default tenant); otherwise 404 TENANT_NOT_FOUND.
// Routes that are not tenant-scoped (health, static assets, operator, stored files) opt out with
// `config: { tenant: false }`; for them `request.tenant` is null.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { normalizeHost } from '../../../contract';
import { findTenantByHost, findTenantById, type TenantRecord } from '../modules/tenant/service';
import { AppError } from './errors';

const CACHE_TTL_MS = 5_000;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const s = Array.isArray(value) ? value[0] : value;
  return s && s.trim() !== '' ? s.trim() : undefined;
}

export function tenantNotFound(): AppError {
  return new AppError(404, 'TENANT_NOT_FOUND', 'No storefront is configured for this site');
}

/** Small per-process cache so a burst of calls for one host costs one query. */
class TenantCache {
  private readonly entries = new Map<string, { at: number; tenant: TenantRecord | undefined }>();
  constructor(private readonly db: Db) {}

  async get(kind: 'host' | 'id', key: string): Promise<TenantRecord | undefined> {
    const cacheKey = `${kind}:${key}`;
    const hit = this.entries.get(cacheKey);
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.tenant;
    const tenant = kind === 'host' ? await findTenantByHost(this.db, key) : await findTenantById(this.db, key);
    if (this.entries.size > 1000) this.entries.clear();
    this.entries.set(cacheKey, { at: Date.now(), tenant });
    return tenant;
  }

  clear(): void {
    this.entries.clear();
  }
}

export async function resolveTenant(cache: TenantCache, request: FastifyRequest): Promise<TenantRecord> {
  const domain = header(request, 'x-tenant-domain') ?? header(request, 'host');
  const id = header(request, 'x-tenant-id');
  const host = domain ? normalizeHost(domain.split(',')[0] ?? '') : null;
  const byHost = host ? await cache.get('host', host) : undefined;
  if (byHost) return byHost;
  const byId = id ? await cache.get('id', id) : undefined;
  if (byId) return byId;
  throw tenantNotFound();
}

export function installTenantResolution(app: FastifyInstance, db: Db): void {
  const cache = new TenantCache(db);
  app.decorate('clearTenantCache', () => cache.clear());
  app.decorateRequest('tenant', null as unknown as TenantRecord);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config?.tenant === false) return;
    request.tenant = await resolveTenant(cache, request);
  });
}
