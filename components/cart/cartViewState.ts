// What the cart page holds besides the selection (kept in the cart store) and the order note (a field of its own):
// the cart as the server last answered, which lines wait for a change, the clear and check-out steps and the order
// a check-out created. One pure reducer, so every step is tested on its own and the page re-renders only where the
// step changed something: check-out, for one, touches no line, so the memoised lines are not drawn again.
import type { Cart, PurchaseOrder } from '@/contract';
import type { Result } from '@/services/result';

export type ClearStep = 'closed' | 'confirming' | 'clearing';

export interface CartViewState {
  cart: Cart | null;
  /** The last attempt to load the cart failed (shown only while there is no cart). */
  loadFailed: boolean;
  reloading: boolean;
  /** Lines with a change on its way to the server. */
  busyIds: ReadonlySet<string>;
  /** Bumped after a refused quantity so that line's stepper remounts on the kept value. */
  stepperKeys: Readonly<Record<string, number>>;
  /** Bumped after every change to the lines, so the selection is priced again. */
  version: number;
  clear: ClearStep;
  checkingOut: boolean;
  /** The order the last check-out created: its pay dialog is shown. */
  created: PurchaseOrder | null;
}

export type CartViewAction =
  | { type: 'loaded'; result: Result<Cart> }
  | { type: 'reloadStarted' }
  | { type: 'quoted'; cart: Cart }
  | { type: 'changed'; cart: Cart }
  | { type: 'lineBusy'; id: string; busy: boolean }
  | { type: 'quantityRefused'; id: string }
  | { type: 'clearAsked' }
  | { type: 'clearCancelled' }
  | { type: 'clearStarted' }
  | { type: 'clearEnded'; ok: boolean }
  | { type: 'checkoutStarted' }
  | { type: 'checkoutFailed' }
  | { type: 'checkoutDone'; order: PurchaseOrder };

export function initialCartViewState(cart: Cart | null): CartViewState {
  return {
    cart,
    loadFailed: false,
    reloading: false,
    busyIds: new Set(),
    stepperKeys: {},
    version: 0,
    clear: 'closed',
    checkingOut: false,
    created: null,
  };
}

export function cartViewReducer(state: CartViewState, action: CartViewAction): CartViewState {
  switch (action.type) {
    case 'loaded':
      // A failed load keeps whatever cart is shown.
      return action.result.ok
        ? { ...state, cart: action.result.data, loadFailed: false, reloading: false }
        : { ...state, loadFailed: true, reloading: false };
    case 'reloadStarted':
      return { ...state, reloading: true };
    case 'quoted':
      return { ...state, cart: action.cart };
    case 'changed':
      return { ...state, cart: action.cart, version: state.version + 1 };
    case 'lineBusy': {
      if (state.busyIds.has(action.id) === action.busy) return state;
      const busyIds = new Set(state.busyIds);
      if (action.busy) busyIds.add(action.id);
      else busyIds.delete(action.id);
      return { ...state, busyIds };
    }
    case 'quantityRefused':
      return { ...state, stepperKeys: { ...state.stepperKeys, [action.id]: (state.stepperKeys[action.id] ?? 0) + 1 } };
    case 'clearAsked':
      return state.clear === 'closed' ? { ...state, clear: 'confirming' } : state;
    case 'clearCancelled':
      // A clear on its way is not called back: the dialog stays until the server answers.
      return state.clear === 'confirming' ? { ...state, clear: 'closed' } : state;
    case 'clearStarted':
      return { ...state, clear: 'clearing' };
    case 'clearEnded':
      // A failed clear leaves the dialog open, so the shopper can try again or cancel.
      return { ...state, clear: action.ok ? 'closed' : 'confirming' };
    case 'checkoutStarted':
      return state.checkingOut ? state : { ...state, checkingOut: true };
    case 'checkoutFailed':
      // A line may have become unavailable: price the selection again so it is flagged.
      return { ...state, checkingOut: false, version: state.version + 1 };
    case 'checkoutDone':
      return { ...state, checkingOut: false, created: action.order };
  }
}
