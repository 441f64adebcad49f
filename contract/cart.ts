import type { ProductPlatform } from './tenant';

/** A product as the shopper chose it, the same in the cart and in a purchase order: which variant, how many, at
 * what unit price, and the message to the buying agent. */
export interface ProductLine {
  id: string;
  productUrl: string;
  productId: string;
  platform: ProductPlatform;
  title: string;
  image: string;
  productSkuId: string | null;
  /** Human-readable variant, e.g. "Colour: Red; Size: M". */
  skuLabel: string;
  quantity: number;
  /** Unit price in CNY (in the cart, at the time of the last refresh). */
  price: number;
  message: string;
}

export interface CartItem extends ProductLine {
  available: boolean;
  /** price × quantity in CNY, computed by the server. */
  amount?: number;
  /** Fewest pieces the product can be ordered in (the quantity control's lower bound). */
  minQuantity?: number;
}

export interface CartShop {
  shopId: string;
  shopName: string;
  cartItems: CartItem[];
  /** Sum of the shop's item amounts in CNY. */
  totalPrice?: number;
}

export interface Cart {
  cartShops: CartShop[];
  totalQuantity: number;
  /** Sum of all item amounts in CNY, computed by the server. */
  totalPrice?: number;
}

/** Longest message to the buying agent on a cart item. */
export const CART_MESSAGE_MAX_LENGTH = 500;

export interface AddCartItemRequest {
  productUrl: string;
  productSkuId: string | null;
  quantity: number;
  message?: string;
}
export interface AddCartItemsRequest {
  productUrl: string;
  items: { productSkuId: string | null; quantity: number }[];
  message?: string;
}
/** PUT /front/cart/{id}/quantity?quantity= */
export interface CartQuantityQuery {
  quantity: number;
}
/** PUT /front/cart/{id}/message */
export interface CartMessageRequest {
  message: string;
}
