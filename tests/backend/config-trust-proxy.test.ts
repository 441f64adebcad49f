// Client IPs feed the rate limits, so only the storefront's proxy on this machine is believed unless the operator
// names their proxies.
import { loadConfig } from '../../backend/src/config';

describe('TRUST_PROXY', () => {
  it('trusts only loopback proxies by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv).trustProxy).toBe('loopback');
  });

  it('takes true, false or a list of addresses', () => {
    const trust = (value: string) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value } as NodeJS.ProcessEnv).trustProxy;
    expect(trust('true')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
  });
});
