// In-process cache of catalogue and site-content reads, per tenant. The home page asks for the same preferred
// products, groups, banners and texts on every render, and shoppers repeat the same searches; each of those is a
// handful of queries on a single-connection database (PGlite), so without this they queue behind each other.
//
// Rules:
// - an entry lives `readCacheTtlMs` (READ_CACHE_TTL_MS, default 30 s; 0 turns the cache off, as in tests that
//   change rows directly): with several API processes, another process's change shows within that time;
// - writes in this process clear the tenant's entries at once (`invalidateReads`); the seed is the only writer
//   of content and catalogue rows today, and it clears everything when it finishes;
// - failures are never kept; concurrent identical reads share one query (single flight);
// - at most `maxEntries` entries, the least recently used going first, so endless distinct searches stay bounded.
import type { Db } from '../../db';

export interface ReadCache {
  /** The value for (tenant, key): kept, or loaded once by `load`. */
  get<T>(tenantId: string, key: string, load: () => Promise<T>): Promise<T>;
  /** Forget one tenant's entries, or every entry. */
  invalidate(tenantId?: string): void;
  size(): number;
}

export interface ReadCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  tenantId: string;
  expires: number;
  value: unknown;
}

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 2000;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();
  // Bumped on every invalidation: a load that started before it must not store its (older) answer.
  let generation = 0;

  return {
    async get<T>(tenantId: string, key: string, load: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0) return load();
      const full = `${tenantId}\n${key}`;
      const hit = entries.get(full);
      if (hit && hit.expires > now()) {
        entries.delete(full);
        entries.set(full, hit);
        return hit.value as T;
      }
      if (hit) entries.delete(full);
      const pending = inFlight.get(full);
      if (pending) return pending as Promise<T>;
      const started = generation;
      const promise = load()
        .then((value) => {
          if (started === generation) {
            entries.set(full, { tenantId, expires: now() + options.ttlMs, value });
            if (entries.size > maxEntries) {
              const oldest = entries.keys().next().value;
              if (oldest !== undefined) entries.delete(oldest);
            }
          }
          return value;
        })
        .finally(() => inFlight.delete(full));
      inFlight.set(full, promise);
      return promise;
    },
    invalidate(tenantId) {
      generation += 1;
      inFlight.clear();
      if (tenantId === undefined) {
        entries.clear();
        return;
      }
      for (const [key, entry] of entries) if (entry.tenantId === tenantId) entries.delete(key);
    },
    size: () => entries.size,
  };
}

// One cache per database, shared by the content and product routes of every app over it, so that a write through
// either clears what both serve.
const perDatabase = new WeakMap<Db, ReadCache>();

export function readCacheFor(db: Db, ttlMs: number): ReadCache {
  let cache = perDatabase.get(db);
  if (!cache) {
    cache = createReadCache({ ttlMs });
    perDatabase.set(db, cache);
  }
  return cache;
}

/** Call after changing content or catalogue rows: the next read of that tenant (or of all) goes to the database. */
export function invalidateReads(db: Db, tenantId?: string): void {
  perDatabase.get(db)?.invalidate(tenantId);
}
