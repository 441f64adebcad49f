// Inspection photos and returns on PGlite (the scenarios: helpers/inspectionScenarios.ts).
import { pgliteApi, type CommerceApi } from './helpers/commerce';
import { inspectionScenarios } from './helpers/inspectionScenarios';

let api: CommerceApi;
beforeAll(async () => {
  api = await pgliteApi();
}, 300_000);
afterAll(async () => {
  await api?.close();
});

inspectionScenarios(() => api);
