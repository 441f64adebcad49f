// next-i18next's own pages-router entry, under the name the build gives it (next.config.js, jest.config.js): the
// application's `next-i18next/pages` is services/i18n/nextI18nextPages.ts, which builds on this one.
export * from 'next-i18next-pages-library';
