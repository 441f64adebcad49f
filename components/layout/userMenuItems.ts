// The logged-in user menu. Three items follow tenant preferences: each is shown unless the
// preference is explicitly false.
import type { TenantPreference } from '@/contract';
import { LOGIN_PATH, loginUrl } from '@/utils/request';
import type common from '@/locales/en/common.json';

export interface UserMenuItem {
  /** Key under `userMenu.` in common. */
  key: keyof typeof common.userMenu;
  href: string;
}

export const USER_MENU_ITEMS: ReadonlyArray<
  UserMenuItem & { hiddenBy?: 'showUserWarehouse' | 'showStockin' | 'showTransit' }
> = [
  { key: 'message', href: '/my/message' },
  { key: 'cart', href: '/cart' },
  { key: 'purchase', href: '/my/purchase' },
  { key: 'warehouses', href: '/my/warehouses', hiddenBy: 'showUserWarehouse' },
  { key: 'inStockItems', href: '/my/in-stock-items', hiddenBy: 'showStockin' },
  { key: 'transit', href: '/my/transit', hiddenBy: 'showTransit' },
  { key: 'pendingPayments', href: '/my/pending-payments' },
  { key: 'balance', href: '/my/balance' },
  { key: 'account', href: '/my/account' },
];

export function buildUserMenuItems(
  preference: Pick<TenantPreference, 'showUserWarehouse' | 'showStockin' | 'showTransit'> | null | undefined,
): UserMenuItem[] {
  return USER_MENU_ITEMS.filter((item) => !item.hiddenBy || preference?.[item.hiddenBy] !== false).map(
    ({ key, href }) => ({ key, href }),
  );
}

/**
 * Login with a way back: /auth/login?redirectUrl=<path>. Slashes stay readable (they are legal in a query);
 * everything else that could end the parameter is encoded. The auth pages are never their own return.
 */
export function loginHref(returnTo: string): string {
  const path = returnTo.split('#')[0] || '/';
  if (path.startsWith('/auth/')) return LOGIN_PATH;
  return loginUrl(path).replace(/%2F/gi, '/');
}
