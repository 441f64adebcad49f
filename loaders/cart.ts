// The server-side loader of /cart (inside withPage, which has already sent logged-out shoppers to login): the
// cart as the API holds it. A failure other than an expired login is not fatal: the page loads the cart itself and
// offers a retry.
import type { Cart } from '@/contract';
import { expiredLoginRedirect } from '@/components/account/expiredLogin';
import { getCart } from '@/services/cart';
import type { PageLoader } from '@/services/server/withPage';

export interface CartPageProps extends Record<string, unknown> {
  initialCart: Cart | null;
}

export const loadCartPage: PageLoader<CartPageProps> = async (ctx, { http }) => {
  const result = await getCart(http);
  if (result.ok) return { props: { initialCart: result.data } };
  if (result.error.status === 401) return expiredLoginRedirect(ctx);
  console.warn(`[cart] cart load failed: ${result.error.code}`);
  return { props: { initialCart: null } };
};
