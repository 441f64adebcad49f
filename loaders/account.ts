// The loader of /my/account (inside withPage, which has already sent logged-out shoppers to login):
// a fresh profile, so the forms start from what the API holds rather than the profile cookie. A failure other
// than an expired login is not fatal: the page loads the profile itself and offers a retry.
import type { UserProfile } from '@/contract';
import type { PageLoader } from '@/services/server/withPage';
import { getProfile } from '@/services/user';
import { expiredLoginRedirect } from '@/services/server/session/expiredLogin';

export interface AccountPageProps extends Record<string, unknown> {
  initialProfile: UserProfile | null;
}

export const loadAccountPage: PageLoader<AccountPageProps> = async (ctx, { http }) => {
  const result = await getProfile(http);
  if (result.ok) return { props: { initialProfile: result.data } };
  if (result.error.status === 401) return expiredLoginRedirect(ctx);
  console.warn(`[account] profile load failed: ${result.error.code}`);
  return { props: { initialProfile: null } };
};
