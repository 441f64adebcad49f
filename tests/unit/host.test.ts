import { tenantDomainFromHost } from '@/services/server/request/host';

describe('tenantDomainFromHost', () => {
  it('reads the host by the shared rules (contract/host.ts)', () => {
    expect(tenantDomainFromHost({ host: 'www.Souq.localhost:3000' })).toBe('souq.localhost');
    expect(tenantDomainFromHost({ host: '[::1]:3000' })).toBe('::1');
  });

  it('prefers X-Forwarded-Host and takes its first value', () => {
    expect(tenantDomainFromHost({ host: '10.0.0.5:3000', forwardedHost: 'Lao.Localhost:443, proxy.internal' })).toBe(
      'lao.localhost',
    );
    expect(tenantDomainFromHost({ host: 'localhost', forwardedHost: ['accra.localhost'] })).toBe('accra.localhost');
  });

  it('falls back to Host when X-Forwarded-Host is empty', () => {
    expect(tenantDomainFromHost({ host: 'himal.localhost:3000', forwardedHost: '' })).toBe('himal.localhost');
  });

  it('lets DEV_TENANT_DOMAIN replace whatever the request said', () => {
    expect(tenantDomainFromHost({ host: 'localhost:3000', forwardedHost: 'x.test', override: 'souq.localhost' })).toBe(
      'souq.localhost',
    );
    expect(tenantDomainFromHost({ host: 'localhost:3000', override: '   ' })).toBe('localhost');
  });

  it('rejects a malformed host', () => {
    expect(tenantDomainFromHost({ host: 'bad_host!' })).toBeNull();
  });

  it('returns null with no host at all', () => {
    expect(tenantDomainFromHost({})).toBeNull();
  });
});
