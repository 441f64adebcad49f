// The browser's axios instance: base /api, the tenant host cookie as X-Tenant-Domain, the current locale as
// Accept-Language, the token cookie as Bearer (read per request, so login/logout apply at once). A 401 on a
// call that carried a token clears the session, shows ONE "login session expired" toast and goes to login.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { createHttp, sessionExpiredHandler, SESSION_EXPIRED_FALLBACK, type Http } from '@/services/http';
import { clearSessionCookies, readCookie } from '@/utils/cookies';
import { useNotify } from './notify';
import { announceSessionCleared } from './sessionEvents';

const HttpContext = createContext<Http | null>(null);

export function HttpProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { t } = useTranslation('common');
  const notify = useNotify();
  // The handler reads the latest router/t/notify through a ref, so the instance survives re-renders.
  const latest = useRef({ router, t, notify });
  latest.current = { router, t, notify };
  const locale = router.locale;

  const http = useMemo(
    () =>
      createHttp({
        language: locale ?? null,
        token: () => readCookie('token'),
        onUnauthorized: sessionExpiredHandler({
          clearSession: () => {
            clearSessionCookies();
            announceSessionCleared();
          },
          notify: (text) => latest.current.notify.error(text),
          navigate: (url) => latest.current.router.push(url),
          currentPath: () => latest.current.router.asPath,
          text: () => latest.current.t('login-session-expired', { defaultValue: SESSION_EXPIRED_FALLBACK }),
        }),
      }),
    [locale],
  );

  return <HttpContext.Provider value={http}>{children}</HttpContext.Provider>;
}

export function useHttp(): Http {
  const http = useContext(HttpContext);
  if (!http) throw new Error('useHttp() outside HttpProvider');
  return http;
}
