// The selection's price from the server: every change of the selected lines, the warehouse or the cart itself
// (`version`) asks POST /front/cart/refresh again, a moment later so a run of clicks makes one call. The answer
// re-prices the lines, says which cannot be bought and why, and carries the amounts (goods, shipping in China,
// service fee, total). Only the newest answer is applied.
import { useEffect, useRef, useState } from 'react';
import type { CartRefreshResponse } from '@/contract';
import { refreshCart } from '@/services/cart';
import type { AppError } from '@/services/result';
import { useHttp } from '@/stores';

export const QUOTE_DELAY_MS = 250;

export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading'; previous: CartRefreshResponse | null }
  | { status: 'ready'; quote: CartRefreshResponse }
  | { status: 'failed'; error: AppError };

export function useCartQuote({ selectedIds, warehouseId, version, onAnswer }: {
  selectedIds: readonly string[];
  warehouseId: string | null;
  /** Bumped after every change to the cart's lines (quantity, removal). */
  version: number;
  onAnswer: (quote: CartRefreshResponse) => void;
}) {
  const http = useHttp();
  const [state, setState] = useState<QuoteState>({ status: 'idle' });
  const [retries, setRetries] = useState(0);
  const requestId = useRef(0);
  const onAnswerRef = useRef(onAnswer);
  useEffect(() => {
    onAnswerRef.current = onAnswer;
  });
  const key = [...selectedIds].sort().join(',');

  useEffect(() => {
    const id = ++requestId.current;
    const ids = key ? key.split(',') : [];
    if (ids.length === 0 || !warehouseId) {
      const timer = window.setTimeout(() => setState({ status: 'idle' }), 0);
      return () => window.clearTimeout(timer);
    }
    const timer = window.setTimeout(() => {
      setState((previous) => ({
        status: 'loading',
        previous: previous.status === 'ready' ? previous.quote : previous.status === 'loading' ? previous.previous : null,
      }));
      void refreshCart(http, { cartItemIds: ids, tenantWarehouseId: warehouseId }).then((result) => {
        if (id !== requestId.current) return;
        if (!result.ok) {
          setState({ status: 'failed', error: result.error });
          return;
        }
        setState({ status: 'ready', quote: result.data });
        onAnswerRef.current(result.data);
      });
    }, QUOTE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [http, key, warehouseId, version, retries]);

  return { state, retry: () => setRetries((n) => n + 1) };
}
