// The server-side loader of /cart (inside withPage, which has already sent logged-out shoppers to login): the
// cart as the API holds it, and the tenant's warehouses in China, asked together. A failure other than an expired
// login is not fatal: the page loads the cart or the warehouses itself and offers a retry.
import type { Cart, TenantWarehouse } from '@/contract';
import { expiredLoginRedirect } from '@/services/server/session/expiredLogin';
import { cartItems, getCart, getChinaWarehouses } from '@/services/cart';
import { runtimeConfig } from '@/services/server/runtimeConfig';
import type { PageLoader } from '@/services/server/withPage';
import { productHrefsFor } from '@/utils/productHref';

export interface CartPageProps extends Record<string, unknown> {
  initialCart: Cart | null;
  /** The lines' product addresses (marketplace link → /product?url=…), made here so the page needs no cipher. */
  productHrefs: Record<string, string>;
  /** The warehouses goods can go to, so the summary's choice and its address are in the page's first HTML and the
   * selection can be priced as soon as the page runs; null when the server could not ask. */
  initialWarehouses: TenantWarehouse[] | null;
}

/** The addresses of the server-rendered cart lines. */
export function cartLineHrefs(cart: Cart, key: string): Record<string, string> {
  return productHrefsFor(cartItems(cart), key);
}

export const loadCartPage: PageLoader<CartPageProps> = async (ctx, { http }) => {
  const [result, warehouses] = await Promise.all([getCart(http), getChinaWarehouses(http)]);
  const initialWarehouses = warehouses.ok ? warehouses.data : null;
  if (!warehouses.ok && warehouses.error.status !== 401) {
    console.warn(`[cart] warehouses load failed: ${warehouses.error.code}`);
  }
  if (result.ok) {
    return {
      props: {
        initialCart: result.data,
        productHrefs: cartLineHrefs(result.data, runtimeConfig().productLinkKey),
        initialWarehouses,
      },
    };
  }
  if (result.error.status === 401) return expiredLoginRedirect(ctx);
  console.warn(`[cart] cart load failed: ${result.error.code}`);
  return { props: { initialCart: null, productHrefs: {}, initialWarehouses } };
};
