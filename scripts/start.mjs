// `npm start`: the storefront (port 3000) with the embedded reference API (port 4000) and its demo data.
// Operators who run only the storefront against their own backend use `npm run start:storefront` with API_URL.
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { run, waitForHttp } from './processes.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.PORT ?? '3000';
const apiUrl = `http://127.0.0.1:${apiPort}`;

await buildIfNeeded();
// The API is reached through the storefront's /api proxy, so it listens on this machine only unless HOST says otherwise.
// Its operator API (outbox, operator tools) listens on OPERATOR_PORT (default: the API port + 1), loopback only.
run('api', path.join(root, 'node_modules/.bin/tsx'), ['backend/src/server.ts'], {
  PORT: apiPort,
  HOST: process.env.HOST ?? '127.0.0.1',
  OPERATOR_PORT: process.env.OPERATOR_PORT ?? String(Number(apiPort) + 1),
  // The demo data's online top-up is paid on the simulated provider's page (no real money), unless a real
  // provider is configured (ONEPAY_CHECKOUT_URL) or SIMULATED_PAYMENTS=0 is given. A production start of the
  // API alone (npm run api, or your own process manager) has it off.
  SIMULATED_PAYMENTS: process.env.SIMULATED_PAYMENTS ?? (process.env.ONEPAY_CHECKOUT_URL ? '0' : '1'),
});
await waitForHttp(`${apiUrl}/health`, 300_000);
run('storefront', path.join(root, 'node_modules/.bin/next'), ['start', '-p', webPort], {
  API_URL: process.env.API_URL ?? apiUrl,
  NEXT_TELEMETRY_DISABLED: '1',
});
await waitForHttp(`http://127.0.0.1:${webPort}/favicon.ico`);
console.log(`\nStorefront ready: http://localhost:${webPort}  (API ${apiUrl}; demo hosts in README)\n`);
