// The shopper's cart and the selected item ids. The count in the header is the number of items (lines). After every sync
// the selection is pruned to items still in the cart. A failed sync is only logged: the header must not toast
// because a background refresh failed.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type SetStateAction,
} from 'react';
import type { Cart } from '@/contract';
import { cartCount, EMPTY_CART, getCart, pruneSelection } from '@/services/cart';
import type { Result } from '@/services/result';
import { readSessionCookies } from '@/utils/cookies';
import { useHttp } from './http';

export interface CartState {
  cart: Cart;
  count: number;
  /** Reloads the cart (empties it when nobody is logged in). Never throws. */
  refresh: () => Promise<void>;
  selectedIds: string[];
  setSelectedIds: (ids: SetStateAction<string[]>) => void;
  /** Empties the cart and the selection locally (logout, expired session). */
  clear: () => void;
}

/** What changes the cart without reading it: stable for the provider's lifetime. */
export type CartActions = Pick<CartState, 'refresh' | 'setSelectedIds' | 'clear'>;

const CartContext = createContext<CartState | null>(null);
// A component that only changes the cart (add to cart, login, logout) reads this one, so a new cart or selection
// does not re-render it: on the product page that re-render was the whole page, right after every add.
const CartActionsContext = createContext<CartActions | null>(null);

export function CartProvider({ initialLoggedIn, children }: { initialLoggedIn: boolean; children: ReactNode }) {
  const http = useHttp();
  const [cart, setCart] = useState<Cart>(EMPTY_CART);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);

  const clear = useCallback(() => {
    setCart(EMPTY_CART);
    setSelectedIds([]);
  }, []);

  const apply = useCallback((result: Result<Cart>) => {
    if (!result.ok) {
      console.warn(`[cart] sync failed: ${result.error.code}`);
      return;
    }
    setCart(result.data);
    setSelectedIds((previous) => pruneSelection(previous, result.data));
  }, []);

  const refresh = useCallback(async () => {
    if (!readSessionCookies().loggedIn) {
      clear();
      return;
    }
    apply(await getCart(http));
  }, [http, clear, apply]);

  // First sync on mount; later ones are driven by login, visibility and the pages that change the cart.
  const firstHttp = useRef(http);
  useEffect(() => {
    if (!initialLoggedIn) return;
    let live = true;
    void getCart(firstHttp.current).then((result) => {
      if (live) apply(result);
    });
    return () => {
      live = false;
    };
  }, [initialLoggedIn, apply]);

  const value = useMemo<CartState>(
    () => ({ cart, count: cartCount(cart), refresh, selectedIds, setSelectedIds, clear }),
    [cart, refresh, selectedIds, clear],
  );
  const actions = useMemo<CartActions>(() => ({ refresh, setSelectedIds, clear }), [refresh, clear]);
  return (
    <CartActionsContext.Provider value={actions}>
      <CartContext.Provider value={value}>{children}</CartContext.Provider>
    </CartActionsContext.Provider>
  );
}

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart() outside CartProvider');
  return state;
}

export function useCartActions(): CartActions {
  const actions = useContext(CartActionsContext);
  if (!actions) throw new Error('useCartActions() outside CartProvider');
  return actions;
}
