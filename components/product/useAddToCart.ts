// Adding to the cart needs a login: a visitor goes to login and comes back to this page, and what they chose
// (variants, quantities, message) is kept on the way (pendingCartAdd.ts) and added once they are back logged in,
// with a message saying so. One variant goes through POST /front/cart, several through POST /front/cart/multiple.
// Success resyncs the cart, so the header count updates, and answers true: the page shows and focuses its own
// confirmation (AddedToCartNotice). A failure toasts the shopper-facing text of the error (utils/errorText).
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { addCartItem, addCartItems } from '@/services/cart';
import { useCartActions, useHttp, useNotify, useSession } from '@/stores';
import { errorText } from '@/utils/errorText';
import { loginUrl } from '@/utils/request';
import { rememberPendingCartAdd, takePendingCartAdd } from './pendingCartAdd';

export interface CartLine {
  productSkuId: string | null;
  quantity: number;
}

export function useAddToCart(productUrl: string) {
  const { t } = useTranslation('product');
  const router = useRouter();
  const http = useHttp();
  const notify = useNotify();
  const session = useSession();
  const cart = useCartActions();
  const [adding, setAdding] = useState(false);

  /**
   * Adds the lines; a visitor's lines (if any were chosen) are kept for after login, and the visitor sent there.
   * `announce` is toasted on success where the page shows no confirmation of its own (the add after login).
   */
  async function add(lines: readonly CartLine[], message: string, announce?: string): Promise<boolean> {
    if (!session.loggedIn) {
      if (lines.length > 0) rememberPendingCartAdd({ productUrl, lines: lines.map((l) => ({ ...l })), message });
      await router.push(loginUrl(router.asPath));
      return false;
    }
    if (lines.length === 0 || adding) return false;
    setAdding(true);
    const note = message.trim();
    const [single] = lines;
    const result =
      lines.length === 1 && single
        ? await addCartItem(http, {
            productUrl,
            productSkuId: single.productSkuId,
            quantity: single.quantity,
            ...(note ? { message: note } : {}),
          })
        : await addCartItems(http, {
            productUrl,
            items: lines.map((l) => ({ productSkuId: l.productSkuId, quantity: l.quantity })),
            ...(note ? { message: note } : {}),
          });
    setAdding(false);
    if (!result.ok) {
      // An expired session is already handled (one notification, redirect) by the http client.
      if (result.error.status !== 401) notify.error(errorText(t, result.error));
      return false;
    }
    if (announce) notify.success(announce);
    await cart.refresh();
    return true;
  }

  // Back from login: add what was chosen before it, once (taking it removes it).
  const addRef = useRef(add);
  useEffect(() => {
    addRef.current = add;
  });
  useEffect(() => {
    if (!session.loggedIn) return;
    const pending = takePendingCartAdd(productUrl);
    if (pending) void addRef.current(pending.lines, pending.message, t('cart.addedAfterLogin'));
  }, [session.loggedIn, productUrl, t]);

  return { add, adding, loggedIn: session.loggedIn };
}
