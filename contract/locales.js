// The storefront's locales, the routing default first: the ONE list, required by next-i18next.config.js (routing
// and loading) and imported by the code through contract/common.ts (the `Locale` type). Plain CommonJS because the
// Next config is; the JSDoc const keeps each code a literal type. `la` is Lao (Lao script).
const LOCALES = /** @type {const} */ ([
  'en',
  'zh-CN',
  'zh-HK',
  'vi',
  'th',
  'ja',
  'ko',
  'ru',
  'ms',
  'uz',
  'pt',
  'es',
  'fr',
  'id',
  'bg',
  'ar',
  'la',
]);

module.exports = { LOCALES };
