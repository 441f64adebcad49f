// Keeps the cart page's selection and warehouse across reloads (cartMemory.ts): restores them once when the page
// opens (the selection pruned to lines the cart has), then writes every change. Until restored nothing is
// written, so the empty first render never overwrites what was remembered.
import { useEffect, useRef, useState } from 'react';
import type { Cart } from '@/contract';
import { cartItems } from '@/services/cart';
import { useCart, useSession, useTenant } from '@/stores';
import { memoryKey, readCartMemory, writeCartMemory } from './cartMemory';

export function useCartMemory(cart: Cart | null) {
  const tenant = useTenant();
  const { profile } = useSession();
  const { selectedIds, setSelectedIds } = useCart();
  const key = profile ? memoryKey(tenant.id, profile.id) : null;
  // Read at once: the warehouse choice is only shown once the warehouses have loaded in the browser, so the
  // server's render (no storage) and the first browser render agree.
  const [warehouseId, setWarehouseId] = useState<string | null>(() => (key ? readCartMemory(key).warehouseId : null));
  const restoredFor = useRef<string | null>(null);

  useEffect(() => {
    if (!key || !cart || restoredFor.current === key) return;
    restoredFor.current = key;
    const memory = readCartMemory(key);
    const present = new Set(cartItems(cart).map((item) => item.id));
    const kept = memory.selectedIds.filter((id) => present.has(id));
    // A selection made in this visit (e.g. before a reload of the page's data) wins over the remembered one.
    setSelectedIds((current) => (current.length > 0 ? current : kept));
  }, [key, cart, setSelectedIds]);

  useEffect(() => {
    if (!key || restoredFor.current !== key) return;
    writeCartMemory(key, { selectedIds, warehouseId });
  }, [key, selectedIds, warehouseId]);

  return { warehouseId, setWarehouseId };
}
