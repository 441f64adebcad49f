// The server-side loader of /cart (inside withPage, which has already sent logged-out shoppers to login): the
// cart as the API holds it, plus the product page addresses of its lines. The link cipher has a random salt, so
// the addresses are made once here and sent with the page (the same markup on hydration). A failure other than
// an expired login is not fatal: the page loads the cart itself and offers a retry.
import type { Cart } from '@/contract';
import { expiredLoginRedirect } from '@/components/account/expiredLogin';
import { cartItems, getCart } from '@/services/cart';
import { runtimeConfig } from '@/services/server/runtimeConfig';
import type { PageLoader } from '@/services/server/withPage';
import { productHrefs } from '@/utils/productHref';

export interface CartPageProps extends Record<string, unknown> {
  initialCart: Cart | null;
  /** Product page address by product link, for the lines of `initialCart`. */
  initialHrefs: Record<string, string>;
}

export const loadCartPage: PageLoader<CartPageProps> = async (ctx, { http }) => {
  const result = await getCart(http);
  if (result.ok) {
    const urls = cartItems(result.data).map((item) => item.productUrl);
    return { props: { initialCart: result.data, initialHrefs: productHrefs(urls, runtimeConfig().productLinkKey) } };
  }
  if (result.error.status === 401) return expiredLoginRedirect(ctx);
  console.warn(`[cart] cart load failed: ${result.error.code}`);
  return { props: { initialCart: null, initialHrefs: {} } };
};
