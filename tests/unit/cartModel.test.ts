import type { Cart, CartItem } from '@/contract';
import { cartCount, normalizeCart, pruneSelection } from '@/services/cart';

function item(id: string, quantity: number): CartItem {
  return {
    id,
    quantity,
    productUrl: '',
    productId: '',
    platform: 'Taobao',
    title: '',
    image: '',
    productSkuId: null,
    skuLabel: '',
    price: 1,
    message: '',
    available: true,
  };
}

const cart: Cart = {
  cartShops: [
    { shopId: 's1', shopName: 'A', cartItems: [item('a', 2), item('b', 1)] },
    { shopId: 's2', shopName: 'B', cartItems: [item('c', 5)] },
  ],
  totalQuantity: 8,
};

describe('cart model', () => {
  it('counts items (lines), not the pieces they add up to', () => {
    expect(cartCount(cart)).toBe(3);
    expect(cartCount({ cartShops: [], totalQuantity: 0 })).toBe(0);
  });

  it('prunes the selection to items still in the cart', () => {
    expect(pruneSelection(['c', 'gone', 'a'], cart)).toEqual(['c', 'a']);
    expect(pruneSelection(['x'], { cartShops: [], totalQuantity: 0 })).toEqual([]);
  });

  it('accepts the older `shops` field and missing item lists', () => {
    const normalised = normalizeCart({
      shops: [{ shopId: 's', shopName: 'S', cartItems: undefined as unknown as CartItem[] }],
    });
    expect(normalised).toEqual({ cartShops: [{ shopId: 's', shopName: 'S', cartItems: [] }], totalQuantity: 0 });
    expect(normalizeCart(null)).toEqual({ cartShops: [], totalQuantity: 0 });
  });
});
