// Tenant by domain, cached in this process so a warm page makes no tenant call. Why these rules:
// - found tenants live 60 s: an operator's change to branding shows within a minute, and one call a minute per
//   host is nothing for the API;
// - "no such tenant" (404) is cached briefly too (10 s), so a bot hammering an unknown host does not turn into one
//   API call per request, yet a newly created tenant appears quickly;
// - other failures (API down, 5xx, timeout) are never cached: the next request tries again;
// - concurrent requests for the same host share one call (single flight).
import type { Tenant } from '@/contract';
import type { Result } from '../result';

export const TENANT_TTL_MS = 60_000;
export const TENANT_NOT_FOUND_TTL_MS = 10_000;

export interface TenantCacheOptions {
  ttlMs?: number;
  notFoundTtlMs?: number;
  now?: () => number;
  /** Upper bound on remembered hosts; the oldest entry goes first. */
  maxEntries?: number;
}

interface Entry<T> { expires: number; result: Result<T> }

/** Also used for other per-tenant shell data with the same life (the enabled article types). */
export interface TenantCache<T = Tenant> {
  get(key: string, load: () => Promise<Result<T>>): Promise<Result<T>>;
  clear(): void;
  size(): number;
}

export function isTenantNotFound(result: Result<unknown>): boolean {
  return !result.ok && (result.error.status === 404 || result.error.code === 'TENANT_NOT_FOUND');
}

export function createTenantCache<T = Tenant>(options: TenantCacheOptions = {}): TenantCache<T> {
  const ttl = options.ttlMs ?? TENANT_TTL_MS;
  const notFoundTtl = options.notFoundTtlMs ?? TENANT_NOT_FOUND_TTL_MS;
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<string, Entry<T>>();
  const inFlight = new Map<string, Promise<Result<T>>>();

  function remember(key: string, result: Result<T>): void {
    const life = result.ok ? ttl : isTenantNotFound(result) ? notFoundTtl : 0;
    if (life <= 0) return;
    entries.delete(key);
    entries.set(key, { expires: now() + life, result });
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }

  return {
    async get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.result;
      if (hit) entries.delete(key);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const promise = load()
        .then((result) => {
          remember(key, result);
          return result;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
    clear() {
      entries.clear();
      inFlight.clear();
    },
    size() {
      return entries.size;
    },
  };
}
