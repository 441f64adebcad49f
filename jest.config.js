// Two projects: browser-side code (jsdom) and the reference API (node).
// next/jest gives the SWC transform, module aliases and CSS/image mocks.
const nextJest = require('next/jest');
const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // As next.config.js aliases them: the application's next-i18next entry and the library's own.
    '^next-i18next/pages$': '<rootDir>/services/i18n/nextI18nextPages.ts',
    '^next-i18next-pages-library$': '<rootDir>/node_modules/next-i18next/dist/pagesRouter/index.cjs',
  },
};

module.exports = async () => {
  const web = await createJestConfig({
    ...shared,
    displayName: 'web',
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
    testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)', '<rootDir>/tests/components/**/*.test.ts?(x)'],
  })();
  const api = await createJestConfig({
    ...shared,
    displayName: 'api',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/backend/**/*.test.ts'],
  })();
  // Kysely and cookie (light-my-request's) ship ES modules only, and PGlite's CommonJS build loads Node built-ins
  // with `import()` (which Jest's VM refuses without --experimental-vm-modules): let the SWC transform compile them
  // to plain CommonJS. Insert at the allow-list's start: its first entry follows next.config's transpilePackages.
  api.transformIgnorePatterns = api.transformIgnorePatterns.map((p) =>
    p.replace('(?!(', '(?!(kysely|@electric-sql/pglite|cookie|'),
  );
  const swc = Object.values(api.transform)[0];
  api.transform = { '^.+\\.cjs$': swc, ...api.transform };
  // Both projects share two cores with PGlite databases and jsdom renders: a component test that takes 2 s alone can
  // take 10 s in a full run, so the per-test limit leaves room for that rather than failing on the machine's load.
  return { projects: [web, api], testTimeout: 30_000 };
};
