// The tenant's warehouses in China (where sellers send the goods) and the shopper's choice among them, shared by
// the cart and buy now. The choice defaults to the remembered one when still offered, else the first.
import { useEffect, useState } from 'react';
import type { TenantWarehouse } from '@/contract';
import { getChinaWarehouses } from '@/services/cart';
import type { AppError } from '@/services/result';
import { useHttp } from '@/stores';

export type WarehousesState =
  | { status: 'loading' }
  | { status: 'ready'; warehouses: TenantWarehouse[] }
  | { status: 'failed'; error: AppError };

export function useWarehouses() {
  const http = useHttp();
  const [state, setState] = useState<WarehousesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void getChinaWarehouses(http).then((result) => {
      if (!live) return;
      setState(result.ok ? { status: 'ready', warehouses: result.data } : { status: 'failed', error: result.error });
    });
    return () => { live = false; };
  }, [http, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}

/** The warehouse to use: the wanted one when offered, else the first offered, else none. */
export function pickWarehouse(warehouses: readonly TenantWarehouse[], wanted: string | null): string | null {
  if (wanted && warehouses.some((w) => w.id === wanted)) return wanted;
  return warehouses[0]?.id ?? null;
}
