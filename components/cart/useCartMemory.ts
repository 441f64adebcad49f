// Keeps the cart page's selection and warehouse across reloads (cartMemory.ts): restores them once when the page
// opens (the selection pruned to lines the cart has), then writes every change. Until restored nothing is
// written, so the empty first render never overwrites what was remembered. Lines are selected by default: every
// line the page has not shown before (all of them on a first visit) joins the selection, so Check out is ready
// at once; a line the shopper unticked stays unticked.
import { useEffect, useRef, useState } from 'react';
import type { Cart } from '@/contract';
import { cartItems } from '@/services/cart';
import { useCart, useSession, useTenant } from '@/stores';
import { memoryKey, readCartMemory, writeCartMemory, type CartMemory } from './cartMemory';

/** The selection a page opening shows: this visit's selection (e.g. made before the page's data reloaded) or else
 *  the remembered one, pruned to lines the cart has, plus every line that can be bought and was not shown before. */
export function restoredSelection(cart: Cart, memory: CartMemory, current: readonly string[]): string[] {
  const items = cartItems(cart);
  const present = new Set(items.map((item) => item.id));
  const known = new Set(memory.knownIds);
  const base = (current.length > 0 ? current : memory.selectedIds).filter((id) => present.has(id));
  const chosen = new Set(base);
  const fresh = items
    .filter((item) => item.available && !known.has(item.id) && !chosen.has(item.id))
    .map((item) => item.id);
  return [...base, ...fresh];
}

export function useCartMemory(cart: Cart | null) {
  const tenant = useTenant();
  const { profile } = useSession();
  const { selectedIds, setSelectedIds } = useCart();
  const key = profile ? memoryKey(tenant.id, profile.id) : null;
  // Restored after mount with the selection, never in the first render: the server draws the warehouse choice
  // (the page's data brings the warehouses) without this browser's storage, and hydration must draw the same.
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  const restoredFor = useRef<string | null>(null);

  useEffect(() => {
    if (!key || !cart || restoredFor.current === key) return;
    restoredFor.current = key;
    const remembered = readCartMemory(key);
    setSelectedIds((current) => restoredSelection(cart, remembered, current));
    setWarehouseId((current) => current ?? remembered.warehouseId);
  }, [key, cart, setSelectedIds]);

  useEffect(() => {
    if (!key || !cart || restoredFor.current !== key) return;
    writeCartMemory(key, { selectedIds, knownIds: cartItems(cart).map((item) => item.id), warehouseId });
  }, [key, cart, selectedIds, warehouseId]);

  return { warehouseId, setWarehouseId };
}
