// Server side: the login cookies outlived the token (the API answered 401 to a page loader). withPage only
// checks the token when the profile cookie is missing, so a page that fetches user data meets this first. The
// cookies must go too: the login page sends a shopper it believes logged in straight back here, which would loop.
import type { GetServerSidePropsContext, Redirect } from 'next';
import { expireCookie } from '@/utils/cookies';

export function loginUrl(path: string): string {
  return `/auth/login?redirectUrl=${encodeURIComponent(path)}`;
}

export function expiredLoginRedirect(ctx: GetServerSidePropsContext): { redirect: Redirect } {
  const proto = ctx.req.headers['x-forwarded-proto'];
  const secure = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim() === 'https';
  const expired = [expireCookie('loggedIn', { secure }), expireCookie('profile', { secure }), expireCookie('token', { secure })];
  const existing = ctx.res.getHeader('Set-Cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  ctx.res.setHeader('Set-Cookie', [...list, ...expired]);
  return { redirect: { destination: loginUrl(ctx.resolvedUrl || '/'), statusCode: 307 } };
}
