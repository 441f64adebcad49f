import { loginRedirectTarget, safeRelativeTarget, withEmail } from '@/stores/session/loginRedirect';

const origin = 'https://souq.example';

describe('loginRedirectTarget', () => {
  it('goes to redirectUrl, else /', () => {
    expect(loginRedirectTarget({ redirectUrl: '/my/purchase?page=2' }, 'a@b.c', origin)).toBe('/my/purchase?page=2');
    expect(loginRedirectTarget({}, 'a@b.c', origin)).toBe('/');
    expect(loginRedirectTarget({ redirectUrl: ['/cart', '/x'] }, 'a@b.c', origin)).toBe('/cart');
  });

  it('prefers refrom and appends the email', () => {
    expect(loginRedirectTarget({ refrom: '/welcome', redirectUrl: '/cart' }, 'a+b@c.d', origin)).toBe(
      '/welcome?email=a%2Bb%40c.d',
    );
    expect(loginRedirectTarget({ refrom: '/welcome?x=1#top' }, 'a@b.c', origin)).toBe('/welcome?x=1&email=a%40b.c#top');
    expect(loginRedirectTarget({ refrom: '/invite/{email}/done' }, 'a@b.c', origin)).toBe('/invite/a%40b.c/done');
  });

  it('refuses targets that leave the site (no open redirect)', () => {
    for (const bad of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '\\\\evil',
    ]) {
      expect(loginRedirectTarget({ redirectUrl: bad, refrom: bad }, 'a@b.c', origin)).toBe('/');
    }
  });

  it('accepts an absolute URL on the same origin as a relative path', () => {
    expect(safeRelativeTarget('https://souq.example/cart?x=1', origin)).toBe('/cart?x=1');
  });

  it('does not send the shopper back to the login page', () => {
    expect(loginRedirectTarget({ redirectUrl: '/auth/login?redirectUrl=/cart' }, 'a@b.c', origin)).toBe('/');
  });
});

describe('withEmail', () => {
  it('handles an existing query string ending with ? or &', () => {
    expect(withEmail('/a?', 'x@y.z')).toBe('/a?email=x%40y.z');
    expect(withEmail('/a?b=1&', 'x@y.z')).toBe('/a?b=1&email=x%40y.z');
  });
});
