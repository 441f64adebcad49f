// Balance and payment rules under concurrency on the embedded database (PGlite).
import { pgliteApi, type CommerceApi } from './helpers/commerce';
import { paymentScenarios } from './helpers/paymentScenarios';

let api: CommerceApi;
beforeAll(async () => {
  api = await pgliteApi();
}, 180_000);
afterAll(() => api.close());

describe('payments on PGlite', () => {
  paymentScenarios(() => api);
});
