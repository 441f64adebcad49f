// The one API client factory (axios underneath): base `/api` in the browser (the storefront proxies it to API_URL) and API_URL on the
// server, 30 s timeout, tenant domain / tenant id / Accept-Language headers. The bearer header is added on the
// server only (page loaders pass the token from the cookie); in the browser the /api proxy adds it from the
// HttpOnly cookie, which page scripts cannot read.
// A 401 on a call made with a session (a token, or in the browser the logged-in flag) means the session expired:
// `onUnauthorized` runs once for a burst of failures (module-level guard), and the error still reaches the
// caller as a Result value.
// axios is loaded on the first request, not with the page: it is a fifth of the script every page would
// otherwise download before it can start, and most pages render from their server props without any call.
import type { AxiosAdapter, AxiosError, AxiosInstance, AxiosStatic } from 'axios';
import { HEADER_TENANT_DOMAIN, HEADER_TENANT_ID } from '@/contract';
import { readCookie } from '@/utils/cookies';
import { loginUrl } from '@/utils/request';

declare module 'axios' {
  interface InternalAxiosRequestConfig {
    /** The call left with a session: its 401 means the session ended. */
    sentWithSession?: boolean;
    /** The session generation the call left in (see `endingSessionOnPurpose`). */
    sessionEpoch?: number;
  }
}

/** The calls services make; an axios instance satisfies it, and tests may hand in one of their own. */
export type Http = Pick<AxiosInstance, 'request' | 'get' | 'delete' | 'post' | 'put' | 'patch'>;

export const REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_API_URL = 'http://127.0.0.1:4000';

export interface HttpOptions {
  baseURL?: string;
  /** Tenant domain; in the browser defaults to the tenant host cookie, then window.location.hostname. */
  tenantDomain?: string | null;
  tenantId?: string | null;
  /** Sent as Accept-Language (the current site locale). */
  language?: string | null;
  /** Bearer token (server side: the shopper's token cookie); a function is read on every request. */
  token?: string | null | (() => string | null);
  /** Browser: whether a login is active (the logged-in flag), read when each call leaves. */
  loggedIn?: () => boolean;
  /** Called for a 401 on a call made with a session, at most once until `resetUnauthorizedGuard()`. */
  onUnauthorized?: () => void;
  /** For tests: a fake transport. */
  adapter?: AxiosAdapter;
}

/** API_URL read at run time (never inlined at build time), without a trailing slash. */
export function apiUrl(): string {
  return (process.env.API_URL || DEFAULT_API_URL).replace(/\/+$/, '');
}

let unauthorizedHandled = false;

/**
 * Counts the sessions this page ended on purpose (log out, log out everywhere). A call still on its way when the
 * shopper logs out comes back 401 because the token just died: that is the logout the shopper asked for, not an
 * expired login, so it must not send them to the login page with "session expired".
 */
let sessionEpoch = 0;

/** The shopper is ending the session: a 401 to any call that left before this is not an expiry. */
export function endingSessionOnPurpose(): void {
  sessionEpoch += 1;
}

/** The session generation now: a request the client cannot read the status of notes it when it leaves. */
export function currentSessionEpoch(): number {
  return sessionEpoch;
}

/**
 * The 401 handler's one turn per burst: true for the first expiry seen since the guard was re-armed. A request
 * whose status the page cannot read (the live-events stream) claims it when it finds the login cookies gone, so
 * that expiry reaches the shopper once, whichever request saw it first.
 */
export function claimUnauthorized(): boolean {
  if (unauthorizedHandled) return false;
  unauthorizedHandled = true;
  return true;
}

/** Re-arm the 401 handler; the session store calls this once the redirect to login has completed. */
export function resetUnauthorizedGuard(): void {
  unauthorizedHandled = false;
}

function browserTenantDomain(): string | null {
  if (typeof window === 'undefined') return null;
  return readCookie('tenantHost') || window.location.hostname;
}

let axiosModule: Promise<AxiosStatic> | null = null;

function loadAxios(): Promise<AxiosStatic> {
  axiosModule ??= import('axios').then(
    (module) => module.default,
    (error: unknown) => {
      // A failed download (offline, a new deployment) is retried by the next request.
      axiosModule = null;
      throw Object.assign(new Error(error instanceof Error ? error.message : 'Network Error'), {
        isAxiosError: true,
        code: 'ERR_NETWORK',
      });
    },
  );
  return axiosModule;
}

/** An Http whose axios instance is built by `build` when its first request leaves. */
export function lazyHttp(build: (axios: AxiosStatic) => AxiosInstance): Http {
  let instance: Promise<AxiosInstance> | null = null;
  const ready = () => (instance ??= loadAxios().then(build));
  const http: Http = {
    request: (config) => ready().then((axios) => axios.request(config)),
    get: (url, config) => ready().then((axios) => axios.get(url, config)),
    delete: (url, config) => ready().then((axios) => axios.delete(url, config)),
    post: (url, data, config) => ready().then((axios) => axios.post(url, data, config)),
    put: (url, data, config) => ready().then((axios) => axios.put(url, data, config)),
    patch: (url, data, config) => ready().then((axios) => axios.patch(url, data, config)),
  };
  return http;
}

export function createHttp(options: HttpOptions = {}): Http {
  return lazyHttp((axios) => createInstance(axios, options));
}

function createInstance(axios: AxiosStatic, options: HttpOptions): AxiosInstance {
  const isBrowser = typeof window !== 'undefined';
  const instance = axios.create({
    baseURL: options.baseURL ?? (isBrowser ? '/api' : apiUrl()),
    timeout: REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  instance.interceptors.request.use((config) => {
    const domain = options.tenantDomain ?? browserTenantDomain();
    if (domain) config.headers.set(HEADER_TENANT_DOMAIN, domain);
    const tenantId = options.tenantId ?? (isBrowser ? readCookie('tenantId') : null);
    if (tenantId) config.headers.set(HEADER_TENANT_ID, tenantId);
    if (options.language) config.headers.set('Accept-Language', options.language);
    const token = typeof options.token === 'function' ? options.token() : options.token;
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    config.sentWithSession = Boolean(token) || Boolean(options.loggedIn?.());
    config.sessionEpoch = sessionEpoch;
    return config;
  });

  instance.interceptors.response.use(undefined, (error: AxiosError) => {
    const withSession = Boolean(error.config?.sentWithSession) && error.config?.sessionEpoch === sessionEpoch;
    if (error.response?.status === 401 && withSession && options.onUnauthorized && claimUnauthorized()) {
      options.onUnauthorized();
    }
    return Promise.reject(error);
  });

  return instance;
}

export interface SessionExpiredDeps {
  clearSession: () => void;
  notify: (text: string) => void;
  /** Resolves when the navigation has finished. */
  navigate: (url: string) => Promise<unknown>;
  /** Path + query of the page the shopper was on. */
  currentPath: () => string;
  /** The translated `login-session-expired` text. */
  text: () => string;
}

export const SESSION_EXPIRED_FALLBACK = 'Login session expired!';

/** The browser's 401 reaction: clear the session, one notification, go to login, then re-arm the guard. */
export function sessionExpiredHandler(deps: SessionExpiredDeps): () => void {
  return () => {
    deps.clearSession();
    deps.notify(deps.text() || SESSION_EXPIRED_FALLBACK);
    void Promise.resolve(deps.navigate(loginUrl(deps.currentPath())))
      .catch(() => undefined)
      .finally(resetUnauthorizedGuard);
  };
}
