// The cart page's body. The server's answer to every change is the truth: it replaces the cart shown here, and the
// shared cart store is refreshed so the header count follows. A failed change leaves the cart as it was and tells
// the shopper why. Selection lives in the cart store (useCart().selectedIds) so it survives navigation.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import NextLink from 'next/link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useTranslation } from 'next-i18next/pages';
import type { Cart, CartShop } from '@/contract';
import {
  cartItems, clearCart, getCart, removeItem, updateMessage, updateQuantity,
} from '@/services/cart';
import type { Result } from '@/services/result';
import { useCart, useHttp, useNotify, useRuntimeConfig, useTenant } from '@/stores';
import { errorText } from '@/utils/errorText';
import CartLine from './CartLine';
import CartSummary from './CartSummary';
import ClearCartDialog from './ClearCartDialog';
import { selectionSummary } from './cartTotals';
import { productHref } from '@/utils/productHref';

export interface CartViewProps {
  initialCart: Cart | null;
}

export default function CartView({ initialCart }: CartViewProps) {
  const { t } = useTranslation('cart');
  const http = useHttp();
  const notify = useNotify();
  const tenant = useTenant();
  const { productLinkKey } = useRuntimeConfig();
  const { refresh, selectedIds, setSelectedIds } = useCart();
  const [cart, setCart] = useState<Cart | null>(initialCart);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [stepperKeys, setStepperKeys] = useState<Record<string, number>>({});
  const [confirmClear, setConfirmClear] = useState(false);
  const [clearing, setClearing] = useState(false);
  const exchange = tenant.exchangeInfo;

  const [reloading, setReloading] = useState(false);

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

  if (!cart) {
    return loadFailed ? (
      <Alert severity="error" action={<Button color="inherit" size="small" disabled={reloading} onClick={() => void retry()}>{t('common:errorState.retry')}</Button>}>
        {t('loadError')}
      </Alert>
    ) : null;
  }

  const items = cartItems(cart);
  if (items.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 8, px: 2 }} data-testid="cart-empty">
        <ShoppingCartOutlinedIcon sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>{t('empty.title')}</Typography>
        <Button component={NextLink} href="/" variant="contained" sx={{ mt: 2 }}>{t('empty.action')}</Button>
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

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <FormControlLabel
          label={t('selectAll')}
          control={(
            <Checkbox
              checked={allSelected}
              indeterminate={someSelected && !allSelected}
              onChange={(e) => setMany(allIds, e.target.checked)}
            />
          )}
        />
        <Button color="error" onClick={() => setConfirmClear(true)}>{t('clear')}</Button>
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
              href={productHref(item.productUrl, productLinkKey)}
              exchange={exchange}
              selected={selected.has(item.id)}
              busy={busyIds.has(item.id)}
              stepperKey={stepperKeys[item.id] ?? 0}
              onSelect={(on) => setMany([item.id], on)}
              onQuantity={(quantity) => void changeQuantity(item.id, quantity)}
              onMessage={(message) => void withBusy(item.id, () => updateMessage(http, item.id, message))}
              onRemove={() => void withBusy(item.id, () => removeItem(http, item.id))}
            />
          ))}
        </ShopGroup>
      ))}
      <CartSummary summary={selectionSummary(cart, selectedIds)} exchange={exchange} />
      <ClearCartDialog open={confirmClear} busy={clearing} onCancel={() => setConfirmClear(false)} onConfirm={() => void runClear()} />
    </Box>
  );
}

function ShopGroup({ shop, selected, onSelectShop, children }: {
  shop: CartShop;
  selected: ReadonlySet<string>;
  onSelectShop: (on: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('cart');
  const ids = shop.cartItems.map((item) => item.id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  return (
    <Paper component="section" variant="outlined" aria-label={shop.shopName} data-testid="cart-shop" sx={{ px: { xs: 1.5, sm: 2 }, py: 1, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Checkbox
          checked={all}
          indeterminate={some && !all}
          onChange={(e) => onSelectShop(e.target.checked)}
          slotProps={{ input: { 'aria-label': t('selectShop', { shop: shop.shopName }) } }}
          sx={{ p: 0.5, marginInlineStart: -0.5 }}
        />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{shop.shopName}</Typography>
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0 }}>{children}</Box>
    </Paper>
  );
}
