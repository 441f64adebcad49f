// Login state lives in cookies (utils/cookies.ts); this store mirrors it for React and owns the transitions of
// spec section 4: login, logout, expiry (via the 401 handler) and the re-read when the tab becomes visible.
import { useRouter } from 'next/router';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LoginResponse, UserProfile } from '@/contract';
import type { SessionProps } from '@/services/pageProps';
import { getProfile } from '@/services/user';
import {
  clearSessionCookies, readSessionCookies, updateProfileCookie, writeCookie, writeSessionCookies,
} from '@/utils/cookies';
import { useCart } from './cart';
import { useHttp } from './http';
import { loginRedirectTarget, type LoginTargetOptions } from './loginRedirect';
import { onSessionCleared } from './sessionEvents';
import { useOptionalTenant } from './tenant';

export interface SessionState {
  loggedIn: boolean;
  profile: UserProfile | null;
  token: string | null;
  /** Stores the login, switches to the user's language when the tenant offers it, syncs the cart, redirects. */
  login: (response: LoginResponse, options?: LoginTargetOptions) => Promise<void>;
  /** Clears the login, the cart and the selection, and goes to '/'. */
  logout: () => Promise<void>;
  refreshProfile: () => Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

interface Snapshot { loggedIn: boolean; profile: UserProfile | null; token: string | null }

export function SessionProvider({ initial, children }: { initial: SessionProps; children: ReactNode }) {
  const router = useRouter();
  const http = useHttp();
  const cart = useCart();
  const tenant = useOptionalTenant();
  // The token is never in page props: the browser reads it from its cookie (nothing renders it, so the server's
  // null cannot cause a hydration mismatch).
  const [state, setState] = useState<Snapshot>(() => ({
    ...initial,
    token: initial.loggedIn && typeof document !== 'undefined' ? readSessionCookies().token : null,
  }));
  const cartRef = useRef(cart);
  useEffect(() => {
    cartRef.current = cart;
  });

  const reread = useCallback((): Snapshot => {
    const cookies = readSessionCookies();
    setState((previous) => ({
      loggedIn: cookies.loggedIn,
      token: cookies.token,
      // Keep a server-fetched profile when the cookie has none (e.g. undecryptable after a key change).
      profile: cookies.loggedIn ? cookies.profile ?? previous.profile : null,
    }));
    return cookies;
  }, []);

  const refreshProfile = useCallback(async () => {
    if (!readSessionCookies().loggedIn) return;
    const result = await getProfile(http);
    if (!result.ok) {
      console.warn(`[session] profile sync failed: ${result.error.code}`);
      return;
    }
    updateProfileCookie(result.data);
    setState((previous) => (previous.loggedIn ? { ...previous, profile: result.data } : previous));
  }, [http]);

  // Expired session (401 handler): cookies are already gone; forget the user and the cart.
  useEffect(
    () =>
      onSessionCleared(() => {
        setState({ loggedIn: false, profile: null, token: null });
        cartRef.current.clear();
      }),
    [],
  );

  // Another tab may have logged in or out while this one was hidden.
  useEffect(() => {
    function onVisibility() {
      if (document.visibilityState !== 'visible') return;
      const cookies = reread();
      if (cookies.loggedIn) {
        void cartRef.current.refresh();
        void refreshProfile();
      } else {
        cartRef.current.clear();
      }
    }
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [reread, refreshProfile]);

  const login = useCallback(
    async (response: LoginResponse, options: LoginTargetOptions = {}) => {
      writeSessionCookies(response.accessToken, response.profile);
      setState({ loggedIn: true, profile: response.profile, token: response.accessToken });
      const language = response.profile.language;
      const offered = tenant?.supportedLanguages ?? [];
      const switchTo = language && offered.includes(language) ? language : undefined;
      if (switchTo) writeCookie('locale', switchTo);
      await cartRef.current.refresh();
      const target = loginRedirectTarget(options, response.profile.email, window.location.origin);
      await router.push(target, undefined, switchTo ? { locale: switchTo } : undefined);
    },
    [router, tenant],
  );

  const logout = useCallback(async () => {
    clearSessionCookies();
    setState({ loggedIn: false, profile: null, token: null });
    cartRef.current.clear();
    await router.push('/');
  }, [router]);

  const value = useMemo<SessionState>(
    () => ({ ...state, login, logout, refreshProfile }),
    [state, login, logout, refreshProfile],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside SessionProvider');
  return session;
}
