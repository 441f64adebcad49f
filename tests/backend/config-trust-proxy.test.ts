// Client IPs feed the rate limits, so only the storefront's proxy on this machine is believed unless the operator
// names their proxies.
import { loadConfig } from '../../backend/src/config';
import { trustedProxies } from '../../backend/src/http/clientIp';

// Secrets given, so no secrets file is written anywhere.
const base = { NODE_ENV: 'test', OPERATOR_TOKEN: 'o'.repeat(32), UPLOAD_SECRET: 'u'.repeat(32) };

describe('TRUST_PROXY', () => {
  it('trusts only loopback proxies by default', () => {
    expect(loadConfig({ ...base } as NodeJS.ProcessEnv).trustProxy).toBe('loopback');
  });

  it('takes true, false or a list of addresses', () => {
    const trust = (value: string) => loadConfig({ ...base, TRUST_PROXY: value } as NodeJS.ProcessEnv).trustProxy;
    expect(trust('true')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
  });
});

describe('trusted proxy hops', () => {
  it('by default believes only the loopback hop that connects to the API', () => {
    const trust = trustedProxies('loopback') as (address: string, hop: number) => boolean;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('::ffff:127.0.0.1', 0)).toBe(true);
    // A loopback address further up the chain was written by the client.
    expect(trust('127.0.0.1', 1)).toBe(false);
    expect(trust('10.0.0.5', 0)).toBe(false);
  });

  it('adds the operator’s proxies at any hop', () => {
    const trust = trustedProxies('10.0.0.0/8, 192.168.1.5') as (address: string, hop: number) => boolean;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('10.1.2.3', 1)).toBe(true);
    expect(trust('192.168.1.5', 2)).toBe(true);
    expect(trust('192.168.1.6', 1)).toBe(false);
    expect(trustedProxies(false)).toBe(false);
    expect(trustedProxies(true)).toBe(true);
  });
});
