// The cart page's body. The server's answer to every change is the truth: it replaces the cart shown here, and the
// shared cart store is refreshed so the header count follows. A failed change leaves the cart as it was and tells
// the shopper why. Selection lives in the cart store (useCart().selectedIds) so it survives navigation, and in
// this browser (useCartMemory) so it survives a reload. Every change of the selection, the warehouse or the lines
// re-prices the selection on the server (useCartQuote); check out turns the selection into one purchase order and
// opens the pay dialog for it.
import { useCallback, useEffect, useMemo, useState } from 'react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { Cart, CartLineStatus, CartRefreshResponse, PurchaseOrder } from '@/contract';
import { payErrorText } from '@/components/payments/payErrors';
import {
  cartItems, clearCart, getCart, removeItem, updateMessage, updateQuantity,
} from '@/services/cart';
import { createPurchaseOrder } from '@/services/orders';
import type { Result } from '@/services/result';
import { useCart, useHttp, useNotify, useTenant } from '@/stores';
import { errorText } from '@/utils/errorText';
import DoorCostPanel from '@/components/shipping/DoorCostPanel';
import { useProductHrefs } from '@/components/common/useProductHrefs';
import CartLine from './CartLine';
import CartSummary from './CartSummary';
import ShopGroup from './ShopGroup';
import { useCartMemory } from './useCartMemory';
import { useCartQuote } from './useCartQuote';
import { pickWarehouse, useWarehouses } from './useWarehouses';

// Dialogs: loaded when shown (the pay dialog after checkout) or once the page runs, not with it.
const PayNewOrderDialog = dynamic(() => import('@/components/orders/PayNewOrderDialog'), { ssr: false });
const ClearCartDialog = dynamic(() => import('./ClearCartDialog'), { ssr: false });

export interface CartViewProps {
  initialCart: Cart | null;
  /** Addresses the server made for the lines it rendered (by marketplace link). */
  productHrefs?: Readonly<Record<string, string>>;
}

export default function CartView({ initialCart, productHrefs }: CartViewProps) {
  const { t } = useTranslation(['cart', 'payments', 'orders', 'common']);
  const format = useFormat();
  const http = useHttp();
  const notify = useNotify();
  const tenant = useTenant();
  const { refresh, selectedIds, setSelectedIds } = useCart();
  const [cart, setCart] = useState<Cart | null>(initialCart);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [stepperKeys, setStepperKeys] = useState<Record<string, number>>({});
  const [confirmClear, setConfirmClear] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [reloading, setReloading] = useState(false);
  // Bumped after every change to the lines, so the selection is priced again.
  const [version, setVersion] = useState(0);
  const [remark, setRemark] = useState('');
  const [checkingOut, setCheckingOut] = useState(false);
  const [created, setCreated] = useState<PurchaseOrder | null>(null);
  const exchange = tenant.exchangeInfo;
  const hrefFor = useProductHrefs(cart ? cartItems(cart).map((item) => item.productUrl) : [], productHrefs);

  const memory = useCartMemory(cart);
  const warehouses = useWarehouses();
  const warehouseId = warehouses.state.status === 'ready' ? pickWarehouse(warehouses.state.data, memory.warehouseId) : null;

  const onQuote = useCallback((quote: CartRefreshResponse) => {
    setCart(quote.cart);
    const kept = new Set(quote.selectedIds);
    setSelectedIds((previous) => (previous.every((id) => kept.has(id)) ? previous : previous.filter((id) => kept.has(id))));
  }, [setSelectedIds]);
  const quote = useCartQuote({ selectedIds, warehouseId, version, onAnswer: onQuote });
  const shownQuote = quote.state.data;
  const lineStatus = useMemo(() => {
    const map = new Map<string, CartLineStatus>();
    for (const line of shownQuote?.lines ?? []) map.set(line.cartItemId, line);
    return map;
  }, [shownQuote]);

  const show = useCallback((result: Result<Cart>) => {
    setLoadFailed(!result.ok);
    if (result.ok) setCart(result.data);
  }, []);

  const retry = async () => {
    setReloading(true);
    show(await getCart(http));
    setReloading(false);
  };

  // The server could not load the cart: try once in the browser.
  useEffect(() => {
    if (initialCart !== null) return;
    let live = true;
    void getCart(http).then((result) => {
      if (live) show(result);
    });
    return () => {
      live = false;
    };
  }, [initialCart, http, show]);

  /** Applies a change's answer; on failure keeps the cart and shows why. Returns whether it worked. */
  const apply = useCallback((result: Result<Cart>): boolean => {
    if (!result.ok) {
      notify.error(errorText(t, result.error));
      return false;
    }
    setCart(result.data);
    setVersion((v) => v + 1);
    void refresh();
    return true;
  }, [notify, t, refresh]);

  const withBusy = useCallback(async (id: string, run: () => Promise<Result<Cart>>): Promise<boolean> => {
    setBusyIds((prev) => new Set(prev).add(id));
    try {
      return apply(await run());
    } finally {
      setBusyIds((prev) => {
        const next = new Set(prev);
        next.delete(id);
        return next;
      });
    }
  }, [apply]);

  const changeQuantity = async (id: string, quantity: number) => {
    const ok = await withBusy(id, () => updateQuantity(http, id, quantity));
    // The stepper may still show the refused number it was given: remount it on the kept value.
    if (!ok) setStepperKeys((prev) => ({ ...prev, [id]: (prev[id] ?? 0) + 1 }));
  };

  const runClear = async () => {
    setClearing(true);
    const ok = apply(await clearCart(http));
    setClearing(false);
    if (ok) {
      setConfirmClear(false);
      setSelectedIds([]);
    }
  };

  const checkout = async () => {
    if (!warehouseId || selectedIds.length === 0 || checkingOut) return;
    setCheckingOut(true);
    const note = remark.trim();
    const result = await createPurchaseOrder(http, {
      cartItemIds: [...selectedIds], tenantWarehouseId: warehouseId, ...(note ? { remark: note } : {}),
    });
    setCheckingOut(false);
    if (!result.ok) {
      notify.error(payErrorText(t, format, result.error).text);
      // A line may have become unavailable: price the selection again so it is flagged.
      setVersion((v) => v + 1);
      return;
    }
    setRemark('');
    setCreated(result.data);
    const ordered = new Set(selectedIds);
    setSelectedIds((previous) => previous.filter((id) => !ordered.has(id)));
    // The ordered lines left the cart: show what is left and let the store prune the selection.
    show(await getCart(http));
    void refresh();
  };

  const payDialog = created && <PayNewOrderDialog order={created} />;

  if (!cart) {
    return loadFailed ? (
      <Alert severity="error" action={<Button color="inherit" size="small" disabled={reloading} onClick={() => void retry()}>{t('common:errorState.retry')}</Button>}>
        {t('cart:loadError')}
      </Alert>
    ) : null;
  }

  const items = cartItems(cart);
  if (items.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 8, px: 2 }} data-testid="cart-empty">
        <ShoppingCartOutlinedIcon sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>{t('cart:empty.title')}</Typography>
        <Button component={NextLink} href="/" variant="contained" sx={{ mt: 2 }}>{t('cart:empty.action')}</Button>
        {payDialog}
      </Box>
    );
  }

  const selected = new Set(selectedIds);
  const allIds = items.map((item) => item.id);
  const allSelected = allIds.every((id) => selected.has(id));
  const someSelected = allIds.some((id) => selected.has(id));
  const setMany = (ids: string[], on: boolean) =>
    setSelectedIds((prev) => {
      const next = prev.filter((id) => !ids.includes(id));
      return on ? [...next, ...ids] : next;
    });
  const selectedItems = items.filter((item) => selected.has(item.id));
  const unavailableCount = selectedItems.filter((item) => {
    const status = lineStatus.get(item.id);
    return status ? !status.available : !item.available;
  }).length;

  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' }, alignItems: 'start', py: { xs: 1, sm: 2 } }}>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <FormControlLabel
            label={t('cart:selectAll')}
            control={(
              <Checkbox
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                onChange={(e) => setMany(allIds, e.target.checked)}
              />
            )}
          />
          <Button color="error" onClick={() => setConfirmClear(true)}>{t('cart:clear')}</Button>
        </Box>
        {cart.cartShops.map((shop) => (
          <ShopGroup
            key={shop.shopId}
            shop={shop}
            selected={selected}
            onSelectShop={(on) => setMany(shop.cartItems.map((item) => item.id), on)}
          >
            {shop.cartItems.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                status={selected.has(item.id) ? lineStatus.get(item.id) ?? null : null}
                href={hrefFor(item.productUrl)}
                exchange={exchange}
                selected={selected.has(item.id)}
                busy={busyIds.has(item.id) || checkingOut}
                stepperKey={stepperKeys[item.id] ?? 0}
                onSelect={(on) => setMany([item.id], on)}
                onQuantity={(quantity) => void changeQuantity(item.id, quantity)}
                onMessage={(message) => void withBusy(item.id, () => updateMessage(http, item.id, message))}
                onRemove={() => void withBusy(item.id, () => removeItem(http, item.id))}
              />
            ))}
          </ShopGroup>
        ))}
      </Box>
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
        doorCost={<DoorCostPanel items={selectedItems.map((item) => ({ platform: item.platform, productId: item.productId, productSkuId: item.productSkuId, quantity: item.quantity }))} />}
      />
      <ClearCartDialog open={confirmClear} busy={clearing} onCancel={() => setConfirmClear(false)} onConfirm={() => void runClear()} />
      {payDialog}
    </Box>
  );
}
