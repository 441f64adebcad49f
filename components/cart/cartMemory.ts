// What the cart page remembers in this browser between visits: the selected lines, the lines the page has shown
// (so a line added since is told apart from one the shopper unticked) and the chosen warehouse, per shopper (two
// people sharing a browser keep their own). Storage may be missing, full or hold anything: reads
// fall back to nothing and writes are best effort. The server stays the truth: remembered ids are pruned to the
// lines the cart still has, and a remembered warehouse is used only when the tenant still offers it.

const PREFIX = 'cart-memory';

export interface CartMemory {
  selectedIds: string[];
  /** Every line the page showed when the selection was last written. */
  knownIds: string[];
  warehouseId: string | null;
}

/** At most this many ids of each list are kept: a cart has far fewer lines; anything longer is not ours. */
const MAX_IDS = 500;

function idList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string').slice(0, MAX_IDS) : [];
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
  const empty: CartMemory = { selectedIds: [], knownIds: [], warehouseId: null };
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return empty;
    const value = JSON.parse(raw) as Partial<CartMemory> | null;
    const warehouseId = typeof value?.warehouseId === 'string' ? value.warehouseId : null;
    return { selectedIds: idList(value?.selectedIds), knownIds: idList(value?.knownIds), warehouseId };
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
