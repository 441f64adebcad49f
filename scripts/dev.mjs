// `npm run dev`: storefront in development mode plus the reference API, both reloading on change.
// Set DEV_TENANT_DOMAIN (e.g. souq.localhost) to see another tenant on http://localhost:3000.
import path from 'node:path';
import { run, waitForHttp } from './processes.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const apiPort = process.env.API_PORT ?? '4000';
const apiUrl = `http://127.0.0.1:${apiPort}`;

if (!process.env.API_URL) {
  run('api', path.join(root, 'node_modules/.bin/tsx'), ['watch', 'backend/src/server.ts'], {
    PORT: apiPort,
    HOST: process.env.HOST ?? '127.0.0.1',
    OPERATOR_PORT: process.env.OPERATOR_PORT ?? String(Number(apiPort) + 1),
    // The demo data's online top-up is paid on the simulated provider's page (no real money), unless a real
    // provider is configured (ONEPAY_CHECKOUT_URL) or SIMULATED_PAYMENTS=0 is given. A production start of the
    // API alone (npm run api, or your own process manager) has it off.
    SIMULATED_PAYMENTS: process.env.SIMULATED_PAYMENTS ?? (process.env.ONEPAY_CHECKOUT_URL ? '0' : '1'),
  });
  await waitForHttp(`${apiUrl}/health`, 300_000);
}
run('storefront', path.join(root, 'node_modules/.bin/next'), ['dev', '-p', process.env.PORT ?? '3000'], {
  API_URL: process.env.API_URL ?? apiUrl,
  NEXT_TELEMETRY_DISABLED: '1',
});
