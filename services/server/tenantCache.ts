// Tenant by domain, cached in this process so a warm page makes no tenant call. Why these rules:
// - found tenants live 60 s: an operator's change to branding shows within a minute, and one call a minute per
//   host is nothing for the API;
// - "no such tenant" (404) is cached briefly too (10 s), so a bot hammering an unknown host does not turn into one
//   API call per request, yet a newly created tenant appears quickly;
// - other failures (API down, 5xx, timeout) are never cached. When a host had been found before, its last known
//   tenant is served instead (and the failure logged), so one failed refresh does not turn every page of a
//   working site into a 503; the refresh is tried again after 5 s rather than on every request, so pages do not
//   each wait for a down API. Only a 404 forgets the last known tenant (the operator removed it). A host never
//   found still gets the failure: there is nothing to fall back on;
// - concurrent requests for the same host share one call (single flight).
import type { Tenant } from '@/contract';
import type { Result } from '../result';

export const TENANT_TTL_MS = 60_000;
export const TENANT_NOT_FOUND_TTL_MS = 10_000;
/** How long the last known tenant is served after a failed refresh before the next refresh is tried. */
export const TENANT_STALE_RETRY_MS = 5_000;

export interface TenantCacheOptions {
  ttlMs?: number;
  notFoundTtlMs?: number;
  staleRetryMs?: number;
  now?: () => number;
  /** Told when a failed refresh is answered with the last known value. */
  onStale?: (key: string, failure: Result<unknown>) => void;
  /** Upper bound on remembered hosts; the oldest entry goes first. */
  maxEntries?: number;
}

interface Entry<T> {
  expires: number;
  result: Result<T>;
}

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
  const staleRetry = options.staleRetryMs ?? TENANT_STALE_RETRY_MS;
  const maxEntries = options.maxEntries ?? 1000;
  const onStale =
    options.onStale ??
    ((key: string, failure: Result<unknown>) => {
      const code = failure.ok ? 'OK' : failure.error.code;
      console.warn(`[tenant cache] refresh of ${key} failed (${code}): serving the last known value`);
    });
  // Expired entries stay until replaced: an expired success is the last known value a failed refresh falls back on.
  const entries = new Map<string, Entry<T>>();
  const inFlight = new Map<string, Promise<Result<T>>>();

  function store(key: string, entry: Entry<T>): void {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }

  /** What a finished load leaves in the cache, and what the caller gets. */
  function settle(key: string, result: Result<T>, previous: Entry<T> | undefined): Result<T> {
    if (result.ok) {
      store(key, { expires: now() + ttl, result });
      return result;
    }
    if (isTenantNotFound(result)) {
      store(key, { expires: now() + notFoundTtl, result });
      return result;
    }
    if (previous?.result.ok) {
      onStale(key, result);
      store(key, { expires: now() + staleRetry, result: previous.result });
      return previous.result;
    }
    entries.delete(key);
    return result;
  }

  return {
    async get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.result;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const promise = load()
        .then((result) => settle(key, result, hit))
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
