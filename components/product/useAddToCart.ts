// Adding to the cart needs a login: a visitor goes to login and comes back to this page. One variant goes through
// POST /front/cart, several through POST /front/cart/multiple. Success resyncs the cart, so the header count
// updates, and answers true: the page shows and focuses its own confirmation (AddedToCartNotice). A failure
// toasts the shopper-facing text of the error (utils/errorText).
import { useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { addCartItem, addCartItems } from '@/services/cart';
import { useCart, useHttp, useNotify, useSession } from '@/stores';
import { errorText } from '@/utils/errorText';
import { loginUrl } from '@/utils/request';

export interface CartLine { productSkuId: string | null; quantity: number }

export function useAddToCart(productUrl: string) {
  const { t } = useTranslation('product');
  const router = useRouter();
  const http = useHttp();
  const notify = useNotify();
  const session = useSession();
  const cart = useCart();
  const [adding, setAdding] = useState(false);

  async function add(lines: readonly CartLine[], message: string): Promise<boolean> {
    if (!session.loggedIn) {
      await router.push(loginUrl(router.asPath));
      return false;
    }
    if (lines.length === 0 || adding) return false;
    setAdding(true);
    const note = message.trim();
    const [single] = lines;
    const result = lines.length === 1 && single
      ? await addCartItem(http, { productUrl, productSkuId: single.productSkuId, quantity: single.quantity, ...(note ? { message: note } : {}) })
      : await addCartItems(http, { productUrl, items: lines.map((l) => ({ productSkuId: l.productSkuId, quantity: l.quantity })), ...(note ? { message: note } : {}) });
    setAdding(false);
    if (!result.ok) {
      // An expired session is already handled (one notification, redirect) by the http client.
      if (result.error.status !== 401) notify.error(errorText(t, result.error));
      return false;
    }
    await cart.refresh();
    return true;
  }

  return { add, adding, loggedIn: session.loggedIn };
}
