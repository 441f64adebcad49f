import type { ProductPlatform } from './tenant';

export interface CartItem {
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
  /** Unit price in CNY at the time of the last refresh. */
  price: number;
  message: string;
  available: boolean;
}

export interface CartShop { shopId: string; shopName: string; cartItems: CartItem[] }

export interface Cart { cartShops: CartShop[]; totalQuantity: number }

export interface AddCartItemRequest { productUrl: string; productSkuId: string | null; quantity: number; message?: string }
export interface AddCartItemsRequest {
  productUrl: string;
  items: { productSkuId: string | null; quantity: number }[];
  message?: string;
}
