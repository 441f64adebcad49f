// The server-side loader of /cart (inside withPage, which has already sent logged-out shoppers to login): the
// cart as the API holds it. A failure other than an expired login is not fatal: the page loads the cart itself and
// offers a retry.
import type { Cart } from '@/contract';
import { expiredLoginRedirect } from '@/services/server/session/expiredLogin';
import { cartItems, getCart } from '@/services/cart';
import { runtimeConfig } from '@/services/server/runtimeConfig';
import type { PageLoader } from '@/services/server/withPage';
import { productHrefsFor } from '@/utils/productHref';

export interface CartPageProps extends Record<string, unknown> {
  initialCart: Cart | null;
  /** The lines' product addresses (marketplace link → /product?url=…), made here so the page needs no cipher. */
  productHrefs: Record<string, string>;
}

/** The addresses of the server-rendered cart lines. */
export function cartLineHrefs(cart: Cart, key: string): Record<string, string> {
  return productHrefsFor(cartItems(cart), key);
}

export const loadCartPage: PageLoader<CartPageProps> = async (ctx, { http }) => {
  const result = await getCart(http);
  if (result.ok) {
    return {
      props: { initialCart: result.data, productHrefs: cartLineHrefs(result.data, runtimeConfig().productLinkKey) },
    };
  }
  if (result.error.status === 401) return expiredLoginRedirect(ctx);
  console.warn(`[cart] cart load failed: ${result.error.code}`);
  return { props: { initialCart: null, productHrefs: {} } };
};
