import type { Cart, CartItem, PurchaseOrder } from '@/contract';
import type { AppError } from '@/services/result';
import {
  cartViewReducer,
  initialCartViewState,
  type CartViewAction,
  type CartViewState,
} from '@/components/cart/cartViewState';

function item(id: string): CartItem {
  return {
    id,
    quantity: 1,
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
const cartOf = (...ids: string[]): Cart => ({
  cartShops: [{ shopId: 's', shopName: 'S', cartItems: ids.map(item) }],
  totalQuantity: ids.length,
});
const NETWORK_ERROR: AppError = {
  kind: 'network',
  status: null,
  code: 'NETWORK_ERROR',
  message: 'offline',
  retryable: true,
};
const order = { id: 'o1', orderNo: 'P1', paymentNo: 'PAY1' } as unknown as PurchaseOrder;
const run = (state: CartViewState, ...actions: CartViewAction[]) => actions.reduce(cartViewReducer, state);

describe('cart page state', () => {
  it('keeps the cart shown when a load fails, and shows the loaded one when it works', () => {
    const shown = cartOf('a');
    const failed = run(
      initialCartViewState(shown),
      { type: 'reloadStarted' },
      { type: 'loaded', result: { ok: false, error: NETWORK_ERROR } },
    );
    expect(failed.cart).toBe(shown);
    expect(failed.loadFailed).toBe(true);
    expect(failed.reloading).toBe(false);
    const next = cartOf('b');
    const loaded = run(failed, { type: 'loaded', result: { ok: true, data: next } });
    expect(loaded.cart).toBe(next);
    expect(loaded.loadFailed).toBe(false);
  });

  it('prices again after a change to the lines, but not after a quote', () => {
    const start = initialCartViewState(cartOf('a'));
    expect(run(start, { type: 'changed', cart: cartOf('a', 'b') }).version).toBe(1);
    const quoted = run(start, { type: 'quoted', cart: cartOf('a') });
    expect(quoted.version).toBe(0);
  });

  it('marks one line busy without touching the others, and returns the same state when nothing changes', () => {
    const start = initialCartViewState(cartOf('a', 'b'));
    const busy = run(start, { type: 'lineBusy', id: 'a', busy: true });
    expect([...busy.busyIds]).toEqual(['a']);
    expect(run(busy, { type: 'lineBusy', id: 'a', busy: true })).toBe(busy);
    expect(run(busy, { type: 'lineBusy', id: 'a', busy: false }).busyIds.size).toBe(0);
    expect(run(start, { type: 'lineBusy', id: 'b', busy: false })).toBe(start);
  });

  it('remounts only the stepper whose quantity was refused', () => {
    const state = run(
      initialCartViewState(cartOf('a', 'b')),
      { type: 'quantityRefused', id: 'a' },
      { type: 'quantityRefused', id: 'a' },
    );
    expect(state.stepperKeys).toEqual({ a: 2 });
  });

  it('clears in steps: a failed clear leaves the question open, a clear on its way cannot be cancelled', () => {
    const asked = run(initialCartViewState(cartOf('a')), { type: 'clearAsked' });
    expect(asked.clear).toBe('confirming');
    const clearing = run(asked, { type: 'clearStarted' });
    expect(run(clearing, { type: 'clearCancelled' }).clear).toBe('clearing');
    expect(run(clearing, { type: 'clearEnded', ok: false }).clear).toBe('confirming');
    expect(run(clearing, { type: 'clearEnded', ok: true }).clear).toBe('closed');
    expect(run(asked, { type: 'clearCancelled' }).clear).toBe('closed');
  });

  it('checks out once at a time, leaves every line as it was, and keeps the order it created', () => {
    const start = initialCartViewState(cartOf('a', 'b'));
    const started = run(start, { type: 'checkoutStarted' });
    expect(started.checkingOut).toBe(true);
    expect(started.busyIds).toBe(start.busyIds);
    expect(started.cart).toBe(start.cart);
    expect(run(started, { type: 'checkoutStarted' })).toBe(started);
    const done = run(started, { type: 'checkoutDone', order });
    expect(done).toMatchObject({ checkingOut: false, created: order });
  });

  it('prices the selection again after a failed check-out, so a line that became unavailable is flagged', () => {
    const failed = run(initialCartViewState(cartOf('a')), { type: 'checkoutStarted' }, { type: 'checkoutFailed' });
    expect(failed).toMatchObject({ checkingOut: false, version: 1, created: null });
  });
});
