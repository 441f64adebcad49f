// What `import … from 'next-i18next/pages'` resolves to in this application (next.config.js and jest.config.js
// alias it; TypeScript keeps the library's types): the library's exports, with useTranslation replaced by the one
// that shares a translation function per namespace (./sharedTranslation.ts), and appWithTranslation by the one that
// shares an i18next instance per page data on the server (./sharedInstance.ts). Components import it as documented.
export * from './nextI18nextLibrary';
export { useTranslation } from './sharedTranslation';
export { appWithTranslation } from './sharedInstance';
