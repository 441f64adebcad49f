// Two projects: browser-side code (jsdom) and the reference API (node).
// next/jest gives the SWC transform, module aliases and CSS/image mocks.
const nextJest = require('next/jest');
const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
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
  return { projects: [web, api] };
};
