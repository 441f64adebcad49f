import { normalizeHost, tenantDomainFromHost } from '@/utils/host';

describe('tenantDomainFromHost', () => {
  it.each([
    ['localhost:3000', 'localhost'],
    ['LOCALHOST', 'localhost'],
    ['souq.localhost:3000', 'souq.localhost'],
    ['www.souq.localhost:3000', 'souq.localhost'],
    ['www.GlobalBuy.example', 'globalbuy.example'],
    ['shop.example.', 'shop.example'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '::1'],
    ['[::1]', '::1'],
    ['::1', '::1'],
  ])('maps Host %s to %s', (host, expected) => {
    expect(tenantDomainFromHost({ host })).toBe(expected);
  });

  it('prefers X-Forwarded-Host and takes its first value', () => {
    expect(tenantDomainFromHost({ host: '10.0.0.5:3000', forwardedHost: 'Lao.Localhost:443, proxy.internal' }))
      .toBe('lao.localhost');
    expect(tenantDomainFromHost({ host: 'localhost', forwardedHost: ['accra.localhost'] })).toBe('accra.localhost');
  });

  it('falls back to Host when X-Forwarded-Host is empty', () => {
    expect(tenantDomainFromHost({ host: 'himal.localhost:3000', forwardedHost: '' })).toBe('himal.localhost');
  });

  it('lets DEV_TENANT_DOMAIN replace whatever the request said', () => {
    expect(tenantDomainFromHost({ host: 'localhost:3000', forwardedHost: 'x.test', override: 'souq.localhost' }))
      .toBe('souq.localhost');
    expect(tenantDomainFromHost({ host: 'localhost:3000', override: '   ' })).toBe('localhost');
  });

  it.each([
    [''], ['bad_host!'], ['a b'], ['host:port'], ['host:99999999'], ['[::1'], ['[::1]x'], ['evil.com/path'],
    ['..'], ['-'],
  ])('rejects malformed host %p', (host) => {
    expect(tenantDomainFromHost({ host })).toBeNull();
  });

  it('returns null with no host at all', () => {
    expect(tenantDomainFromHost({})).toBeNull();
    expect(normalizeHost('   ')).toBeNull();
  });

  it('keeps a bare www host rather than producing an empty one', () => {
    expect(normalizeHost('www')).toBe('www');
  });
});
