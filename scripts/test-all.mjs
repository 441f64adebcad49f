// `npm test`: every check a reviewer needs, in order of cost. Stops at the first failing step.
// typecheck → formatting → lint → unit, component and API tests (Jest) → conformance of the reference API (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set) → production build → first-load JS budget → compile hints → end-to-end (Playwright).
import fs from 'node:fs';
import path from 'node:path';
import { runToEnd } from './processes.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { conformanceAgainstReference } from './conformance-reference.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });

const timings = [];
async function step(name, fn) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    await fn();
  } finally {
    timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let exitCode = 0;
try {
  await step('typecheck', async () => {
    await runToEnd(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
    await runToEnd(bin('tsc'), ['--noEmit', '-p', 'backend/tsconfig.json']);
  });
  await step('formatting (Prettier)', () => runToEnd(bin('prettier'), ['--check', '.']));
  await step('lint', () => runToEnd(bin('eslint'), ['.', '--max-warnings=0']));
  await step('jest (unit, components, API)', () =>
    runToEnd(bin('jest'), ['--ci', '--forceExit', '--json', `--outputFile=${path.join(tmp, 'jest.json')}`], {
      TZ: 'UTC',
    }),
  );
  await step('conformance (reference API on PGlite)', () => conformanceAgainstReference());
  if (process.env.TEST_DATABASE_URL) {
    await step('conformance (reference API on PostgreSQL)', () =>
      conformanceAgainstReference({ databaseUrl: process.env.TEST_DATABASE_URL }),
    );
  }
  await step('build', () => buildIfNeeded({ force: true }));
  await step('first-load JS budget', () =>
    runToEnd(process.execPath, [path.join(root, 'scripts/page-weight.mjs'), '--budget']),
  );
  await step('compile hints on the first-load scripts and axios', () =>
    runToEnd(process.execPath, [path.join(root, 'scripts/compile-hints.mjs'), '--check']),
  );
  await step('playwright (end to end)', () => runToEnd(bin('playwright'), ['test']));
} catch (error) {
  console.error(`\n${error.message}`);
  exitCode = 1;
}

const jest = readJson(path.join(tmp, 'jest.json'));
const pw = readJson(path.join(tmp, 'playwright.json'));
let passed = 0;
let failed = 0;
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
}
if (pw?.stats) {
  passed += pw.stats.expected + (pw.stats.flaky ?? 0);
  failed += pw.stats.unexpected;
}
console.log(`\n${timings.join('\n')}`);
if (exitCode !== 0 && failed === 0) failed = 1; // a failed step that ran no test still fails the run
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(exitCode);
