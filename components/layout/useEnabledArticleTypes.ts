// The article types the tenant has enabled, for the header navigation and the footer links. A page may hand them
// over (page props); otherwise they are fetched once per tenant in the browser and kept for the rest of the visit
// (memory across client navigations, sessionStorage across full loads), so the navigation does not flicker on
// every page. A failed fetch leaves Home-only navigation and is only logged.
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { ARTICLE_TYPES, type ArticleType } from '@/contract';
import { getEnabledArticleTypes } from '@/services/content';
import type { Http } from '@/services/http';
import { useHttp } from '@/stores/http';

const STORAGE_PREFIX = 'enabled-article-types:';
const memory = new Map<string, ArticleType[]>();
const inflight = new Set<string>();
const listeners = new Set<() => void>();

function onlyKnown(list: unknown): ArticleType[] | null {
  if (!Array.isArray(list)) return null;
  return list.filter((value): value is ArticleType => (ARTICLE_TYPES as readonly unknown[]).includes(value));
}

function read(tenantId: string): ArticleType[] | null {
  const cached = memory.get(tenantId);
  if (cached) return cached;
  try {
    const raw = window.sessionStorage.getItem(STORAGE_PREFIX + tenantId);
    const parsed = raw ? onlyKnown(JSON.parse(raw)) : null;
    if (parsed) memory.set(tenantId, parsed);
    return parsed;
  } catch {
    return null;
  }
}

function store(tenantId: string, types: ArticleType[]): void {
  const previous = memory.get(tenantId);
  if (previous && previous.join() === types.join()) return;
  memory.set(tenantId, types);
  try {
    window.sessionStorage.setItem(STORAGE_PREFIX + tenantId, JSON.stringify(types));
  } catch {
    // Storage full or disabled: the memory copy still serves this visit.
  }
  listeners.forEach((listener) => listener());
}

function fetchOnce(http: Http, tenantId: string): void {
  if (inflight.has(tenantId) || read(tenantId)) return;
  inflight.add(tenantId);
  void getEnabledArticleTypes(http).then((result) => {
    inflight.delete(tenantId);
    if (result.ok) store(tenantId, onlyKnown(result.data) ?? []);
    else console.warn(`[layout] enabled article types failed: ${result.error.code}`);
  });
}

/** For tests: forget every cached list. */
export function resetEnabledArticleTypesCache(): void {
  memory.clear();
  inflight.clear();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const unknownOnServer = () => null;

/**
 * `fromProps` wins when given. Otherwise null until known (always during the server render and hydration, so the
 * markup matches), then the cached or fetched list.
 */
export function useEnabledArticleTypes(
  tenantId: string,
  fromProps?: readonly ArticleType[] | null,
  /** False when nothing on the page shows them: no call is made. */
  wanted = true,
): readonly ArticleType[] | null {
  const http = useHttp();
  // With the types handed over, the store is not read: storing them below would otherwise change the snapshot
  // right after hydration, and React re-renders a component whose snapshot changed synchronously, in the same
  // task as the hydration's commit (the whole frame, header and footer, on every full page load).
  const handedOver = fromProps != null;
  const snapshot = useCallback(() => (handedOver ? null : read(tenantId)), [tenantId, handedOver]);
  const cached = useSyncExternalStore(subscribe, snapshot, unknownOnServer);

  // Handed-over types are stored in the layout phase, before any passive effect of the page: a part of the page
  // that asks without them (the door cost panel) runs its effect before the layout's, and would fetch them again.
  useLayoutEffect(() => {
    if (fromProps) store(tenantId, [...fromProps]);
  }, [tenantId, fromProps]);
  useEffect(() => {
    if (!fromProps && wanted) fetchOnce(http, tenantId);
  }, [http, tenantId, fromProps, wanted]);

  return fromProps ?? cached;
}

/** The list the page frame resolved (AppLayout), for the parts of the page that show something by it too. */
export const FrameArticleTypesContext = createContext<readonly ArticleType[] | null>(null);

/**
 * The enabled article types for a part of the page: the frame's list when the frame has one, else as above. Read
 * from the store instead, a part would render after hydration with a snapshot other than the server's (the frame
 * stores its list as it mounts), which React answers with a synchronous render of that part in the same task as
 * every effect of the page.
 */
export function usePageArticleTypes(tenantId: string): readonly ArticleType[] | null {
  return useEnabledArticleTypes(tenantId, useContext(FrameArticleTypesContext));
}
