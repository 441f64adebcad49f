// Balance and payment rules under concurrency on the embedded database (PGlite).
import { pgliteApi, type CommerceApi } from './helpers/commerce';
import { paymentScenarios } from './helpers/paymentScenarios';
import { oncePerFile } from './helpers/testApp';

// Pay passwords are scrypt-hashed on purpose (tens of ms each): on a busy machine a scenario takes seconds.
jest.setTimeout(60_000);

let api: CommerceApi;
oncePerFile(pgliteApi, (built) => (api = built));

describe('payments on PGlite', () => {
  paymentScenarios(() => api);
});
