/** @jest-environment node */
import { isForwardedApiPath, isPlainPath } from '@/services/server/request/apiAllowlist';
import { isSameOriginRequest } from '@/services/server/request/csrf';
import { isHttps, requestHost } from '@/services/server/request/protocol';
import { firstValue, loginUrl } from '@/utils/request';

const post = (headers: Record<string, string | string[]>) => isSameOriginRequest({ method: 'POST', headers });

describe('isSameOriginRequest', () => {
  it('lets safe methods through whatever they carry', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get', undefined]) {
      expect(isSameOriginRequest({ method, headers: { origin: 'https://evil.example' } })).toBe(true);
    }
  });

  it('compares Origin with the addressed scheme and host, default ports aside', () => {
    expect(post({ host: 'shop.example:443', 'x-forwarded-proto': 'https', origin: 'https://shop.example' })).toBe(true);
    expect(post({ host: 'shop.example', origin: 'http://shop.example:80' })).toBe(true);
    expect(post({ host: 'Shop.Example', 'x-forwarded-proto': 'https', origin: 'https://shop.example' })).toBe(true);
    expect(
      isSameOriginRequest({
        method: 'POST',
        encrypted: true,
        headers: { host: 'shop.example', origin: 'https://shop.example' },
      }),
    ).toBe(true);
    expect(post({ host: 'shop.example', origin: 'https://shop.example.evil.test' })).toBe(false);
    expect(post({ host: 'shop.example', origin: 'https://evil.test' })).toBe(false);
    expect(post({ host: 'shop.example:3000', origin: 'http://shop.example:3001' })).toBe(false);
  });

  it('refuses an Origin or Referer of the same host under the other scheme', () => {
    expect(post({ host: 'localhost:3000', origin: 'https://localhost:3000' })).toBe(false);
    expect(post({ host: 'shop.example', 'x-forwarded-proto': 'https', origin: 'http://shop.example' })).toBe(false);
    expect(post({ host: 'localhost:3000', referer: 'https://localhost:3000/cart' })).toBe(false);
    expect(post({ host: 'localhost:3000', referer: 'http://localhost:3000/cart' })).toBe(true);
  });

  it('behind a proxy the first X-Forwarded-Host counts', () => {
    expect(
      post({
        host: '10.0.0.5:3000',
        'x-forwarded-host': 'shop.example, 10.0.0.1',
        'x-forwarded-proto': 'https',
        origin: 'https://shop.example',
      }),
    ).toBe(true);
    expect(
      post({
        host: 'shop.example',
        'x-forwarded-host': 'other.example',
        'x-forwarded-proto': 'https',
        origin: 'https://shop.example',
      }),
    ).toBe(false);
  });

  it('refuses any method that changes something without proof of origin', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(isSameOriginRequest({ method, headers: { host: 'shop.example' } })).toBe(false);
    }
    expect(post({ origin: 'https://shop.example' })).toBe(false);
    expect(post({ host: 'shop.example', origin: 'javascript:alert(1)' })).toBe(false);
    expect(post({ host: 'shop.example', referer: 'not a url' })).toBe(false);
  });
});

describe('the API allowlist', () => {
  it('knows the storefront calls and nothing else', () => {
    expect(isForwardedApiPath('/front/user/logout-all')).toBe(true);
    expect(isForwardedApiPath('/oss')).toBe(true);
    expect(isForwardedApiPath('/user-feedback/12/replies')).toBe(true);
    expect(isForwardedApiPath('/operator/outbox')).toBe(false);
    expect(isForwardedApiPath('/frontdoor')).toBe(false);
    expect(isForwardedApiPath('/categories2')).toBe(false);
  });

  it('refuses paths a server might normalise differently', () => {
    for (const path of [
      '/front/..',
      '/front/%2E',
      '/front/a%2fb',
      '/front/a%5Cb',
      '/front/a\\b',
      '/front/%ZZ',
      '/front/a%00',
      'front/x',
      '/front/a b',
    ]) {
      expect(isPlainPath(path)).toBe(false);
    }
    expect(isPlainPath('/files/2026/%E5%9B%BE.png')).toBe(true);
  });
});

describe('request helpers', () => {
  it('take the first value, the client-facing protocol and host, and build the login address once', () => {
    expect(firstValue(['a', 'b'])).toBe('a');
    expect(firstValue(undefined)).toBeUndefined();
    expect(isHttps({ forwardedProto: 'https, http' })).toBe(true);
    expect(isHttps({ forwardedProto: 'http', encrypted: true })).toBe(false);
    expect(isHttps({ encrypted: true })).toBe(true);
    expect(requestHost({ host: 'A.example:3000' })).toBe('a.example:3000');
    expect(loginUrl('/my/account?tab=2#x')).toBe('/auth/login?redirectUrl=%2Fmy%2Faccount%3Ftab%3D2');
    expect(loginUrl('/auth/login?redirectUrl=%2Fcart')).toBe('/auth/login?redirectUrl=%2Fcart');
  });
});
