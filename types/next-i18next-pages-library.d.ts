// next-i18next's pages-router entry under its build alias (services/i18n/nextI18nextLibrary.ts): its own types.
declare module 'next-i18next-pages-library' {
  export * from 'next-i18next/pages';
}
