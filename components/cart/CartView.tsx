// The cart page's body. The server's answer to every change is the truth: it replaces the cart shown here, and the
// shared cart store is refreshed so the header count follows. A failed change leaves the cart as it was and tells
// the shopper why. Selection lives in the cart store (useCart().selectedIds) so it survives navigation, and in
// this browser (useCartMemory) so it survives a reload. Every change of the selection, the warehouse or the lines
// re-prices the selection on the server (useCartQuote); check out turns the selection into one purchase order and
// opens the pay dialog for it. The lines are memoised and take their handlers by line id, so a step that
// changes no line (check out, the order note, the warehouse) does not draw them again: while an order is being
// created the list is inert instead of every line being disabled one by one. It turns inert once the press of check
// out has been answered on screen: restyling the inert lines (20–40 ms on a phone) is not part of that answer. A
// line changed in between is safe: the server makes the order from the lines as they are in its cart.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import PlainAlert from '@/components/common/PlainAlert';
import PlainButton from '@/components/common/PlainButton';
import PlainCheckbox from '@/components/common/PlainCheckbox';
import PlainIcon from '@/components/common/PlainIcon';
import PlainTextButton from '@/components/common/PlainTextButton';
import { useFlagAfterPaint } from '@/components/common/useFlagAfterPaint';
import { useFormat } from '@/components/common/useFormat';
import type { Cart, CartLineStatus, CartRefreshResponse, DoorCostItem, TenantWarehouse } from '@/contract';
import { payErrorNotice } from '@/components/payments/payErrorNotice';
import { cartItems, clearCart, getCart, removeItem, updateMessage, updateQuantity } from '@/services/cart';
import { createPurchaseOrder } from '@/services/orders';
import type { Result } from '@/services/result';
import { useCart, useHttp, useNotify, useTenant } from '@/stores';
import { errorText } from '@/utils/errorText';
import DoorCostPanel from '@/components/shipping/DoorCostPanel';
import { useOpenedOnce } from '@/components/common/useOpenedOnce';
import { useProductHrefs } from '@/components/common/useProductHrefs';
import CartLine from './CartLine';
import { SHOPPING_CART_OUTLINED } from './cartIconPaths';
import styles from './CartView.module.css';
import text from './cartText.module.css';
import CartSummary from './CartSummary';
import { cartViewReducer, initialCartViewState } from './cartViewState';
import ShopGroup from './ShopGroup';
import { useCartMemory } from './useCartMemory';
import { useCartQuote } from './useCartQuote';
import { loadTranslations, withTranslationsOnDemand } from '@/services/i18n/translationsOnDemand';
import { pickWarehouse, useWarehouses } from './useWarehouses';

// Dialogs: loaded when shown or once the page runs, not with it. The pay dialog's code and words (the `payments`
// and `auth` namespaces, which the page data leaves out) are fetched ahead (when the page is idle with lines
// selected, or the pointer or focus reaches check out), so it opens without a network wait.
const loadPayDialog = withTranslationsOnDemand(
  () => import('@/components/orders/PayNewOrderDialog'),
  ['orders', 'payments', 'auth'],
);
const PayNewOrderDialog = dynamic(loadPayDialog, { ssr: false });
const ClearCartDialog = dynamic(() => import('./ClearCartDialog'), { ssr: false });

/**
 * The first lines' pictures load at once and first: a phone's first screen shows about three lines, and with few
 * lines a picture is the page's largest paint. A lazy picture would wait for the first layout before its fetch.
 */
const EAGER_THUMBS = 3;

export interface CartViewProps {
  initialCart: Cart | null;
  /** Addresses the server made for the lines it rendered (by marketplace link). */
  productHrefs?: Readonly<Record<string, string>>;
  /** The warehouses the server loaded with the page (null: the page asks for them). */
  initialWarehouses?: TenantWarehouse[] | null;
}

export default function CartView({ initialCart, productHrefs, initialWarehouses = null }: CartViewProps) {
  const { t, i18n } = useTranslation(['cart', 'payments', 'orders', 'common']);
  const format = useFormat();
  const http = useHttp();
  const notify = useNotify();
  const tenant = useTenant();
  const { refresh, selectedIds, setSelectedIds } = useCart();
  const [state, dispatch] = useReducer(cartViewReducer, initialCart, initialCartViewState);
  const { cart, busyIds, stepperKeys, checkingOut, created } = state;
  const [remark, setRemark] = useState('');
  const linesInert = useFlagAfterPaint(checkingOut);
  const exchange = tenant.exchangeInfo;
  const hrefFor = useProductHrefs(cart ? cartItems(cart).map((item) => item.productUrl) : [], productHrefs);

  const memory = useCartMemory(cart);
  const warehouses = useWarehouses(initialWarehouses);
  const warehouseId =
    warehouses.state.status === 'ready' ? pickWarehouse(warehouses.state.data, memory.warehouseId) : null;

  const onQuote = useCallback(
    (quote: CartRefreshResponse) => {
      dispatch({ type: 'quoted', cart: quote.cart });
      const kept = new Set(quote.selectedIds);
      setSelectedIds((previous) =>
        previous.every((id) => kept.has(id)) ? previous : previous.filter((id) => kept.has(id)),
      );
    },
    [setSelectedIds],
  );
  const quote = useCartQuote({ selectedIds, warehouseId, version: state.version, onAnswer: onQuote });
  const shownQuote = quote.state.data;
  const lineStatus = useMemo(() => {
    const map = new Map<string, CartLineStatus>();
    for (const line of shownQuote?.lines ?? []) map.set(line.cartItemId, line);
    return map;
  }, [shownQuote]);

  const retry = async () => {
    dispatch({ type: 'reloadStarted' });
    dispatch({ type: 'loaded', result: await getCart(http) });
  };

  // The server could not load the cart: try once in the browser.
  useEffect(() => {
    if (initialCart !== null) return;
    let live = true;
    void getCart(http).then((result) => {
      if (live) dispatch({ type: 'loaded', result });
    });
    return () => {
      live = false;
    };
  }, [initialCart, http]);

  /** Applies a change's answer; on failure keeps the cart and shows why. Returns whether it worked. */
  const apply = useCallback(
    (result: Result<Cart>): boolean => {
      if (!result.ok) {
        notify.error(errorText(t, result.error));
        return false;
      }
      dispatch({ type: 'changed', cart: result.data });
      void refresh();
      return true;
    },
    [notify, t, refresh],
  );

  const withBusy = useCallback(
    async (id: string, run: () => Promise<Result<Cart>>): Promise<boolean> => {
      dispatch({ type: 'lineBusy', id, busy: true });
      try {
        return apply(await run());
      } finally {
        dispatch({ type: 'lineBusy', id, busy: false });
      }
    },
    [apply],
  );

  const setMany = useCallback(
    (ids: readonly string[], on: boolean) =>
      setSelectedIds((prev) => {
        const next = prev.filter((id) => !ids.includes(id));
        return on ? [...next, ...ids] : next;
      }),
    [setSelectedIds],
  );

  // One handler of each kind for every line (by id), so a memoised line keeps its props from render to render.
  const selectLine = useCallback((id: string, on: boolean) => setMany([id], on), [setMany]);
  const changeQuantity = useCallback(
    async (id: string, quantity: number) => {
      const ok = await withBusy(id, () => updateQuantity(http, id, quantity));
      // The stepper may still show the refused number it was given: remount it on the kept value.
      if (!ok) dispatch({ type: 'quantityRefused', id });
    },
    [withBusy, http],
  );
  const saveMessage = useCallback(
    (id: string, message: string) => void withBusy(id, () => updateMessage(http, id, message)),
    [withBusy, http],
  );
  const remove = useCallback((id: string) => void withBusy(id, () => removeItem(http, id)), [withBusy, http]);

  // After the shopper cleared the cart, the focus goes to what is left to read (the button pressed is gone).
  const focusEmptyTitle = useRef(false);
  const runClear = async () => {
    dispatch({ type: 'clearStarted' });
    const ok = apply(await clearCart(http));
    focusEmptyTitle.current = ok;
    dispatch({ type: 'clearEnded', ok });
    if (ok) setSelectedIds([]);
  };

  const checkout = async () => {
    if (!warehouseId || selectedIds.length === 0 || checkingOut) return;
    dispatch({ type: 'checkoutStarted' });
    void loadPayDialog();
    const note = remark.trim();
    const result = await createPurchaseOrder(http, {
      cartItemIds: [...selectedIds],
      tenantWarehouseId: warehouseId,
      ...(note ? { remark: note } : {}),
    });
    if (!result.ok) {
      // A refusal is worded in the `payments` namespace, which comes with the pay dialog's code: wait for it.
      await loadTranslations(i18n, ['payments']).catch(() => undefined);
      const notice = await payErrorNotice(t, format, result.error);
      dispatch({ type: 'checkoutFailed' });
      notify.error(notice);
      return;
    }
    setRemark('');
    dispatch({ type: 'checkoutDone', order: result.data });
    const ordered = new Set(selectedIds);
    setSelectedIds((previous) => previous.filter((id) => !ordered.has(id)));
    // The ordered lines left the cart: show what is left and let the store prune the selection.
    dispatch({ type: 'loaded', result: await getCart(http) });
    void refresh();
  };

  const items = useMemo(() => (cart ? cartItems(cart) : []), [cart]);
  const eagerIds = useMemo(() => new Set(items.slice(0, EAGER_THUMBS).map((item) => item.id)), [items]);
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const selectedItems = useMemo(() => items.filter((item) => selected.has(item.id)), [items, selected]);
  // The door cost is priced again only when the selected goods change, not on every render of the page.
  const doorCostItems = useMemo<DoorCostItem[]>(
    () =>
      selectedItems.map((item) => ({
        platform: item.platform,
        productId: item.productId,
        productSkuId: item.productSkuId,
        quantity: item.quantity,
      })),
    [selectedItems],
  );

  // The same element while the selected goods stay the same, so the panel is not drawn again by a step that does
  // not change them (check out, the order note).
  const doorCost = useMemo(() => <DoorCostPanel items={doorCostItems} />, [doorCostItems]);

  const payDialog = created && <PayNewOrderDialog order={created} />;
  // The confirmation's code (MUI's dialog) loads when the shopper first asks to clear, not with every cart.
  const clearWanted = useOpenedOnce(state.clear !== 'closed');

  if (!cart) {
    return state.loadFailed ? (
      <PlainAlert
        severity="error"
        action={
          <PlainTextButton size="small" disabled={state.reloading} onClick={() => void retry()}>
            {t('common:errorState.retry')}
          </PlainTextButton>
        }
      >
        {t('cart:loadError')}
      </PlainAlert>
    ) : null;
  }

  if (items.length === 0) {
    return (
      <div className={styles.empty} data-testid="cart-empty">
        <PlainIcon d={SHOPPING_CART_OUTLINED} size="inherit" className={styles.emptyIcon} />
        <p
          className={`${text.heading} ${styles.emptyTitle}`}
          tabIndex={-1}
          ref={(title) => {
            if (!title || !focusEmptyTitle.current) return;
            focusEmptyTitle.current = false;
            title.focus();
          }}
        >
          {t('cart:empty.title')}
        </p>
        <PlainButton href="/" variant="contained" className={styles.emptyAction}>
          {t('cart:empty.action')}
        </PlainButton>
        {payDialog}
      </div>
    );
  }

  const allIds = items.map((item) => item.id);
  const allSelected = allIds.every((id) => selected.has(id));
  const someSelected = allIds.some((id) => selected.has(id));
  const unavailableCount = selectedItems.filter((item) => {
    const status = lineStatus.get(item.id);
    return status ? !status.available : !item.available;
  }).length;

  return (
    <div className={styles.layout}>
      <div className={styles.lines} inert={linesInert} aria-busy={checkingOut}>
        <div className={styles.toolbar}>
          <PlainCheckbox
            label={t('cart:selectAll')}
            checked={allSelected}
            indeterminate={someSelected && !allSelected}
            onChange={(e) => setMany(allIds, e.target.checked)}
          />
          <PlainTextButton className={styles.clear} onClick={() => dispatch({ type: 'clearAsked' })}>
            {t('cart:clear')}
          </PlainTextButton>
        </div>
        {cart.cartShops.map((shop) => (
          <ShopGroup
            key={shop.shopId}
            shop={shop}
            selected={selected}
            onSelectShop={(on) =>
              setMany(
                shop.cartItems.map((item) => item.id),
                on,
              )
            }
          >
            {shop.cartItems.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                status={selected.has(item.id) ? (lineStatus.get(item.id) ?? null) : null}
                href={hrefFor(item.productUrl)}
                exchange={exchange}
                selected={selected.has(item.id)}
                busy={busyIds.has(item.id)}
                stepperKey={stepperKeys[item.id] ?? 0}
                onSelect={selectLine}
                onQuantity={changeQuantity}
                onMessage={saveMessage}
                onRemove={remove}
                eager={eagerIds.has(item.id)}
              />
            ))}
          </ShopGroup>
        ))}
      </div>
      <CartSummary
        selectedCount={selectedItems.length}
        unavailableCount={unavailableCount}
        warehouses={warehouses.state}
        warehouseId={warehouseId}
        onWarehouse={memory.setWarehouseId}
        onRetryWarehouses={warehouses.retry}
        quote={quote.state}
        onRetryQuote={quote.retry}
        remark={remark}
        onRemark={setRemark}
        checkingOut={checkingOut}
        onCheckout={() => void checkout()}
        onCheckoutIntent={loadPayDialog}
        doorCost={doorCost}
      />
      {clearWanted && (
        <ClearCartDialog
          open={state.clear !== 'closed'}
          busy={state.clear === 'clearing'}
          onCancel={() => dispatch({ type: 'clearCancelled' })}
          onConfirm={() => void runClear()}
        />
      )}
      {payDialog}
    </div>
  );
}
