// Login state lives in cookies (utils/cookies.ts); this store mirrors the readable ones (flag and profile) for
// React and owns the transitions: login, logout, logout everywhere, expiry (via the 401 handler) and the re-read
// when the tab becomes visible. The access token is never here: it is an HttpOnly cookie that the /api proxy
// sets from the login answer, attaches to every call and expires on logout.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { UserProfile } from '@/contract';
import type { SessionProps } from '@/services/pageProps';
import type { Result } from '@/services/result';
import { endingSessionOnPurpose } from '@/services/http';
import { getProfile, logout as endSession, logoutAll, type SessionGrant } from '@/services/user';
import { clearSessionCookies, readCookie, readSessionCookies, writeCookie } from '@/utils/cookies';
import { errorText } from '@/utils/errorText';
import { useCartActions } from '../cart';
import { useHttp } from '../http';
import { useNotify } from '../notify';
import { loginRedirectTarget, type LoginTargetOptions } from './loginRedirect';
import { announceUnauthorized, onSessionCleared } from './events';
import { useOptionalTenant } from '../tenant';

export interface SessionState {
  loggedIn: boolean;
  profile: UserProfile | null;
  /**
   * The login ended in this tab, by the shopper's logout or by the 401 handler, and that step is taking the page
   * where it goes (home or login). False while logged in and when another tab's logout was read from the cookies.
   */
  endedHere: boolean;
  /**
   * Takes a login the proxy has just stored in cookies, switches to the user's language when the tenant offers
   * it, syncs the cart, redirects.
   */
  login: (grant: SessionGrant, options?: LoginTargetOptions) => Promise<void>;
  /** Ends the login on the server, clears it here with the cart and the selection, and goes to '/'. */
  logout: () => Promise<void>;
  /** Ends every login of this shopper on every device; on success, the same as logout. */
  logoutEverywhere: () => Promise<Result<unknown>>;
  refreshProfile: () => Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

interface Snapshot {
  loggedIn: boolean;
  profile: UserProfile | null;
  endedHere: boolean;
}

const ENDED_HERE: Snapshot = { loggedIn: false, profile: null, endedHere: true };

// The profile cookie's cipher (crypto-js) is loaded when an event needs it, not with the page: the first
// render takes the profile from page props.
const profileCookie = () => import('@/utils/profileCookie');

export function SessionProvider({ initial, children }: { initial: SessionProps; children: ReactNode }) {
  const router = useRouter();
  const http = useHttp();
  const notify = useNotify();
  const { t } = useTranslation('common');
  const cart = useCartActions();
  const tenant = useOptionalTenant();
  const [state, setState] = useState<Snapshot>(() => ({
    loggedIn: initial.loggedIn,
    profile: initial.profile,
    endedHere: false,
  }));
  const cartRef = useRef(cart);
  useEffect(() => {
    cartRef.current = cart;
  });

  const reread = useCallback(async (): Promise<void> => {
    const { loggedIn } = readSessionCookies();
    const profile = loggedIn ? (await profileCookie()).readProfileCookie() : null;
    setState((previous) => ({
      loggedIn,
      // Keep a server-fetched profile when the cookie has none (e.g. undecryptable after a key change).
      profile: loggedIn ? (profile ?? previous.profile) : null,
      // Another tab's logout: nothing in this tab navigates for it, so the account pages' guard does.
      endedHere: loggedIn ? false : previous.endedHere,
    }));
  }, []);

  const refreshProfile = useCallback(async () => {
    if (!readSessionCookies().loggedIn) return;
    const result = await getProfile(http);
    if (!result.ok) {
      console.warn(`[session] profile sync failed: ${result.error.code}`);
      return;
    }
    const { updateProfileCookie } = await profileCookie();
    // Logged out while the answer was on its way: no profile cookie without a login.
    if (!readSessionCookies().loggedIn) return;
    updateProfileCookie(result.data);
    setState((previous) => (previous.loggedIn ? { ...previous, profile: result.data } : previous));
  }, [http]);

  // The page was rendered for a login whose cookies are gone by the time it runs: the answer to a call of the page
  // being left (a 401 arriving during a reload) ended the session meanwhile, so this page's own calls leave without
  // one. That is the expiry it is: announced a turn later, once HttpProvider (a parent, whose effects run after its
  // children's) listens.
  useEffect(() => {
    if (!initial.loggedIn || readSessionCookies().loggedIn) return undefined;
    const timer = window.setTimeout(announceUnauthorized, 0);
    return () => window.clearTimeout(timer);
  }, [initial.loggedIn]);

  // Expired session (401 handler): cookies are already gone; forget the user and the cart.
  useEffect(
    () =>
      onSessionCleared(() => {
        setState(ENDED_HERE);
        cartRef.current.clear();
      }),
    [],
  );

  // Another tab may have logged in or out while this one was hidden.
  useEffect(() => {
    function onVisibility() {
      if (document.visibilityState !== 'visible') return;
      void reread();
      if (readSessionCookies().loggedIn) {
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
    async (grant: SessionGrant, options: LoginTargetOptions = {}) => {
      setState({ loggedIn: true, profile: grant.profile, endedHere: false });
      const language = grant.profile.language;
      const offered = tenant?.supportedLanguages ?? [];
      const switchTo = language && offered.includes(language) ? language : undefined;
      if (switchTo) writeCookie('locale', switchTo);
      await cartRef.current.refresh();
      const target = loginRedirectTarget(options, grant.profile.email, window.location.origin);
      await router.push(target, undefined, switchTo ? { locale: switchTo } : undefined);
    },
    [router, tenant],
  );

  const forget = useCallback(async () => {
    clearSessionCookies();
    setState(ENDED_HERE);
    cartRef.current.clear();
    await router.push('/');
  }, [router]);

  const logout = useCallback(async () => {
    // The readable cookies go first, so a 401 to this very call (a token already dead) is not taken for an expiry.
    // The proxy ends the login only when the API ended the session, so when the call fails otherwise the shopper
    // is still logged in: the cookies come back and the failure is said.
    const kept = { loggedIn: readCookie('loggedIn'), profile: readCookie('profile') };
    endingSessionOnPurpose();
    clearSessionCookies();
    const ended = await endSession(http);
    if (!ended.ok && ended.error.status !== 401) {
      if (kept.loggedIn) writeCookie('loggedIn', kept.loggedIn);
      if (kept.profile) writeCookie('profile', kept.profile);
      notify.error(errorText(t, ended.error));
      return;
    }
    await forget();
  }, [http, forget, notify, t]);

  const logoutEverywhere = useCallback(async () => {
    // As for logout: the readable cookies go first, so the calls the page makes meanwhile leave without a session
    // and their 401s are not taken for an expiry; they come back when the API did not end the sessions.
    const kept = { loggedIn: readCookie('loggedIn'), profile: readCookie('profile') };
    endingSessionOnPurpose();
    clearSessionCookies();
    const ended = await logoutAll(http);
    // A 401: the sessions were already over (the proxy has expired the login cookies too).
    if (ended.ok || ended.error.status === 401) await forget();
    else {
      if (kept.loggedIn) writeCookie('loggedIn', kept.loggedIn);
      if (kept.profile) writeCookie('profile', kept.profile);
    }
    return ended;
  }, [http, forget]);

  const value = useMemo<SessionState>(
    () => ({ ...state, login, logout, logoutEverywhere, refreshProfile }),
    [state, login, logout, logoutEverywhere, refreshProfile],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside SessionProvider');
  return session;
}
