// Cart calls (/front/cart, the refresh with the selection's amounts, the warehouses goods go to) and the two
// facts the header needs from a cart: its item (line) count and which selected ids still exist.
import type {
  AddCartItemRequest,
  AddCartItemsRequest,
  Cart,
  CartItem,
  CartRefreshRequest,
  CartRefreshResponse,
  TenantWarehouse,
} from '@/contract';
import type { Http } from './http';
import { call, mapResult, type Result } from './result';

const base = '/front/cart';

export const EMPTY_CART: Cart = { cartShops: [], totalQuantity: 0 };

/** Accepts `cartShops` or the older `shops` field and drops malformed entries. */
export function normalizeCart(raw: (Partial<Cart> & { shops?: Cart['cartShops'] }) | null | undefined): Cart {
  const shops = (raw?.cartShops ?? raw?.shops ?? []).map((shop) => ({ ...shop, cartItems: shop.cartItems ?? [] }));
  const totalQuantity = shops.reduce(
    (sum, shop) => sum + shop.cartItems.reduce((n, item) => n + (Number(item.quantity) || 0), 0),
    0,
  );
  return { cartShops: shops, totalQuantity };
}

export function cartItems(cart: Cart): CartItem[] {
  return cart.cartShops.flatMap((shop) => shop.cartItems);
}

/** The header's count: the number of items (cart lines), not the pieces they add up to, as the spec's cart link
 *  counts them: two lines of three pieces each read "Cart (2)". */
export function cartCount(cart: Cart): number {
  return cartItems(cart).length;
}

/** Selected ids that still exist in the cart, in their original order. */
export function pruneSelection(selectedIds: readonly string[], cart: Cart): string[] {
  const present = new Set(cartItems(cart).map((item) => item.id));
  return selectedIds.filter((id) => present.has(id));
}

export async function getCart(http: Http): Promise<Result<Cart>> {
  return mapResult(await call<Cart>(http.get(base)), normalizeCart);
}

export function addCartItem(http: Http, body: AddCartItemRequest): Promise<Result<unknown>> {
  return call(http.post<unknown>(base, body));
}

export function addCartItems(http: Http, body: AddCartItemsRequest): Promise<Result<unknown>> {
  return call(http.post<unknown>(`${base}/multiple`, body));
}

// Every change answers the whole cart: the caller replaces what it shows with it (the server is the truth).

// The quantity travels in the query and the request has no body: axios would send a null body as an empty form,
// which the API refuses as an unsupported content type.
export async function updateQuantity(http: Http, id: string, quantity: number): Promise<Result<Cart>> {
  return mapResult(
    await call<Cart>(http.put(`${base}/${encodeURIComponent(id)}/quantity`, undefined, { params: { quantity } })),
    normalizeCart,
  );
}

export async function updateMessage(http: Http, id: string, message: string): Promise<Result<Cart>> {
  return mapResult(await call<Cart>(http.put(`${base}/${encodeURIComponent(id)}/message`, { message })), normalizeCart);
}

export async function removeItem(http: Http, id: string): Promise<Result<Cart>> {
  return mapResult(await call<Cart>(http.delete(`${base}/${encodeURIComponent(id)}`)), normalizeCart);
}

export async function clearCart(http: Http): Promise<Result<Cart>> {
  return mapResult(await call<Cart>(http.delete(base)), normalizeCart);
}

/**
 * Re-prices the selected lines from the marketplace for the chosen warehouse: the whole cart with `available`
 * updated, which selected ids still exist, why a line cannot be bought, and the selection's amounts.
 */
export async function refreshCart(http: Http, body: CartRefreshRequest): Promise<Result<CartRefreshResponse>> {
  return mapResult(await call<CartRefreshResponse>(http.post(`${base}/refresh`, body)), (data) => ({
    ...data,
    cart: normalizeCart(data.cart),
  }));
}

/** The tenant's warehouses in China: where the sellers send the goods of an order. */
export function getChinaWarehouses(http: Http): Promise<Result<TenantWarehouse[]>> {
  return call<TenantWarehouse[]>(http.get('/front/tenant-warehouses', { params: { warehouseRegion: 'CHINA' } }));
}
