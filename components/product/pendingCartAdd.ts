// A visitor's Add to cart, kept in this tab while they log in: the product, the chosen variants with their
// quantities and the message to the agent. The product page takes it once the shopper is back logged in and adds
// it then, so the choice is not lost on the way through login. Taking removes it, so it is added once; it is
// dropped after 30 minutes (a choice made long ago is not what the shopper expects to find in the cart). Storage
// may be missing, full or hold anything: reads fall back to nothing and writes are best effort.

export interface PendingCartAdd {
  productUrl: string;
  lines: { productSkuId: string | null; quantity: number }[];
  message: string;
  savedAt: number;
}

const KEY = 'pending-cart-add';
export const PENDING_CART_ADD_TTL_MS = 30 * 60_000;
/** More variants than any product offers at once: anything longer is not ours. */
const MAX_LINES = 200;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberPendingCartAdd(add: Omit<PendingCartAdd, 'savedAt'>, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...add, savedAt: now }));
  } catch {
    // Full or blocked: the visitor chooses again after login.
  }
}

function isLine(value: unknown): value is PendingCartAdd['lines'][number] {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    (line.productSkuId === null || typeof line.productSkuId === 'string') &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0
  );
}

/** The kept add for this product, removed from storage; null when there is none, it is stale or malformed. */
export function takePendingCartAdd(productUrl: string, now = Date.now()): PendingCartAdd | null {
  const store = storage();
  let raw: string | null = null;
  try {
    raw = store?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  let value: Partial<PendingCartAdd> | null;
  try {
    value = JSON.parse(raw) as Partial<PendingCartAdd> | null;
  } catch {
    value = null;
  }
  // Another product's add stays for when the shopper is back on that product.
  if (
    value &&
    value.productUrl !== productUrl &&
    typeof value.savedAt === 'number' &&
    now - value.savedAt <= PENDING_CART_ADD_TTL_MS
  ) {
    return null;
  }
  try {
    store?.removeItem(KEY);
  } catch {
    // Nothing more to do: a stale entry is ignored next time too.
  }
  if (!value || value.productUrl !== productUrl || typeof value.savedAt !== 'number') return null;
  if (now - value.savedAt > PENDING_CART_ADD_TTL_MS || now < value.savedAt) return null;
  const lines = Array.isArray(value.lines) ? value.lines.filter(isLine).slice(0, MAX_LINES) : [];
  if (lines.length === 0) return null;
  return { productUrl, lines, message: typeof value.message === 'string' ? value.message : '', savedAt: value.savedAt };
}
