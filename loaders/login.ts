// The loader of /auth/login: a shopper who is already logged in goes straight on to where the login would have
// sent them (redirectUrl / refrom), instead of seeing the form.
import { firstValue } from '@/utils/request';
import type { PageLoader } from '@/services/server/withPage';
import { loginRedirectTarget } from '@/stores/loginRedirect';

export const loadLoginPage: PageLoader<Record<string, never>> = (ctx, { session }) => {
  if (!session.loggedIn) return { props: {} };
  const origin = `http://${ctx.req.headers.host ?? 'localhost'}`;
  const destination = loginRedirectTarget(
    { redirectUrl: firstValue(ctx.query.redirectUrl), refrom: firstValue(ctx.query.refrom) },
    session.profile?.email ?? '',
    origin,
  );
  return { redirect: { destination, statusCode: 307 } };
};
