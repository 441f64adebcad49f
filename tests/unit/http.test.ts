import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import {
  createHttp,
  endingSessionOnPurpose,
  lazyHttp,
  REQUEST_TIMEOUT_MS,
  resetUnauthorizedGuard,
  sessionExpiredHandler,
} from '@/services/http';
import { call } from '@/services/result';
import { writeCookie } from '@/utils/cookies';

function fakeAdapter(respond: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const { status, data } = respond(config);
    const response = { status, statusText: String(status), data, headers: {}, config, request: {} };
    if (status >= 200 && status < 300) return response;
    const error = Object.assign(new Error(`Request failed with status code ${status}`), {
      isAxiosError: true,
      config,
      response,
      code: 'ERR_BAD_RESPONSE',
      toJSON: () => ({}),
    });
    throw error;
  };
  return { adapter, seen };
}

beforeEach(() => {
  resetUnauthorizedGuard();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

describe('createHttp', () => {
  it('sends the tenant, language and bearer headers with a 30 s timeout and /api base in the browser', async () => {
    const { adapter, seen } = fakeAdapter(() => ({ status: 200, data: { ok: 1 } }));
    const http = createHttp({ tenantDomain: 'souq.localhost', tenantId: 't-9', language: 'ar', token: 'tok', adapter });
    const result = await call(http.get('/front/tenant'));
    expect(result).toEqual({ ok: true, data: { ok: 1 } });
    const config = seen[0]!;
    expect(config.baseURL).toBe('/api');
    expect(config.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(30000);
    expect(config.headers.get('X-Tenant-Domain')).toBe('souq.localhost');
    expect(config.headers.get('X-Tenant-Id')).toBe('t-9');
    expect(config.headers.get('Accept-Language')).toBe('ar');
    expect(config.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('in the browser takes the tenant from the tenant host cookie, then the page host; token read per request', async () => {
    const { adapter, seen } = fakeAdapter(() => ({ status: 200, data: null }));
    let token: string | null = null;
    const http = createHttp({ token: () => token, adapter });
    await http.get('/a');
    expect(seen[0]!.headers.get('X-Tenant-Domain')).toBe(window.location.hostname);
    expect(seen[0]!.headers.get('Authorization')).toBeUndefined();
    writeCookie('tenantHost', 'lao.localhost');
    writeCookie('tenantId', 'lao');
    token = 'fresh';
    await http.get('/b');
    expect(seen[1]!.headers.get('X-Tenant-Domain')).toBe('lao.localhost');
    expect(seen[1]!.headers.get('X-Tenant-Id')).toBe('lao');
    expect(seen[1]!.headers.get('Authorization')).toBe('Bearer fresh');
  });

  it('turns API errors into Result values with the body code, fields and kind', async () => {
    const { adapter } = fakeAdapter((config) =>
      config.url === '/bad'
        ? { status: 400, data: { code: 'VALIDATION_FAILED', message: 'bad', fields: { email: 'INVALID_EMAIL' } } }
        : { status: 503, data: 'oops' },
    );
    const http = createHttp({ tenantDomain: 'localhost', adapter });
    const bad = await call(http.post('/bad', {}));
    expect(bad).toEqual({
      ok: false,
      error: expect.objectContaining({
        kind: 'validation',
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: { email: 'INVALID_EMAIL' },
        retryable: false,
      }),
    });
    const down = await call(http.get('/down'));
    expect(down.ok).toBe(false);
    if (!down.ok)
      expect(down.error).toEqual(
        expect.objectContaining({ kind: 'http', status: 503, code: 'HTTP_503', retryable: true }),
      );
  });

  it('reports network failures and timeouts as such', async () => {
    const adapter: AxiosAdapter = async (config) => {
      throw Object.assign(new Error(config.url === '/slow' ? 'timeout of 30000ms exceeded' : 'Network Error'), {
        isAxiosError: true,
        config,
        code: config.url === '/slow' ? 'ECONNABORTED' : 'ERR_NETWORK',
        toJSON: () => ({}),
      });
    };
    const http = createHttp({ tenantDomain: 'localhost', adapter });
    const slow = await call(http.get('/slow'));
    const offline = await call(http.get('/offline'));
    expect(!slow.ok && slow.error).toEqual(
      expect.objectContaining({ kind: 'timeout', code: 'TIMEOUT', status: null, retryable: true }),
    );
    expect(!offline.ok && offline.error).toEqual(expect.objectContaining({ kind: 'network', code: 'NETWORK_ERROR' }));
  });
});

describe('lazyHttp', () => {
  it('builds its axios instance when the first request leaves, once for every later request', async () => {
    const { adapter, seen } = fakeAdapter((config) => ({ status: 200, data: config.url }));
    const build = jest.fn((axios: typeof import('axios').default) => axios.create({ baseURL: '/bucket', adapter }));
    const http = lazyHttp(build);
    expect(build).not.toHaveBeenCalled();
    const answers = await Promise.all([call(http.get('/a')), call(http.post('/b', { x: 1 })), call(http.put('/c'))]);
    await call(http.delete('/d'));
    expect(build).toHaveBeenCalledTimes(1);
    expect(answers.map((answer) => answer.ok && answer.data)).toEqual(['/a', '/b', '/c']);
    expect(seen.map((config) => `${config.method} ${config.baseURL}${config.url}`)).toEqual([
      'get /bucket/a',
      'post /bucket/b',
      'put /bucket/c',
      'delete /bucket/d',
    ]);
  });
});

describe('401 handling', () => {
  it('runs onUnauthorized once for a burst of failures, and again after the guard is reset', async () => {
    const { adapter } = fakeAdapter(() => ({ status: 401, data: { code: 'UNAUTHORIZED', message: 'expired' } }));
    const onUnauthorized = jest.fn();
    const http = createHttp({ tenantDomain: 'localhost', token: 'old', onUnauthorized, adapter });
    const results = await Promise.all([call(http.get('/a')), call(http.get('/b')), call(http.get('/c'))]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    // Callers still get their error value.
    expect(results.every((r) => !r.ok && r.error.status === 401)).toBe(true);
    await call(http.get('/d'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    resetUnauthorizedGuard();
    await call(http.get('/e'));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('takes a 401 to a call that left before the shopper logged out for that logout, not for an expired login', async () => {
    resetUnauthorizedGuard();
    let answer: () => void = () => undefined;
    const adapter: AxiosAdapter = (config) =>
      new Promise((_resolve, reject) => {
        answer = () =>
          reject(
            Object.assign(new Error('Request failed with status code 401'), {
              isAxiosError: true,
              config,
              code: 'ERR_BAD_REQUEST',
              toJSON: () => ({}),
              response: {
                status: 401,
                statusText: '401',
                data: { code: 'UNAUTHORIZED', message: 'gone' },
                headers: {},
                config,
                request: {},
              },
            }),
          );
      });
    const onUnauthorized = jest.fn();
    const http = createHttp({ tenantDomain: 'localhost', token: 'live', onUnauthorized, adapter });
    const inFlight = call(http.get('/front/user-account'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    endingSessionOnPurpose();
    answer();
    expect((await inFlight).ok).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();

    // A call made after it is judged as usual.
    const later = call(http.get('/front/cart'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer();
    await later;
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    resetUnauthorizedGuard();
  });

  it('ignores a 401 on a call without a token (wrong password is not an expired session)', async () => {
    const { adapter } = fakeAdapter(() => ({ status: 401, data: { code: 'INVALID_CREDENTIALS', message: 'no' } }));
    const onUnauthorized = jest.fn();
    const http = createHttp({ tenantDomain: 'localhost', onUnauthorized, adapter });
    await call(http.post('/front/user/login', {}));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('clears the session, shows exactly one notification and goes to login with the current path', async () => {
    const { adapter } = fakeAdapter(() => ({ status: 401, data: { code: 'UNAUTHORIZED', message: 'expired' } }));
    const clearSession = jest.fn();
    const notify = jest.fn();
    let finishNavigation: () => void = () => undefined;
    const navigate = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finishNavigation = resolve;
        }),
    );
    const http = createHttp({
      tenantDomain: 'localhost',
      token: 'old',
      adapter,
      onUnauthorized: sessionExpiredHandler({
        clearSession,
        notify,
        navigate,
        currentPath: () => '/my/account?tab=2',
        text: () => '',
      }),
    });
    await Promise.all([call(http.get('/front/cart')), call(http.get('/front/user/profile'))]);
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('Login session expired!');
    expect(navigate).toHaveBeenCalledWith('/auth/login?redirectUrl=%2Fmy%2Faccount%3Ftab%3D2');
    // Still navigating: more failures stay silent.
    await call(http.get('/front/cart'));
    expect(notify).toHaveBeenCalledTimes(1);
    finishNavigation();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await call(http.get('/front/cart'));
    expect(notify).toHaveBeenCalledTimes(2);
  });
});
