// The one server-side wrapper every getServerSideProps goes through. In order: the tenant cookies, tenant by host
// (cached), the locale rules, the session from cookies, requireAuth (307 to login), translations, then the page's
// own loader, whose `notFound` becomes the site's 404 page. There is no middleware: everything a page request needs
// is decided here, once, where the tenant is already known (a middleware would run for every request before any
// page code, and cost each one as much again as Next's own work).
//
// Locale rules (no loops: every redirect goes to an explicit, supported locale prefix):
// - an unprefixed URL of a shopper whose NEXT_LOCALE names another language the tenant offers → 307 to it (Next
//   itself does that only at `/`);
// - the current locale is not one the tenant offers → 307 to the tenant's default language;
// - a first visit (no NEXT_LOCALE cookie) to an unprefixed URL of a tenant whose default language is not the
//   routing default → 307 to the tenant's default language;
// - an explicit, supported locale prefix in the URL is remembered in NEXT_LOCALE.
//
// A page's own data comes from one PageLoader in loaders/<page>.ts (never in components/ or inline in the page).
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import type { ParsedUrlQuery } from 'querystring';
import { DEFAULT_LOCALE, isLocale, type ArticleType, type Locale, type Tenant } from '@/contract';
import { resolvePageSettings, type PageSettings } from '../pageSettings';
import {
  expiredSessionCookies,
  parseCookieHeader,
  preferencesFromMap,
  serializeCookie,
  COOKIES,
} from '@/utils/cookies';
import {
  SCHEME_HINT_HEADER,
  SCHEME_HINT_RESPONSE_HEADERS,
  schemeFromHint,
} from '@/services/server/request/colorScheme';
import { sessionFromMap } from '@/utils/profileCookie';
import { tenantDomainFromHost } from '@/services/server/request/host';
import { hasBadBytes } from '@/services/server/request/badBytes';
import { loginUrl } from '@/utils/request';
import { createHttp, type Http, type HttpOptions } from '../http';
import type { AppPageProps, SessionProps } from '../pageProps';
import { getEnabledArticleTypes } from '../content';
import { mapResult } from '../result';
import { getTenant } from '../tenant';
import { appendSetCookie, requestIsHttps } from './request/pageCookies';
import { setPageSecurityHeaders } from './request/securityHeaders';
import { tenantCookies } from './request/tenantCookies';
import { sanitizeTenant } from './sanitizeTenant';
import { getProfile } from '../user';
import { defaultTenantId, devTenantDomain, runtimeConfig } from './runtimeConfig';
import { createTenantCache, isTenantNotFound, type TenantCache } from './tenantCache';
import { createPageCache, type PageCache } from './pageCache';
import { pageCacheSettings } from './pageCacheRules';
import { cachedTranslations } from './translationsCache';

export interface ServerSession extends SessionProps {
  token: string | null;
}

export interface PageContext {
  tenant: Tenant;
  /** Server axios instance with the tenant headers, Accept-Language and the shopper's bearer token. */
  http: Http;
  session: ServerSession;
  locale: Locale;
  query: ParsedUrlQuery;
  /** The tenant's enabled article types from the shell cache, or null when they could not be loaded. */
  enabledArticleTypes: ArticleType[] | null;
}

export type PageLoader<P> = (
  ctx: GetServerSidePropsContext,
  page: PageContext,
) => Promise<GetServerSidePropsResult<P>> | GetServerSidePropsResult<P>;

export interface WithPageDeps {
  tenantCache: TenantCache;
  /** The header navigation's article types: shell data with the tenant's life, so a warm page makes no call. */
  articleTypesCache?: TenantCache<ArticleType[]>;
  createHttp: (options: HttpOptions) => Http;
  translations: (locale: string, namespaces: string[]) => Promise<SSRConfig>;
  env: NodeJS.ProcessEnv;
  /** The shared HTML cache for anonymous visitors (none: every request renders). */
  pageCache?: PageCache;
}

const sharedTenantCache = createTenantCache();
const sharedArticleTypesCache = createTenantCache<ArticleType[]>();
const sharedPageCache = createPageCache(pageCacheSettings(process.env));
const sharedTranslations = cachedTranslations((locale, namespaces) => serverSideTranslations(locale, namespaces), {
  enabled: process.env.NODE_ENV !== 'development',
});

function defaultDeps(): WithPageDeps {
  return {
    tenantCache: sharedTenantCache,
    articleTypesCache: sharedArticleTypesCache,
    createHttp,
    translations: sharedTranslations,
    env: process.env,
    pageCache: sharedPageCache,
  };
}

/** A client-side navigation (Next's data request): it carries the locale the shopper is browsing in. */
function isDataRequest(ctx: GetServerSidePropsContext): boolean {
  return Boolean(ctx.req.headers['x-nextjs-data']) || (ctx.req.url ?? '').startsWith('/_next/data/');
}

/**
 * The locale the shopper explicitly asked for, or null. Next strips the locale prefix before pages (and even
 * middleware) see the URL, and `/en/x` arrives exactly like `/x`; but a locale other than the routing default
 * can only come from a prefix, and a client-side navigation (language switcher included) always names its
 * locale. So an unprefixed default-locale document request is the one case taken as "no choice made".
 */
export function explicitLocale(locale: Locale, dataRequest: boolean): Locale | null {
  return locale !== DEFAULT_LOCALE || dataRequest ? locale : null;
}

/** Path + query without any locale prefix (what `resolvedUrl` holds). */
function currentPath(ctx: GetServerSidePropsContext): string {
  return ctx.resolvedUrl || '/';
}

function localePath(locale: Locale, path: string): string {
  return `/${locale}${path === '/' ? '' : path}` || '/';
}

function redirect(destination: string): { redirect: { destination: string; statusCode: 307 } } {
  return { redirect: { destination, statusCode: 307 } };
}

/** What withPage knows of a request before the tenant: read once, handed to every step. */
interface RequestFacts {
  locale: Locale;
  cookies: Record<string, string | undefined>;
  secure: boolean;
  /** The tenant's host (null: the request names none) and the configured tenant id. */
  domain: string | null;
  tenantId: string | null;
  /** The key of this tenant in the tenant, article-type and page caches. */
  tenantKey: string;
  /** The props every answer carries, before the tenant and session are known. */
  base: Omit<AppPageProps, keyof SSRConfig>;
}

/** A page's answer when the page cache already sent it: Next renders nothing once the response has ended. */
export interface ServedFromCache {
  servedFromCache: true;
}

/**
 * What a page's getServerSideProps hands Next: the page's props on top of the app's, the app's alone when the shell
 * answers instead of the page (no such site, an error state: _app renders no page component then), or nothing to
 * render because the page cache already sent the response.
 */
export type WithPageProps<P> = (AppPageProps & P) | AppPageProps | ServedFromCache;
type PageResult<P> = GetServerSidePropsResult<WithPageProps<P>>;
/** A step's outcome: the context the next step needs, or the answer that ends the request here. */
type Step<T, P> = { next: T } | { answer: PageResult<P> };

function readRequest(ctx: GetServerSidePropsContext, deps: WithPageDeps, requireAuth: boolean): RequestFacts {
  const locale: Locale = isLocale(ctx.locale) ? ctx.locale : DEFAULT_LOCALE;
  const cookies = parseCookieHeader(ctx.req.headers.cookie);
  const tenantId = defaultTenantId(deps.env);
  const domain = tenantDomainFromHost({
    host: ctx.req.headers.host,
    forwardedHost: ctx.req.headers['x-forwarded-host'],
    override: devTenantDomain(deps.env),
  });
  return {
    locale,
    cookies,
    secure: requestIsHttps(ctx.req),
    domain,
    tenantId,
    tenantKey: `${domain ?? ''}|${tenantId ?? ''}`,
    base: {
      tenant: null,
      session: { loggedIn: false, profile: null },
      runtimeConfig: runtimeConfig(deps.env),
      initialPreferences: preferencesFromMap(cookies, schemeFromHint(ctx.req.headers[SCHEME_HINT_HEADER])),
      siteNotFound: false,
      errorState: null,
      requireAuth,
    },
  };
}

/** The shell without a page: an error or "no such site", with the common texts only. */
async function shellAnswer<P>(
  ctx: GetServerSidePropsContext,
  deps: WithPageDeps,
  facts: RequestFacts,
  status: number,
  extra: Partial<AppPageProps>,
): Promise<{ answer: PageResult<P> }> {
  ctx.res.statusCode = status;
  const i18n = await deps.translations(facts.locale, ['common']);
  const props: AppPageProps = { ...facts.base, ...extra, ...i18n };
  return { answer: { props } };
}

interface TenantStep {
  tenant: Tenant;
  domain: string;
  defaultLanguage: Locale;
  /** Calls for the tenant's shell data (no login). */
  tenantHttp: Http;
}

/** The tenant by host (cached), or the shell's 404, 503 or 500. */
async function resolveTenant<P>(
  ctx: GetServerSidePropsContext,
  deps: WithPageDeps,
  facts: RequestFacts,
): Promise<Step<TenantStep, P>> {
  const { domain, tenantId, locale } = facts;
  if (!domain) return shellAnswer(ctx, deps, facts, 404, { siteNotFound: true });
  const tenantHttp = deps.createHttp({ tenantDomain: domain, tenantId, language: locale });
  const found = await deps.tenantCache.get(facts.tenantKey, async () =>
    mapResult(await getTenant(tenantHttp), sanitizeTenant),
  );
  if (!found.ok) {
    if (isTenantNotFound(found)) return shellAnswer(ctx, deps, facts, 404, { siteNotFound: true });
    console.warn(`[withPage] tenant lookup for ${domain} failed: ${found.error.code}`);
    return shellAnswer(ctx, deps, facts, 503, { errorState: { status: 503, code: found.error.code } });
  }
  const tenant = found.data;
  // This response's Content-Security-Policy: a fresh nonce and the tenant's third-party hosts.
  setPageSecurityHeaders(ctx.req, ctx.res, tenant, deps.env);
  const defaultLanguage = tenant.defaultLanguage;
  if (tenant.supportedLanguages.length === 0 || !isLocale(defaultLanguage)) {
    // Fail loudly on a tenant without usable languages rather than redirecting in circles.
    console.warn(`[withPage] tenant ${tenant.id} has no supported language this storefront ships`);
    return shellAnswer(ctx, deps, facts, 500, { tenant, errorState: { status: 500, code: 'TENANT_MISCONFIGURED' } });
  }
  return { next: { tenant, domain, defaultLanguage, tenantHttp } };
}

interface LocaleStep {
  /** Path and query without the locale prefix. */
  path: string;
  dataRequest: boolean;
  /** Cookies this response sets so far (the remembered language). */
  setCookies: string[];
}

/** The locale rules at the top of this file: a 307 to the right prefix, or the cookies to remember it. */
function applyLocaleRules<P>(
  ctx: GetServerSidePropsContext,
  facts: RequestFacts,
  { tenant, defaultLanguage }: TenantStep,
): Step<LocaleStep, P> {
  const { locale, cookies, secure } = facts;
  const languages = tenant.supportedLanguages;
  const path = currentPath(ctx);
  const dataRequest = isDataRequest(ctx);
  const prefix = explicitLocale(locale, dataRequest);
  const cookieLocale = cookies[COOKIES.locale.name];
  const hasLocaleCookie = isLocale(cookieLocale);
  if (
    !dataRequest &&
    !prefix &&
    hasLocaleCookie &&
    cookieLocale !== DEFAULT_LOCALE &&
    languages.includes(cookieLocale)
  ) {
    return { answer: redirect(localePath(cookieLocale, path)) };
  }
  if (!languages.includes(locale)) return { answer: redirect(localePath(defaultLanguage, path)) };
  if (!dataRequest && !prefix && !hasLocaleCookie && defaultLanguage !== locale) {
    return { answer: redirect(localePath(defaultLanguage, path)) };
  }
  const setCookies = prefix && cookieLocale !== prefix ? [serializeCookie('locale', prefix, { secure })] : [];
  return { next: { path, dataRequest, setCookies } };
}

interface SessionStep {
  session: ServerSession;
  /** Calls as this shopper (bearer token when logged in). */
  http: Http;
  /** The cookies this response sets, the expired login's included. */
  setCookies: string[];
}

/** The shopper from the login cookies; a login the API no longer knows is ended here (its cookies expired). */
async function resolveSession(
  deps: WithPageDeps,
  facts: RequestFacts,
  domain: string,
  setCookies: string[],
): Promise<SessionStep> {
  const cookieSession = sessionFromMap(facts.cookies);
  const http = deps.createHttp({
    tenantDomain: domain,
    tenantId: facts.tenantId,
    language: facts.locale,
    token: cookieSession.token,
  });
  if (!cookieSession.loggedIn || cookieSession.profile) return { session: cookieSession, http, setCookies };
  const profile = await getProfile(http);
  if (profile.ok) return { session: { ...cookieSession, profile: profile.data }, http, setCookies };
  if (profile.error.status !== 401) return { session: cookieSession, http, setCookies };
  return {
    session: { loggedIn: false, token: null, profile: null },
    http,
    setCookies: [...setCookies, ...expiredSessionCookies({ secure: facts.secure })],
  };
}

export function makeWithPage(deps: WithPageDeps) {
  return function withPage<P extends Record<string, unknown> = Record<string, never>>(
    settings: PageSettings,
    loader?: PageLoader<P>,
  ): GetServerSideProps<WithPageProps<P>> {
    const resolved = resolvePageSettings(settings);
    // The header's search box (and its image-search panel) is on every page that shows it.
    const shellNamespaces = resolved.showHeader && resolved.showSearchInput ? ['common', 'search'] : ['common'];
    const namespaces = Array.from(new Set([...shellNamespaces, ...resolved.namespaces]));

    return async (ctx) => {
      const facts = readRequest(ctx, deps, resolved.requireAuth);
      // Ask for the device's colour scheme with every page, so the next render (or the browser's retry of a first
      // request) carries it.
      for (const [name, value] of Object.entries(SCHEME_HINT_RESPONSE_HEADERS)) ctx.res.setHeader(name, value);

      // Bytes no page accepts (NUL and other control characters, broken percent-encoding), in a document or a
      // client-side navigation's data request: a 400 before the API hears of them.
      if (hasBadBytes(ctx.req.url ?? '')) {
        return (await shellAnswer<P>(ctx, deps, facts, 400, { errorState: { status: 400, code: 'BAD_REQUEST' } }))
          .answer;
      }
      // On every answer, the shared page cache's too: they depend on the host alone, so they never make a page personal.
      appendSetCookie(
        ctx.res,
        tenantCookies({ domain: facts.domain, tenantId: facts.tenantId, cookies: facts.cookies, secure: facts.secure }),
      );

      const tenantStep = await resolveTenant<P>(ctx, deps, facts);
      if ('answer' in tenantStep) return tenantStep.answer;
      const { tenant, domain, tenantHttp } = tenantStep.next;
      // Deferred shell data: without it the layout fetches the types in the browser instead.
      const articleTypes = deps.articleTypesCache
        ? await deps.articleTypesCache.get(facts.tenantKey, () => getEnabledArticleTypes(tenantHttp))
        : null;
      const enabledArticleTypes = articleTypes?.ok ? articleTypes.data : null;

      const localeStep = applyLocaleRules<P>(ctx, facts, tenantStep.next);
      if ('answer' in localeStep) return localeStep.answer;
      const { path, dataRequest } = localeStep.next;

      const { session, http, setCookies } = await resolveSession(deps, facts, domain, localeStep.next.setCookies);
      appendSetCookie(ctx.res, setCookies);
      if (resolved.requireAuth && !session.loggedIn) return redirect(loginUrl(path));

      // An anonymous page rendered moments ago for the same host, locale, path and display cookies goes out from
      // memory; a render that may be shared is captured for the next visitor.
      const cacheOutcome = deps.pageCache?.handle({
        req: ctx.req,
        res: ctx.res,
        locale: facts.locale,
        tenantKey: facts.tenantKey,
        path,
        cookies: facts.cookies,
        dataRequest,
        settingCookies: setCookies.length > 0,
      });
      if (cacheOutcome === 'served') return { props: { servedFromCache: true } };

      // Translations, then the page's own data.
      const i18n = await deps.translations(facts.locale, namespaces);
      const props: AppPageProps = {
        ...facts.base,
        tenant,
        session: { loggedIn: session.loggedIn, profile: session.profile },
        ...(enabledArticleTypes ? { enabledArticleTypes } : {}),
        ...i18n,
      };
      if (!loader) return { props };
      const result = await loader(ctx, {
        tenant,
        http,
        session,
        locale: facts.locale,
        query: ctx.query,
        enabledArticleTypes,
      });
      if ('props' in result) {
        const own = await result.props;
        return { ...result, props: { ...props, ...own } };
      }
      // Nothing here: the site's own 404 page, in its layout, language and login, rather than Next's error page,
      // which knows no tenant. A client-side navigation's data answers 200 so the browser draws it in place.
      if ('notFound' in result && result.notFound) {
        if (!dataRequest) ctx.res.statusCode = 404;
        return { props: { ...props, pageNotFound: true } };
      }
      return result;
    };
  };
}

/** `export const getServerSideProps = withPage(settings, async (ctx, { tenant, http }) => ({ props: {...} }))` */
export function withPage<P extends Record<string, unknown> = Record<string, never>>(
  settings: PageSettings,
  loader?: PageLoader<P>,
): GetServerSideProps<WithPageProps<P>> {
  return makeWithPage(defaultDeps())(settings, loader);
}
