// Next.js settings. Nothing here depends on the environment the build runs in: API_URL and every other
// storefront variable are read at run time (pages/api/[...path].ts, services/server/*), so one build serves
// every environment. There is deliberately no rewrite for /api: rewrites are fixed at build time.
const { i18n } = require('./next-i18next.config');

// Marketplace image hosts the optimiser may fetch from. Only these: an open remote pattern would turn
// /_next/image into a proxy for any address on the internet.
const marketplaceImageHosts = [
  'alicdn.com', '**.alicdn.com', // Taobao, Tmall, 1688
  '360buyimg.com', '**.360buyimg.com', // JD
  'yiwugo.com', '**.yiwugo.com', 'ywgimg.com', '**.ywgimg.com', // Yiwugou
  'poizon.com', '**.poizon.com', 'dewu.com', '**.dewu.com', '**.dewucdn.com', // Poizon (Dewu)
];

/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Bundle MUI's Next.js adapter with the app: loaded as an external CommonJS package on the server it gets its
  // own copy of @emotion/react, its CacheProvider is invisible to MUI's components, and server-rendered class
  // names (`css-…`) stop matching the client's (`mui-…`).
  transpilePackages: ['@mui/material-nextjs'],
  i18n,
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
    // Uploaded files and the API's static assets, both reached through the storefront's own /api proxy.
    localPatterns: [{ pathname: '/api/files/**' }, { pathname: '/api/assets/**' }],
    remotePatterns: marketplaceImageHosts.flatMap((hostname) => [
      { protocol: 'https', hostname, pathname: '/**' },
      { protocol: 'http', hostname, pathname: '/**' },
    ]),
  },
};
