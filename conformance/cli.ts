// npm run conformance -- --api-url <url> [--tenant <domain>] [--email <e> --password <p> [--pay-password <pp>]]
//                        [--operator-token <t> [--operator-url <url>]] [--json]
// Checks a backend against the storefront's API contract and exits 1 when a check fails (2 for bad arguments).
import { parseArgs } from 'node:util';
import { formatTable } from './report';
import { failed, runConformance } from './suite';

const USAGE =
  'usage: npm run conformance -- --api-url <url> [--tenant <domain>] [--email <email> --password <password> [--pay-password <digits>]] [--operator-token <token> [--operator-url <url>]] [--json]';

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        'api-url': { type: 'string' },
        tenant: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        'pay-password': { type: 'string' },
        'operator-token': { type: 'string' },
        'operator-url': { type: 'string' },
        json: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const apiUrl = values['api-url'];
  if (!apiUrl || !/^https?:\/\//.test(apiUrl) || !!values.email !== !!values.password) {
    console.error(USAGE);
    return 2;
  }
  const results = await runConformance({
    apiUrl,
    tenant: values.tenant,
    email: values.email,
    password: values.password,
    payPassword: values['pay-password'],
    operatorToken: values['operator-token'],
    operatorUrl: values['operator-url'],
  });
  const failures = failed(results);
  if (values.json) console.log(JSON.stringify({ ok: failures.length === 0, results }, null, 2));
  else console.log(formatTable(results, process.stdout.columns || 160));
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
