// Which proxies' X-Forwarded-For is believed when working out a client's IP (the key of every per-client limit).
//
// TRUST_PROXY (config.trustProxy):
//   'loopback' (default)  only the hop that connects to the API, and only when it is on this machine: the
//                         storefront's /api proxy, which appends the address it saw. Anything a client wrote into
//                         X-Forwarded-For before that hop is ignored, so a forged header changes nothing.
//   a list of addresses/CIDRs (e.g. '10.0.0.0/8, 192.168.1.5')   those proxies at any hop, plus the loopback hop:
//                         name your load balancer here, or every shopper behind it shares one bucket.
//   'true' / 'false'      believe every hop / none (the socket address only).
import proxyAddr from '@fastify/proxy-addr';

export type TrustFunction = (address: string, hop: number) => boolean;

export function isLoopback(address: string): boolean {
  const a = address.replace(/^::ffff:/i, '');
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

export function trustedProxies(setting: boolean | string): boolean | TrustFunction {
  if (typeof setting === 'boolean') return setting;
  const entries = setting
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && s !== 'loopback');
  const listed = entries.length > 0 ? proxyAddr.compile(entries) : () => false;
  return (address, hop) => (hop === 0 && isLoopback(address)) || listed(address, hop);
}
