// The browser's axios instance: base /api, the tenant host cookie as X-Tenant-Domain, the current locale as
// Accept-Language. No bearer header: the /api proxy adds it from the HttpOnly token cookie. A 401 on a call made
// while logged in (the flag cookie, read per request) clears the session, shows ONE "login session expired"
// toast and goes to login (services/http.ts keeps the once-per-burst guard; the reaction lives in an effect so it
// always sees the current router, translations and toast host).
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { createHttp, sessionExpiredHandler, type Http } from '@/services/http';
import { clearSessionCookies, readSessionCookies } from '@/utils/cookies';
import { useNotify } from './notify';
import { announceSessionCleared, announceUnauthorized, onUnauthorized } from './session/events';

const HttpContext = createContext<Http | null>(null);

export function HttpProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { t } = useTranslation('common');
  const notify = useNotify();
  const locale = router.locale;

  useEffect(
    () =>
      onUnauthorized(
        sessionExpiredHandler({
          clearSession: () => {
            clearSessionCookies();
            announceSessionCleared();
          },
          notify: (text) => notify.error(text),
          navigate: (url) => router.push(url),
          currentPath: () => router.asPath,
          text: () => t('login-session-expired'),
        }),
      ),
    [router, t, notify],
  );

  const http = useMemo(
    () =>
      createHttp({
        language: locale ?? null,
        loggedIn: () => readSessionCookies().loggedIn,
        onUnauthorized: announceUnauthorized,
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
