// The loader of /auth/login: a shopper who is already logged in goes straight on to where the login would have
// sent them (redirectUrl / refrom), instead of seeing the form. For a visitor it loads the tenant's login side
// picture (site image LOGIN_SIDE); that is decoration, so when it fails the form shows without it.
import type { SiteImage } from '@/contract';
import { getSiteImages } from '@/services/content';
import { firstValue } from '@/utils/request';
import type { PageLoader } from '@/services/server/withPage';
import { loginRedirectTarget } from '@/stores/session/loginRedirect';

export const LOGIN_SIDE_POSITION = 'LOGIN_SIDE';

export interface LoginPageProps extends Record<string, unknown> {
  sideImage: SiteImage | null;
}

export const loadLoginPage: PageLoader<LoginPageProps> = async (ctx, { session, http }) => {
  if (!session.loggedIn) {
    const images = await getSiteImages(http, LOGIN_SIDE_POSITION);
    if (!images.ok) console.warn(`[login] side picture failed: ${images.error.code}`);
    return { props: { sideImage: images.ok ? (images.data[0] ?? null) : null } };
  }
  const origin = `http://${ctx.req.headers.host ?? 'localhost'}`;
  const destination = loginRedirectTarget(
    { redirectUrl: firstValue(ctx.query.redirectUrl), refrom: firstValue(ctx.query.refrom) },
    session.profile?.email ?? '',
    origin,
  );
  return { redirect: { destination, statusCode: 307 } };
};
