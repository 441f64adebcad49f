// What the cart page remembers in this browser between visits: the selected lines and the chosen warehouse, per
// shopper (two people sharing a browser keep their own). Storage may be missing, full or hold anything: reads
// fall back to nothing and writes are best effort. The server stays the truth: remembered ids are pruned to the
// lines the cart still has, and a remembered warehouse is used only when the tenant still offers it.

const PREFIX = 'cart-memory';

export interface CartMemory {
  selectedIds: string[];
  warehouseId: string | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function memoryKey(tenantId: string, userId: string): string {
  return `${PREFIX}:${tenantId}:${userId}`;
}

export function readCartMemory(key: string): CartMemory {
  const empty: CartMemory = { selectedIds: [], warehouseId: null };
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return empty;
    const value = JSON.parse(raw) as Partial<CartMemory> | null;
    const ids = Array.isArray(value?.selectedIds) ? value.selectedIds.filter((id): id is string => typeof id === 'string') : [];
    const warehouseId = typeof value?.warehouseId === 'string' ? value.warehouseId : null;
    return { selectedIds: ids.slice(0, 500), warehouseId };
  } catch {
    return empty;
  }
}

export function writeCartMemory(key: string, memory: CartMemory): void {
  try {
    storage()?.setItem(key, JSON.stringify(memory));
  } catch {
    // Full or blocked: the selection simply is not remembered.
  }
}
