// Inspection photos and returns on a real PostgreSQL server (row locks across pooled connections: the racing
// approvals of a return really run at once). Runs only when TEST_DATABASE_URL is set; each run uses its own new
// database on that server and drops it afterwards.
import { postgresApi, type CommerceApi } from './helpers/commerce';
import { inspectionScenarios } from './helpers/inspectionScenarios';
import { oncePerFile } from './helpers/testApp';

jest.setTimeout(60_000);

const url = process.env.TEST_DATABASE_URL;
const describePg = url ? describe : describe.skip;

describePg('inspection and returns on PostgreSQL (TEST_DATABASE_URL)', () => {
  let api: CommerceApi;
  oncePerFile(
    () => postgresApi(url ?? ''),
    (built) => (api = built),
    300_000,
  );

  inspectionScenarios(() => api);
});
