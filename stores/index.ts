// One import path for every store hook.
export { TenantProvider, useTenant, useOptionalTenant, useRuntimeConfig } from './tenant';
export { PreferencesProvider, usePreferences, type PreferencesState } from './preferences';
export { HttpProvider, useHttp } from './http';
export { CartProvider, useCart, useCartActions, type CartActions, type CartState } from './cart';
export { SessionProvider, useSession, type SessionState } from './session';
export { useNotify, NOTIFY_AUTO_HIDE_MS, type Notify } from './notify';
