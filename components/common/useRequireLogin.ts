// Client side of `requireAuth` for the account pages: when the session turns logged out while the page is open
// because another tab logged out (this one re-read the cookies), go to login with this page as redirectUrl.
// A logout or an expiry in this tab navigates on its own (to / and to login), so the guard leaves those alone:
// racing them would take a shopper who logged out to the login page instead of home.
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useSession } from '@/stores/session';
import { loginUrl } from '@/utils/request';

export function useRequireLogin(): boolean {
  const { loggedIn, endedHere } = useSession();
  const router = useRouter();

  useEffect(() => {
    if (loggedIn || endedHere) return;
    void router.replace(loginUrl(router.asPath));
  }, [loggedIn, endedHere, router]);

  return loggedIn;
}
