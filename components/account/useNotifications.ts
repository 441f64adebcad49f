// The messages page's list: the page the URL names (first rendered on the server), refetched when the filter or
// the page changes (the URL follows with a shallow replace, so no server round trip), and the two ways of
// marking read. After a mark the session's profile is refreshed, so the header's red dot follows.
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page, UserNotification } from '@/contract';
import { useRemote } from '@/components/common/useRemote';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '@/services/notifications';
import type { AppError } from '@/services/result';
import { useHttp } from '@/stores/http';
import { useSession } from '@/stores/session';
import { MESSAGES_PAGE_SIZE, messageQueryParams, parseMessageQuery, type MessageQuery } from './messageQuery';

export type MarkResult = { ok: true; updated?: number } | { ok: false; error: AppError };

export function useNotifications(initialPage: Page<UserNotification> | null) {
  const router = useRouter();
  const http = useHttp();
  const { refreshProfile } = useSession();
  const [query, setQueryState] = useState<MessageQuery>(() => parseMessageQuery(router.query));
  const { state: list, run, update } = useRemote<Page<UserNotification>>({ initial: initialPage });

  const syncUrl = useCallback(
    (next: MessageQuery) => {
      void router.replace({ pathname: router.pathname, query: messageQueryParams(next) }, undefined, {
        shallow: true,
        scroll: false,
      });
    },
    [router],
  );

  const load = useCallback(
    (next: MessageQuery) =>
      run(async (isLatest) => {
        const fetchPage = (q: MessageQuery) =>
          listNotifications(http, { pageNo: q.page, pageSize: MESSAGES_PAGE_SIZE, unread: q.filter === 'unread' });
        const result = await fetchPage(next);
        // A page past the end (messages were read meanwhile, or an old link): show the last one that exists.
        if (result.ok && result.data.items.length === 0 && next.page > 1) {
          const lastPage = Math.max(1, Math.ceil(result.data.total / MESSAGES_PAGE_SIZE));
          if (next.page > lastPage && isLatest()) {
            const adjusted = { ...next, page: lastPage };
            setQueryState(adjusted);
            syncUrl(adjusted);
            return fetchPage(adjusted);
          }
        }
        return result;
      }),
    [http, run, syncUrl],
  );

  // The server could not load the list: try from the browser.
  const initialLoad = useRef(initialPage === null);
  useEffect(() => {
    if (!initialLoad.current) return;
    initialLoad.current = false;
    void load(parseMessageQuery(router.query));
  }, [load, router.query]);

  const setQuery = useCallback(
    (next: MessageQuery) => {
      setQueryState(next);
      syncUrl(next);
      void load(next);
    },
    [syncUrl, load],
  );

  const reload = useCallback(() => void load(query), [load, query]);

  const markRead = useCallback(
    async (id: string): Promise<MarkResult> => {
      const result = await markNotificationRead(http, id);
      if (!result.ok) return { ok: false, error: result.error };
      // Stays in the unread filter until the next load, so the list does not jump under the shopper's finger.
      update((page) => ({
        ...page,
        items: page.items.map((n) => (n.id === id ? { ...n, ...result.data, read: true } : n)),
      }));
      await refreshProfile();
      return { ok: true };
    },
    [http, update, refreshProfile],
  );

  const markAllRead = useCallback(async (): Promise<MarkResult> => {
    const result = await markAllNotificationsRead(http);
    if (!result.ok) return { ok: false, error: result.error };
    if (query.filter === 'unread') {
      setQuery({ ...query, page: 1 });
    } else {
      update((page) => ({ ...page, items: page.items.map((n) => ({ ...n, read: true })) }));
    }
    await refreshProfile();
    return { ok: true, updated: result.data.updated };
  }, [http, query, setQuery, update, refreshProfile]);

  return { query, setQuery, list, reload, markRead, markAllRead };
}
