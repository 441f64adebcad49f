// The tenant's warehouses in China (where sellers send the goods) and the shopper's choice among them, shared by
// the cart and buy now. The choice defaults to the remembered one when still offered, else the first.
import { useCallback } from 'react';
import type { TenantWarehouse } from '@/contract';
import type { RemoteOrIdle } from '@/components/common/remote';
import { useRemoteLoad } from '@/components/common/useRemote';
import { getChinaWarehouses } from '@/services/cart';
import { useHttp } from '@/stores';

export type WarehousesState = RemoteOrIdle<TenantWarehouse[]>;

/** `initial`: the list the page's server data brought (then nothing is asked until a retry). */
export function useWarehouses(initial: TenantWarehouse[] | null = null) {
  const http = useHttp();
  const load = useCallback(() => getChinaWarehouses(http), [http]);
  const { state, retry } = useRemoteLoad<TenantWarehouse[]>(load, { initial });
  return { state, retry };
}

/** The warehouse to use: the wanted one when offered, else the first offered, else none. */
export function pickWarehouse(warehouses: readonly TenantWarehouse[], wanted: string | null): string | null {
  if (wanted && warehouses.some((w) => w.id === wanted)) return wanted;
  return warehouses[0]?.id ?? null;
}
