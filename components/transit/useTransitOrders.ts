// The transit page's list and open order: the page the URL names (rendered on the server), refetched when the
// status tab or the page changes (the URL follows with a shallow replace), and the open order's detail. After a
// pay, complete or close, the server's answer replaces the order and the list is fetched again (the order may
// have left the current tab, and the counts move).
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useState } from 'react';
import type { TransitOrder, TransitOrderList, TransitOrderStatus } from '@/contract';
import { useRemote } from '@/components/common/useRemote';
import { getTransitOrder, listTransitOrders } from '@/services/transit';
import { useHttp } from '@/stores/http';
import { useLiveRefresh } from '@/stores/liveEvents';
import { parseTransitQuery, TRANSIT_PAGE_SIZE, transitQueryParams, type TransitQuery } from './transitQuery';

export function useTransitOrders(initialList: TransitOrderList | null, initialOrder: TransitOrder | null) {
  const router = useRouter();
  const http = useHttp();
  const [query, setQueryState] = useState<TransitQuery>(() => parseTransitQuery(router.query));
  const { state: list, run: runList } = useRemote<TransitOrderList>({ initial: initialList });
  // The open order: idle while no order is open.
  const {
    state: open,
    run: runOrder,
    retry: retryOrder,
    reset: closeOrder,
    show: showOrder,
  } = useRemote<TransitOrder>({ initial: initialOrder, startIdle: !query.order });

  const syncUrl = useCallback(
    (next: TransitQuery) => {
      void router.replace({ pathname: router.pathname, query: transitQueryParams(next) }, undefined, {
        shallow: true,
        scroll: false,
      });
    },
    [router],
  );

  const loadList = useCallback(
    (next: TransitQuery) =>
      runList(() =>
        listTransitOrders(http, { status: next.status ?? undefined, pageNo: next.page, pageSize: TRANSIT_PAGE_SIZE }),
      ),
    [http, runList],
  );

  const loadOrder = useCallback((id: string) => runOrder(() => getTransitOrder(http, id)), [http, runOrder]);

  // What the server could not load, the browser tries once.
  const [startQuery] = useState(() => parseTransitQuery(router.query));
  useEffect(() => {
    if (!initialList) void loadList(startQuery);
    if (!initialOrder && startQuery.order) void loadOrder(startQuery.order);
  }, [initialList, initialOrder, startQuery, loadList, loadOrder]);

  const setQuery = useCallback(
    (next: TransitQuery) => {
      setQueryState(next);
      syncUrl(next);
      void loadList(next);
    },
    [syncUrl, loadList],
  );

  const openOrder = useCallback(
    (id: string | null) => {
      const next = { ...query, order: id };
      setQueryState(next);
      syncUrl(next);
      if (id) void loadOrder(id);
      else closeOrder();
    },
    [query, syncUrl, loadOrder, closeOrder],
  );

  /** The server's answer to an action on the open order: shown at once, and the list follows. */
  const applyOrder = useCallback(
    (order: TransitOrder) => {
      showOrder(order);
      void loadList(query);
    },
    [showOrder, loadList, query],
  );

  const openId = open.status === 'ready' ? open.data.id : null;
  const reload = useCallback(() => {
    void loadList(query);
    if (openId) void loadOrder(openId);
  }, [loadList, loadOrder, query, openId]);
  // A change announced live: the list is fetched again, and the open order replaced when its answer comes,
  // without the loading state in between (the shopper may be reading or acting on it).
  const refreshLive = useCallback(() => {
    void loadList(query);
    if (openId) void runOrder(() => getTransitOrder(http, openId), { background: true });
  }, [http, loadList, runOrder, query, openId]);
  const { t } = useTranslation('shipping');
  useLiveRefresh(['TRANSIT_ORDER'], refreshLive, (e) =>
    t('transit.liveChanged', { orderNo: e.subjectNo, status: t(`transit.status.${e.status as TransitOrderStatus}`) }),
  );

  return { query, setQuery, list, open, openOrder, applyOrder, reload, retryOrder };
}
