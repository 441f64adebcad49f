import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Product, ProductPlatform } from '@/contract';
import { PRODUCT_PLATFORMS } from '@/contract';

/*
 * Recently viewed products, kept in the browser under ONE localStorage key: newest first, a
 * repeat of a productId moves to the front, at most 20. Storage may be missing (server render, privacy mode),
 * full or hold anything (an older format, another app's value): every read tolerates that and falls back to an
 * empty list, every write is best effort. Other tabs see changes through the `storage` event.
 */

export const WATCH_HISTORY_KEY = 'watch-history';
export const WATCH_HISTORY_LIMIT = 20;

export interface WatchHistoryItem {
  productId: string;
  coverImage: string;
  /** Canonical marketplace link (encrypted into /product?url= when linked). */
  productUrl: string;
  name: string;
  /** CNY. */
  price: number;
  shopName: string;
  shopWebsite: string | null;
  channel: ProductPlatform;
}

const EMPTY: readonly WatchHistoryItem[] = Object.freeze([]);

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Access denied (sandboxed iframe, cookies blocked).
  }
}

function isItem(value: unknown): value is WatchHistoryItem {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.productId === 'string' &&
    v.productId !== '' &&
    typeof v.productUrl === 'string' &&
    v.productUrl !== '' &&
    typeof v.name === 'string' &&
    typeof v.coverImage === 'string' &&
    typeof v.price === 'number' &&
    Number.isFinite(v.price) &&
    typeof v.shopName === 'string' &&
    (v.shopWebsite === null || typeof v.shopWebsite === 'string') &&
    typeof v.channel === 'string' &&
    (PRODUCT_PLATFORMS as readonly string[]).includes(v.channel)
  );
}

/** Parses a stored value; anything malformed is dropped item by item, never thrown. */
export function parseWatchHistory(raw: string | null): WatchHistoryItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const items: WatchHistoryItem[] = [];
  for (const entry of data) {
    if (!isItem(entry) || seen.has(entry.productId)) continue;
    seen.add(entry.productId);
    items.push(entry);
    if (items.length === WATCH_HISTORY_LIMIT) break;
  }
  return items;
}

/** The list with `item` first: a repeat productId moves to the front, trimmed to 20. Pure. */
export function withItem(list: readonly WatchHistoryItem[], item: WatchHistoryItem): WatchHistoryItem[] {
  return [item, ...list.filter((entry) => entry.productId !== item.productId)].slice(0, WATCH_HISTORY_LIMIT);
}

// Snapshot cache: useSyncExternalStore needs the same array back while the stored text is unchanged.
let cachedRaw: string | null = null;
let cachedItems: readonly WatchHistoryItem[] = EMPTY;

function readRaw(): string | null {
  try {
    return storage()?.getItem(WATCH_HISTORY_KEY) ?? null;
  } catch {
    return null;
  }
}

export function readWatchHistory(): readonly WatchHistoryItem[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = raw ? parseWatchHistory(raw) : EMPTY;
  }
  return cachedItems;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function write(items: readonly WatchHistoryItem[]): void {
  const store = storage();
  if (!store) return;
  try {
    if (items.length === 0) store.removeItem(WATCH_HISTORY_KEY);
    else store.setItem(WATCH_HISTORY_KEY, JSON.stringify(items));
  } catch {
    // Quota exceeded or storage disabled: the history is a convenience, the page goes on.
  }
  notify();
}

export function addToWatchHistory(item: WatchHistoryItem): void {
  if (!isItem(item)) return;
  write(withItem(readWatchHistory(), item));
}

export function removeFromWatchHistory(productId: string): void {
  write(readWatchHistory().filter((entry) => entry.productId !== productId));
}

export function clearWatchHistory(): void {
  write(EMPTY);
}

/** The history entry for a product the shopper is viewing. */
export function watchItemFromProduct(product: Product): WatchHistoryItem {
  return {
    productId: product.productId,
    coverImage: product.images[0] ?? '',
    productUrl: product.productUrl,
    name: product.title,
    price: product.minPrice,
    shopName: product.shop.name,
    shopWebsite: product.shop.website,
    channel: product.platform,
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // key null means another tab called localStorage.clear().
    if (event.key === WATCH_HISTORY_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => EMPTY;

export interface WatchHistoryApi {
  items: readonly WatchHistoryItem[];
  add: (item: WatchHistoryItem) => void;
  remove: (productId: string) => void;
  clear: () => void;
}

/**
 * The shopper's watch history, kept in sync with this tab's writes and other tabs' (storage event). Empty during
 * the server render and hydration, filled in right after, so server and client markup agree.
 */
export function useWatchHistory(): WatchHistoryApi {
  const items = useSyncExternalStore(subscribe, readWatchHistory, serverSnapshot);
  const add = useCallback((item: WatchHistoryItem) => addToWatchHistory(item), []);
  const remove = useCallback((productId: string) => removeFromWatchHistory(productId), []);
  const clear = useCallback(() => clearWatchHistory(), []);
  return { items, add, remove, clear };
}

/**
 * Whether the shopper has a history, for a part that only needs to know that (the search box, which loads the
 * list's code for it). False during hydration, then kept current in transitions. The hook above would re-render such
 * a part synchronously whenever the history changes, and a product page records its visit among the effects that
 * follow hydration: the header's search box then rendered again in the same task as every effect of the page.
 */
export function useHasWatchHistory(): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    const update = () => startTransition(() => setHas(readWatchHistory().length > 0));
    update();
    return subscribe(update);
  }, []);
  return has;
}
