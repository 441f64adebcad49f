// Access: a call that needs a session answers 401 with an error body without one (and with a made-up token);
// the operator calls answer 401 without the operator token; a shopper's object that is not theirs is 404.
import { operationsOf } from '../../backend/src/openapi/document';
import { callName, type Context } from '../context';
import { codeOf, errorShapeProblem } from '../rules';

export async function checkAuth(ctx: Context): Promise<void> {
  for (const operation of operationsOf('storefront').filter((o) => o.access === 'session')) {
    const params = operation.path.includes(':') ? ['conformance-unknown'] : [];
    // The example (or an empty body) so that only the missing session is wrong.
    const body = operation.body ? (operation.example ?? {}) : undefined;
    const without = await ctx.call(operation, params, { body });
    const problem = errorShapeProblem(without, 401);
    ctx.record(callName(operation), '401 without session', problem ? 'fail' : 'pass', problem ?? `401 ${codeOf(without)}`);
    if (operation.method === 'GET' && !params.length) {
      const forged = await ctx.call(operation, params, { token: 'conformance-made-up-token' });
      const forgedProblem = errorShapeProblem(forged, 401);
      ctx.record(callName(operation), '401 with a made-up token', forgedProblem ? 'fail' : 'pass', forgedProblem ?? `401 ${codeOf(forged)}`);
    }
  }
}

/** With a session: reading or deleting an object that is not the shopper's answers 404, changing nothing. */
export async function checkForeignObjects(ctx: Context): Promise<void> {
  const targets = operationsOf('storefront').filter(
    (o) => o.access === 'session' && o.path.includes(':') && (o.method === 'GET' || o.method === 'DELETE') && o.response !== 'image',
  );
  for (const operation of targets) {
    if (!ctx.token) {
      ctx.record(callName(operation), "404 for another's object", 'skip', 'needs a test account (--email, --password)');
      continue;
    }
    const answer = await ctx.call(operation, ['00000000-0000-4000-8000-000000000000'], { token: ctx.token });
    const problem = errorShapeProblem(answer, 404);
    ctx.record(callName(operation), "404 for another's object", problem ? 'fail' : 'pass', problem ?? `404 ${codeOf(answer)}`);
  }
}
