import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  {
    ignores: ['node_modules/**', '.next/**', 'data/**', 'backend/data/**', 'uploads/**', 'playwright-report/**', 'test-results/**', 'next-env.d.ts'],
  },
];

export default config;
