// The selection's price from the server: every change of the selected lines, the warehouse or the cart itself
// (`version`) asks POST /front/cart/refresh again, a moment later so a run of clicks makes one call. The answer
// re-prices the lines, says which cannot be bought and why, and carries the amounts (goods, shipping in China,
// service fee, total). Only the newest answer is applied; no selection or no warehouse means no question (idle).
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CartRefreshResponse } from '@/contract';
import type { RemoteOrIdle } from '@/components/common/remote';
import { useRemoteLoad, type RemoteFetch } from '@/components/common/useRemote';
import { refreshCart } from '@/services/cart';
import { useHttp } from '@/stores';

export const QUOTE_DELAY_MS = 250;

export type QuoteState = RemoteOrIdle<CartRefreshResponse>;

export function useCartQuote({
  selectedIds,
  warehouseId,
  version,
  onAnswer,
}: {
  selectedIds: readonly string[];
  warehouseId: string | null;
  /** Bumped after every change to the cart's lines (quantity, removal). */
  version: number;
  onAnswer: (quote: CartRefreshResponse) => void;
}) {
  const http = useHttp();
  const [retries, setRetries] = useState(0);
  const onAnswerRef = useRef(onAnswer);
  useEffect(() => {
    onAnswerRef.current = onAnswer;
  });
  const key = [...selectedIds].sort().join(',');

  const load = useMemo((): RemoteFetch<CartRefreshResponse> | null => {
    const ids = key ? key.split(',') : [];
    if (ids.length === 0 || !warehouseId) return null;
    return async (isLatest) => {
      const result = await refreshCart(http, { cartItemIds: ids, tenantWarehouseId: warehouseId });
      if (result.ok && isLatest()) onAnswerRef.current(result.data);
      return result;
    };
    // `version` and `retries`: the same selection asked again (the lines changed, or the shopper retries).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, key, warehouseId, version, retries]);

  // A price that failed is not shown as if it still held.
  const { state } = useRemoteLoad(load, { delayMs: QUOTE_DELAY_MS, keepDataOnFailure: false });

  return { state, retry: () => setRetries((n) => n + 1) };
}
