import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  {
    // Next, Jest and i18n configuration files are CommonJS by their tools' convention.
    files: ['*.js', 'scripts/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright fixtures take a `use` callback that the React hooks rules mistake for React's `use`.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    ignores: ['node_modules/**', '.next/**', '.tmp/**', 'data/**', 'backend/data/**', 'uploads/**',
      'playwright-report/**', 'test-results/**', 'next-env.d.ts', 'bench/bare-app/.next/**',
      'bench/bare-app/next-env.d.ts'],
  },
];

export default config;
