// The store behind the shared page cache (pageCache.ts): finished HTML of anonymous pages, in this process's
// memory, least recently used first out. An entry is fresh for `ttlMs`, then served stale for `staleMs` more while
// one refresh runs (stale-while-revalidate), then gone. Bounded by entry count and by total characters, so an
// endless variety of search queries cannot grow the process.

export interface CachedPage {
  html: string;
  /** The CSP nonce written into `html` when it was rendered (replaced by a fresh one on every response). */
  nonce: string | null;
  /** The Content-Security-Policy header sent with the render, if any (holds the same nonce). */
  csp: string | null;
  storedAt: number;
}

export type Lookup =
  | { state: 'fresh'; page: CachedPage }
  | { state: 'stale'; page: CachedPage; claimRefresh: () => boolean }
  | { state: 'miss' };

export interface HtmlCacheOptions {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  maxChars: number;
  now?: () => number;
}

export interface HtmlCache {
  get(key: string): Lookup;
  set(key: string, page: Omit<CachedPage, 'storedAt'>): void;
  /** Marks a refresh of `key` as finished (stored or failed), so the next stale hit may start another. */
  refreshDone(key: string): void;
  clear(): void;
  size(): number;
  chars(): number;
}

/** A refresh that has not come back after this long is presumed lost; another may start. */
const REFRESH_TIMEOUT_MS = 30_000;

export function createHtmlCache(options: HtmlCacheOptions): HtmlCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedPage>();
  const refreshing = new Map<string, number>();
  let chars = 0;

  function drop(key: string): void {
    const old = entries.get(key);
    if (!old) return;
    chars -= old.html.length;
    entries.delete(key);
  }

  return {
    get(key) {
      const page = entries.get(key);
      if (!page) return { state: 'miss' };
      const age = now() - page.storedAt;
      if (age > options.ttlMs + options.staleMs) {
        drop(key);
        return { state: 'miss' };
      }
      // Recently used moves to the back of the eviction order.
      entries.delete(key);
      entries.set(key, page);
      if (age <= options.ttlMs) return { state: 'fresh', page };
      return {
        state: 'stale',
        page,
        claimRefresh: () => {
          const started = refreshing.get(key);
          if (started !== undefined && now() - started < REFRESH_TIMEOUT_MS) return false;
          refreshing.set(key, now());
          return true;
        },
      };
    },
    set(key, page) {
      if (page.html.length > options.maxChars) return;
      drop(key);
      entries.set(key, { ...page, storedAt: now() });
      chars += page.html.length;
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries && chars <= options.maxChars) break;
        drop(oldest);
      }
    },
    refreshDone(key) {
      refreshing.delete(key);
    },
    clear() {
      entries.clear();
      refreshing.clear();
      chars = 0;
    },
    size: () => entries.size,
    chars: () => chars,
  };
}
