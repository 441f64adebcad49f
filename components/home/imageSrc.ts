// Whether next/image may optimise an address. next.config.js allows only the API's own files and assets and the
// marketplaces' image hosts over https; any other address (a tenant's banner on its own CDN, a plain-http
// marketplace picture) would make next/image throw during render, so it is shown as is (`unoptimized`) instead.
const LOCAL = /^\/api\/(files|assets)\//;
const MARKETPLACE =
  /^https:\/\/([a-z0-9-]+\.)*(alicdn\.com|360buyimg\.com|yiwugo\.com|ywgimg\.com|poizon\.com|dewu\.com|dewucdn\.com)\//i;

export function canOptimise(src: string): boolean {
  return LOCAL.test(src) || MARKETPLACE.test(src);
}
