// The server's cost to the door for the goods shown: asked again a moment after the pieces or the country change
// (a run of quantity clicks makes one call); only the newest answer is applied. No country or no pieces means no
// question (idle); a cost that failed is not kept on screen as if it still held.
import { useMemo, useState } from 'react';
import type { DoorCost, DoorCostItem } from '@/contract';
import type { RemoteOrIdle } from '@/components/common/remote';
import { useRemoteLoad } from '@/components/common/useRemote';
import { getDoorCost } from '@/services/shipping';
import { useHttp } from '@/stores';

export const DOOR_COST_DELAY_MS = 300;

export type DoorCostState = RemoteOrIdle<DoorCost>;

export function useDoorCost(country: string | null, items: readonly DoorCostItem[]) {
  const http = useHttp();
  const [retries, setRetries] = useState(0);
  // undefined (variant not chosen) is kept apart from null (a product without variants) through the JSON round trip.
  const key = JSON.stringify(
    items.map((i) => [i.platform, i.productId, i.quantity, i.productSkuId === undefined ? 0 : i.productSkuId]),
  );

  const load = useMemo(() => {
    const wanted = JSON.parse(key) as [DoorCostItem['platform'], string, number, string | null | 0][];
    if (!country || wanted.length === 0) return null;
    const body = {
      country,
      items: wanted.map(([platform, productId, quantity, sku]): DoorCostItem =>
        sku === 0 ? { platform, productId, quantity } : { platform, productId, quantity, productSkuId: sku },
      ),
    };
    return () => getDoorCost(http, body);
    // `retries`: the same question asked again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, country, key, retries]);
  const { state } = useRemoteLoad(load, { delayMs: DOOR_COST_DELAY_MS, keepDataOnFailure: false });

  return { state, retry: () => setRetries((n) => n + 1) };
}
