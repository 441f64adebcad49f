// The purchase list: the page the URL names (first rendered on the server), refetched when the tab, the search or
// the page changes (the URL follows with a shallow replace, so no server round trip). Only the newest request may
// write the list, so a slow answer for an old tab never wins.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PurchaseOrderList, PurchaseOrderStatus } from '@/contract';
import { useRemote } from '@/components/common/useRemote';
import { listPurchaseOrders } from '@/services/orders';
import { useHttp } from '@/stores';
import { useLiveRefresh } from '@/stores/liveEvents';
import { listRequest, orderQueryParams, parseOrderQuery, type OrderQuery } from './orderQuery';

export function useOrderList(initialList: PurchaseOrderList | null) {
  const router = useRouter();
  const http = useHttp();
  const [query, setQueryState] = useState<OrderQuery>(() => parseOrderQuery(router.query));
  const { state, run } = useRemote<PurchaseOrderList>({ initial: initialList });

  const load = useCallback((next: OrderQuery) => run(() => listPurchaseOrders(http, listRequest(next))), [http, run]);

  // The server could not load the list: try from the browser.
  const initialLoad = useRef(initialList === null);
  useEffect(() => {
    if (!initialLoad.current) return;
    initialLoad.current = false;
    void load(parseOrderQuery(router.query));
  }, [load, router.query]);

  const setQuery = useCallback(
    (next: OrderQuery) => {
      setQueryState(next);
      void router.replace({ pathname: router.pathname, query: orderQueryParams(next) }, undefined, {
        shallow: true,
        scroll: false,
      });
      void load(next);
    },
    [router, load],
  );

  const reload = useCallback(() => void load(query), [load, query]);
  const { t } = useTranslation('orders');
  useLiveRefresh(['ORDER'], reload, (e) =>
    t('list.liveChanged', { orderNo: e.subjectNo, status: t(`status.${e.status as PurchaseOrderStatus}`) }),
  );

  return { query, setQuery, state, reload };
}
