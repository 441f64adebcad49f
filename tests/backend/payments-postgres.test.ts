// The same balance and payment rules on a real PostgreSQL server (row locks across pooled connections). Runs only
// when TEST_DATABASE_URL is set; each run uses its own new database on that server and drops it afterwards.
import { postgresApi, type CommerceApi } from './helpers/commerce';
import { paymentScenarios } from './helpers/paymentScenarios';
import { oncePerFile } from './helpers/testApp';

// Pay passwords are scrypt-hashed on purpose (tens of ms each): on a busy machine a scenario takes seconds.
jest.setTimeout(60_000);

const url = process.env.TEST_DATABASE_URL;
const describePg = url ? describe : describe.skip;

describePg('payments on PostgreSQL (TEST_DATABASE_URL)', () => {
  let api: CommerceApi;
  oncePerFile(
    () => postgresApi(url ?? ''),
    (built) => (api = built),
    300_000,
  );

  paymentScenarios(() => api);
});
