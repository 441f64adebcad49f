// Server side: the login cookies outlived the token (the API answered 401 to a page loader). withPage only
// checks the token when the profile cookie is missing, so a page that fetches user data meets this first. The
// cookies must go too: the login page sends a shopper it believes logged in straight back here, which would loop.
import type { GetServerSidePropsContext, Redirect } from 'next';
import { expireSessionOnPage } from '@/services/server/request/pageCookies';
import { loginUrl } from '@/utils/request';

export function expiredLoginRedirect(ctx: GetServerSidePropsContext): { redirect: Redirect } {
  expireSessionOnPage(ctx.req, ctx.res);
  return { redirect: { destination: loginUrl(ctx.resolvedUrl || '/'), statusCode: 307 } };
}
