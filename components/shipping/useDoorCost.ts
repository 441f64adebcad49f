// The server's cost to the door for the goods shown: asked again a moment after the pieces or the country change
// (a run of quantity clicks makes one call); only the newest answer is applied.
import { useEffect, useRef, useState } from 'react';
import type { DoorCost, DoorCostItem } from '@/contract';
import type { AppError } from '@/services/result';
import { getDoorCost } from '@/services/shipping';
import { useHttp } from '@/stores';

export const DOOR_COST_DELAY_MS = 300;

export type DoorCostState =
  | { status: 'idle' }
  | { status: 'loading'; previous: DoorCost | null }
  | { status: 'ready'; cost: DoorCost }
  | { status: 'failed'; error: AppError };

export function useDoorCost(country: string | null, items: readonly DoorCostItem[]) {
  const http = useHttp();
  const [state, setState] = useState<DoorCostState>({ status: 'idle' });
  const [retries, setRetries] = useState(0);
  const requestId = useRef(0);
  // undefined (variant not chosen) is kept apart from null (a product without variants) through the JSON round trip.
  const key = JSON.stringify(items.map((i) => [i.platform, i.productId, i.quantity, i.productSkuId === undefined ? 0 : i.productSkuId]));

  useEffect(() => {
    const id = ++requestId.current;
    const wanted = JSON.parse(key) as [DoorCostItem['platform'], string, number, string | null | 0][];
    if (!country || wanted.length === 0) {
      const timer = window.setTimeout(() => setState({ status: 'idle' }), 0);
      return () => window.clearTimeout(timer);
    }
    const timer = window.setTimeout(() => {
      setState((previous) => ({
        status: 'loading',
        previous: previous.status === 'ready' ? previous.cost : previous.status === 'loading' ? previous.previous : null,
      }));
      const body = {
        country,
        items: wanted.map(([platform, productId, quantity, sku]): DoorCostItem => (sku === 0 ? { platform, productId, quantity } : { platform, productId, quantity, productSkuId: sku })),
      };
      void getDoorCost(http, body).then((result) => {
        if (id !== requestId.current) return;
        setState(result.ok ? { status: 'ready', cost: result.data } : { status: 'failed', error: result.error });
      });
    }, DOOR_COST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [http, country, key, retries]);

  return { state, retry: () => setRetries((n) => n + 1) };
}
