// The server's consolidation advice for the parcels the shopper asked about, to the country chosen: asked when
// either changes (or on retry); only the newest answer is applied. No parcels or no country means no question.
import { useMemo, useState } from 'react';
import type { ConsolidationAdvice } from '@/contract';
import type { RemoteOrIdle } from '@/components/common/remote';
import { useRemoteLoad } from '@/components/common/useRemote';
import { getConsolidationAdvice } from '@/services/shipping';
import { useHttp } from '@/stores';

export type AdviceState = RemoteOrIdle<ConsolidationAdvice>;

export function useConsolidationAdvice(parcelIds: readonly string[], country: string | null) {
  const http = useHttp();
  const [retries, setRetries] = useState(0);
  const key = parcelIds.join(',');

  const load = useMemo(() => {
    if (!country || !key) return null;
    return () => getConsolidationAdvice(http, { purchaseParcelIds: key.split(','), country });
    // `retries`: the same question asked again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, key, country, retries]);
  // Asked a tick after the change, as the effect's own state change must not happen inside it.
  const { state } = useRemoteLoad(load, { delayMs: 0, keepDataOnFailure: false });

  return { state, retry: () => setRetries((n) => n + 1) };
}
