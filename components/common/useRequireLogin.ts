// Client side of `requireAuth` for the account pages: when the session turns logged out while the page is open
// (another tab logged out and this one re-read the cookies), go to login with this page as redirectUrl.
// Logout and the 401 handler navigate on their own (to / and to login); a route change that starts right after
// the state flips is theirs, so this waits a moment and steps in only when nothing else moved the page.
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { useRouteChange } from '@/components/common/useRouteChange';
import { useSession } from '@/stores/session';
import { loginUrl } from '@/utils/request';

/** Long enough for logout's / the 401 handler's navigation to have started. */
export const LOGGED_OUT_GRACE_MS = 300;

export function useRequireLogin(): boolean {
  const { loggedIn } = useSession();
  const router = useRouter();
  const navigating = useRef(false);

  useRouteChange({
    onStart: () => {
      navigating.current = true;
    },
    onEnd: () => {
      navigating.current = false;
    },
  });

  useEffect(() => {
    if (loggedIn) return undefined;
    const timer = window.setTimeout(() => {
      if (!navigating.current) void router.replace(loginUrl(router.asPath));
    }, LOGGED_OUT_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [loggedIn, router]);

  return loggedIn;
}
