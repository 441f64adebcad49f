// Starts a fresh API (its own data directory, seeded) and the built storefront for the Playwright run.
import fs from 'node:fs';
import path from 'node:path';
import { run, waitForHttp } from './processes.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dataDir = path.join(root, '.tmp', 'e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });

const apiPort = process.env.E2E_API_PORT ?? '4400';
const webPort = process.env.E2E_WEB_PORT ?? '3400';
const operatorPort = process.env.E2E_OPERATOR_PORT ?? '4401';
run('api', path.join(root, 'node_modules/.bin/tsx'), ['backend/src/server.ts'], {
  PORT: apiPort,
  OPERATOR_PORT: operatorPort,
  DATA_DIR: dataDir,
  SEED_CATALOGUE_SIZE: process.env.SEED_CATALOGUE_SIZE ?? '400',
  OPERATOR_TOKEN: 'e2e-operator-token',
  // The top-up spec pays on the simulated provider's page, as the demo does.
  SIMULATED_PAYMENTS: '1',
  // No simulated agent: the specs move orders themselves through the operator API, and a worker stepping a paid
  // order a minute after its payment would race them (an order a spec saw as paid could already be purchasing).
  FULFILMENT_STEP_SECONDS: '0',
  LOG_LEVEL: 'warn',
});
await waitForHttp(`http://127.0.0.1:${apiPort}/health`, 300_000);
run('storefront', path.join(root, 'node_modules/.bin/next'), ['start', '-p', webPort], {
  API_URL: `http://127.0.0.1:${apiPort}`,
  NEXT_TELEMETRY_DISABLED: '1',
});
