// The transit page's list and open order: the page the URL names (rendered on the server), refetched when the
// status tab or the page changes (the URL follows with a shallow replace), and the open order's detail. After a
// pay, complete or close, the server's answer replaces the order and the list is fetched again (the order may
// have left the current tab, and the counts move).
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TransitOrder, TransitOrderList, TransitOrderStatus } from '@/contract';
import type { AppError } from '@/services/result';
import { getTransitOrder, listTransitOrders } from '@/services/transit';
import { useHttp } from '@/stores/http';
import { useLiveRefresh } from '@/stores/liveEvents';
import { parseTransitQuery, TRANSIT_PAGE_SIZE, transitQueryParams, type TransitQuery } from './transitQuery';

export type ListState =
  | { status: 'loading'; data: TransitOrderList | null }
  | { status: 'ready'; data: TransitOrderList }
  | { status: 'failed'; data: TransitOrderList | null; error: AppError };

export type OrderState =
  | { status: 'closed' }
  | { status: 'loading'; id: string }
  | { status: 'ready'; order: TransitOrder }
  | { status: 'failed'; id: string; error: AppError };

export function useTransitOrders(initialList: TransitOrderList | null, initialOrder: TransitOrder | null) {
  const router = useRouter();
  const http = useHttp();
  const [query, setQueryState] = useState<TransitQuery>(() => parseTransitQuery(router.query));
  const [list, setList] = useState<ListState>(() => (initialList ? { status: 'ready', data: initialList } : { status: 'loading', data: null }));
  const [open, setOpen] = useState<OrderState>(() => {
    if (initialOrder) return { status: 'ready', order: initialOrder };
    const id = parseTransitQuery(router.query).order;
    return id ? { status: 'loading', id } : { status: 'closed' };
  });
  const requestId = useRef(0);

  const syncUrl = useCallback((next: TransitQuery) => {
    void router.replace({ pathname: router.pathname, query: transitQueryParams(next) }, undefined, { shallow: true, scroll: false });
  }, [router]);

  const loadList = useCallback(async (next: TransitQuery) => {
    const id = ++requestId.current;
    setList((previous) => ({ status: 'loading', data: previous.data }));
    const result = await listTransitOrders(http, { status: next.status ?? undefined, pageNo: next.page, pageSize: TRANSIT_PAGE_SIZE });
    if (id !== requestId.current) return;
    if (result.ok) setList({ status: 'ready', data: result.data });
    else setList((previous) => ({ status: 'failed', data: previous.data, error: result.error }));
  }, [http]);

  const loadOrder = useCallback(async (id: string) => {
    setOpen({ status: 'loading', id });
    const result = await getTransitOrder(http, id);
    setOpen((current) => {
      if (current.status !== 'loading' || current.id !== id) return current;
      return result.ok ? { status: 'ready', order: result.data } : { status: 'failed', id, error: result.error };
    });
  }, [http]);

  // What the server could not load, the browser tries once.
  const [startQuery] = useState(() => parseTransitQuery(router.query));
  useEffect(() => {
    const q = startQuery;
    let live = true;
    if (!initialList) {
      void listTransitOrders(http, { status: q.status ?? undefined, pageNo: q.page, pageSize: TRANSIT_PAGE_SIZE }).then((result) => {
        if (live) setList(result.ok ? { status: 'ready', data: result.data } : { status: 'failed', data: null, error: result.error });
      });
    }
    if (!initialOrder && q.order) {
      const id = q.order;
      void getTransitOrder(http, id).then((result) => {
        if (live) setOpen(result.ok ? { status: 'ready', order: result.data } : { status: 'failed', id, error: result.error });
      });
    }
    return () => { live = false; };
  }, [http, initialList, initialOrder, startQuery]);

  const setQuery = useCallback((next: TransitQuery) => {
    setQueryState(next);
    syncUrl(next);
    void loadList(next);
  }, [syncUrl, loadList]);

  const openOrder = useCallback((id: string | null) => {
    const next = { ...query, order: id };
    setQueryState(next);
    syncUrl(next);
    if (id) void loadOrder(id);
    else setOpen({ status: 'closed' });
  }, [query, syncUrl, loadOrder]);

  /** The server's answer to an action on the open order: shown at once, and the list follows. */
  const applyOrder = useCallback((order: TransitOrder) => {
    setOpen({ status: 'ready', order });
    void loadList(query);
  }, [loadList, query]);

  const reload = useCallback(() => {
    void loadList(query);
    if (open.status === 'ready') void loadOrder(open.order.id);
  }, [loadList, loadOrder, query, open]);
  // A change announced live: the list and the open order are replaced when their answers come, without the
  // loading state in between (the shopper may be reading or acting on the open order).
  const openId = open.status === 'ready' ? open.order.id : null;
  const refreshLive = useCallback(async () => {
    void loadList(query);
    if (!openId) return;
    const result = await getTransitOrder(http, openId);
    if (result.ok) setOpen((current) => (current.status === 'ready' && current.order.id === openId ? { status: 'ready', order: result.data } : current));
  }, [http, loadList, query, openId]);
  const { t } = useTranslation('shipping');
  useLiveRefresh(['TRANSIT_ORDER'], refreshLive, (e) => t('transit.liveChanged', { orderNo: e.subjectNo, status: t(`transit.status.${e.status as TransitOrderStatus}`) }));

  return { query, setQuery, list, open, openOrder, applyOrder, reload, retryOrder: loadOrder };
}
