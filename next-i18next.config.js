// Translation settings shared by next.config.js (routing locales) and next-i18next (loading).
// Files live at locales/{lng}/{ns}.json; the default namespace is `common` (i18next's own default is
// `translation`). Loading limits: 10 parallel reads, 5 retries starting at 350 ms and
// doubling each time (i18next's own backend connector options), at most 1000 interpolation replacements.
// The one locale list, shared with the code (contract/common.ts); the first is the routing default.
const { LOCALES } = require('./contract/locales.js');

/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: LOCALES[0],
    locales: [...LOCALES],
    // The tenant's default language is where a first visit starts (services/server/withPage.ts), not the
    // browser's Accept-Language; NEXT_LOCALE is honoured by the same wrapper on every unprefixed URL.
    localeDetection: false,
  },
  defaultNS: 'common',
  fallbackNS: 'common',
  // No fallback language: every key exists in all 17 locales (tests/unit/locales.test.ts, with each language's
  // plural forms), so an English copy of every namespace in a non-English page's data was never read, only sent
  // and parsed (it doubled an Arabic or Lao page's translations).
  fallbackLng: false,
  // On the server the files are read from disk, so the path must be absolute; the browser never loads files
  // (every page ships its namespaces in the page props). process.cwd() rather than node:path, for which the
  // browser's copy of this file would carry a polyfill.
  localePath: typeof window === 'undefined' ? `${process.cwd()}/locales` : '/locales',
  // Pages do not carry this config (with its absolute server path) in __NEXT_DATA__: _app hands the same file to
  // appWithTranslation in the browser.
  serializeConfig: false,
  maxParallelReads: 10,
  maxRetries: 5,
  retryTimeout: 350,
  returnNull: false,
  interpolation: {
    escapeValue: false,
    maxReplaces: 1000,
  },
  // Translations change with a deploy, not at run time; reload them in development only.
  reloadOnPrerender: process.env.NODE_ENV === 'development',
};
