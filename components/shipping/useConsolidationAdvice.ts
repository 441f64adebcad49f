// The server's consolidation advice for the parcels the shopper asked about, to the country chosen: asked when
// either changes (or on retry); only the newest answer is applied.
import { useEffect, useRef, useState } from 'react';
import type { ConsolidationAdvice } from '@/contract';
import type { AppError } from '@/services/result';
import { getConsolidationAdvice } from '@/services/shipping';
import { useHttp } from '@/stores';

export type AdviceState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; advice: ConsolidationAdvice }
  | { status: 'failed'; error: AppError };

export function useConsolidationAdvice(parcelIds: readonly string[], country: string | null) {
  const http = useHttp();
  const [state, setState] = useState<AdviceState>({ status: 'idle' });
  const [retries, setRetries] = useState(0);
  const requestId = useRef(0);
  const key = parcelIds.join(',');

  useEffect(() => {
    const id = ++requestId.current;
    if (!country || !key) {
      const timer = window.setTimeout(() => setState({ status: 'idle' }), 0);
      return () => window.clearTimeout(timer);
    }
    const timer = window.setTimeout(() => {
      setState({ status: 'loading' });
      void getConsolidationAdvice(http, { purchaseParcelIds: key.split(','), country }).then((result) => {
        if (id !== requestId.current) return;
        setState(result.ok ? { status: 'ready', advice: result.data } : { status: 'failed', error: result.error });
      });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [http, key, country, retries]);

  return { state, retry: () => setRetries((n) => n + 1) };
}
