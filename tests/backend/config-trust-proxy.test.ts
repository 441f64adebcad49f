// Client IPs feed the rate limits, so only the storefront's proxy on this machine is believed unless the operator
// names their proxies.
import { loadConfig } from '../../backend/src/config';

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
