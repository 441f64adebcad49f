// The part of a page drawn with MUI components: their theme (tenant colour, scheme, direction) and the Emotion
// cache for the direction. Only pages and dialogs that use MUI load it, so a page drawn with plain elements and
// stylesheets (home, search, product) carries neither MUI's theme runtime nor Emotion. The rest of the page
// reads the same theme as custom properties written by the server (theme/themeStylesheet.ts).
//
// Where a scope goes: a page whose first screen renders MUI wraps its content in <MuiScope>; a component loaded
// on demand (next/dynamic, import()) that renders MUI exports itself through withMuiScope. Nested scopes are
// harmless. tests/unit/muiScope.test.ts walks the imports and fails when MUI can render outside a scope.
import { ThemeProvider } from '@mui/material/styles';
// MUI's Next.js adapter, bundled with the app (next.config.ts): its CacheProvider is the @emotion/react that MUI's
// components read on the server, which a direct import of @emotion/react is not.
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import { useContext, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useOptionalPreferences } from '@/stores/preferences';
import { useOptionalTenant } from '@/stores/tenant';
import { browserCache } from './emotionCache';
import { ServerEmotionCacheContext } from './serverEmotionCache';
import { appTheme } from './themeCache';

export default function MuiScope({ children }: { children: ReactNode }) {
  const preferences = useOptionalPreferences();
  const tenant = useOptionalTenant();
  const scheme = preferences?.scheme ?? 'light';
  const direction = preferences?.direction ?? 'ltr';
  const serverCache = useContext(ServerEmotionCacheContext);
  // One theme object per (colour, scheme, direction) for the whole process, not one per request.
  const theme = appTheme(tenant, scheme, direction);
  const cache = typeof window === 'undefined' && serverCache ? serverCache : browserCache(direction);
  return (
    <AppCacheProvider emotionCache={cache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </AppCacheProvider>
  );
}

/**
 * The component drawn inside its own scope: a component loaded on demand that renders MUI, or a page whose first
 * screen does. Static properties (a page's `settings`) are carried over.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component type, as React's own helpers take
export function withMuiScope<C extends ComponentType<any>>(Component: C): C {
  function Scoped(props: ComponentProps<C>) {
    return (
      <MuiScope>
        <Component {...props} />
      </MuiScope>
    );
  }
  Scoped.displayName = `withMuiScope(${Component.displayName ?? Component.name})`;
  return Object.assign(Scoped, Component) as unknown as C;
}
