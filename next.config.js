// Next.js settings. Nothing here depends on the environment the build runs in: API_URL and every other
// storefront variable are read at run time (pages/api/[...path].ts, services/server/*), so one build serves
// every environment. There is deliberately no rewrite for /api: rewrites are fixed at build time.
const { i18n } = require('./next-i18next.config');
const imageConfig = require('./next-image.config');

// Marketplace image hosts the optimiser may fetch from. Only these: an open remote pattern would turn
// /_next/image into a proxy for any address on the internet.
const marketplaceImageHosts = [
  'alicdn.com',
  '**.alicdn.com', // Taobao, Tmall, 1688
  '360buyimg.com',
  '**.360buyimg.com', // JD
  'yiwugo.com',
  '**.yiwugo.com',
  'ywgimg.com',
  '**.ywgimg.com', // Yiwugou
  'poizon.com',
  '**.poizon.com',
  'dewu.com',
  '**.dewu.com',
  '**.dewucdn.com', // Poizon (Dewu)
];

// Security headers that never vary, on every response (pages, the /api proxy, static files): no framing by any
// other page, no content-type guessing, origins only (never paths) in cross-site referrers, and no camera,
// microphone, location or payment APIs for any script on our pages. The per-response Content-Security-Policy
// (nonce, tenant hosts) and HSTS (only over HTTPS) are set per page: services/server/request/securityHeaders.ts.
const securityHeaders = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()',
  },
];

/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  // No X-Powered-By: it only tells a prober which framework to try.
  poweredByHeader: false,
  // No ETag on rendered pages: each response carries its own CSP nonce, so no two bodies are equal and a tag never
  // matches; hashing every page only cost CPU. Static files keep their own validators.
  generateEtags: false,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  // Bundle MUI's Next.js adapter with the app: loaded as an external CommonJS package on the server it gets its
  // own copy of @emotion/react, its CacheProvider is invisible to MUI's components, and server-rendered class
  // names (`css-…`) stop matching the client's (`mui-…`).
  transpilePackages: ['@mui/material-nextjs'],
  // `next-i18next/pages` is the library's entry with a useTranslation that shares one translation function per
  // namespace among a render's components (services/i18n/nextI18nextPages.ts); the library's own entry stays
  // reachable under another name. jest.config.js maps the same two names. In the browser, i18next is the part of
  // it the pages use (services/i18n/browserI18next.ts), and hoist-non-react-statics, which next-i18next's app
  // wrapper calls, the same copy without react-is (utils/hoistNonReactStatics.ts); the server runs the libraries.
  turbopack: {
    resolveAlias: {
      'next-i18next/pages': './services/i18n/nextI18nextPages.ts',
      'next-i18next-pages-library': './node_modules/next-i18next/dist/pagesRouter/index.mjs',
      i18next: { browser: './services/i18n/browserI18next.ts' },
      'hoist-non-react-statics': { browser: './utils/hoistNonReactStatics.ts' },
    },
  },
  // Fewer, larger chunks than Turbopack's default (no chunk under about 150 KB of source unless it must be): a page
  // starts with 6 scripts instead of 11, which on a slow phone network starts it 0.35–0.5 s sooner and moves fewer
  // bytes, first load and dialogs alike (docs/decisions.md, section 28).
  experimental: { turbopackChunking: { minChunkSize: 150_000 } },
  i18n,
  images: {
    deviceSizes: imageConfig.deviceSizes,
    imageSizes: imageConfig.imageSizes,
    qualities: [imageConfig.quality],
    // Uploaded files and the API's static assets, both reached through the storefront's own /api proxy.
    localPatterns: [{ pathname: '/api/files/**' }, { pathname: '/api/assets/**' }],
    // https only: the optimiser must not fetch over plain http, where anyone on the path can change the bytes.
    remotePatterns: marketplaceImageHosts.map((hostname) => ({ protocol: 'https', hostname, pathname: '/**' })),
  },
};
