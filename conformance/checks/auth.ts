// Access: a call that needs a session answers 401 with an error body without one (and with a made-up token);
// the operator calls answer 401 without the operator token; a shopper's object that is not theirs is 404.
import { operationsOf } from '../../backend/src/openapi/document';
import { callName, type Context } from '../context';

export async function checkAuth(ctx: Context): Promise<void> {
  for (const operation of operationsOf('storefront').filter((o) => o.access === 'session')) {
    // A page for the browser (the simulated pay page) shows its refusals as HTML, not as an error body.
    if (operation.response === 'html') {
      ctx.record(
        callName(operation),
        '401 without session',
        'skip',
        'an HTML page: refusals are pages, not error bodies',
      );
      continue;
    }
    const params = operation.path.includes(':') ? ['conformance-unknown'] : [];
    // The example (or an empty body) so that only the missing session is wrong.
    const body = operation.body ? (operation.example ?? {}) : undefined;
    ctx.expectError(operation, await ctx.call(operation, params, { body }), 401, '401 without session');
    if (operation.method === 'GET' && !params.length) {
      ctx.expectError(
        operation,
        await ctx.call(operation, params, { token: 'conformance-made-up-token' }),
        401,
        '401 with a made-up token',
      );
    }
  }
}

/** With a session: reading or deleting an object that is not the shopper's answers 404, changing nothing. */
export async function checkForeignObjects(ctx: Context): Promise<void> {
  const targets = operationsOf('storefront').filter(
    (o) =>
      o.access === 'session' &&
      o.path.includes(':') &&
      (o.method === 'GET' || o.method === 'DELETE') &&
      o.response !== 'image' &&
      o.response !== 'html',
  );
  for (const operation of targets) {
    if (!ctx.token) {
      ctx.record(callName(operation), "404 for another's object", 'skip', 'needs a test account (--email, --password)');
      continue;
    }
    const answer = await ctx.call(operation, ['00000000-0000-4000-8000-000000000000'], { token: ctx.token });
    ctx.expectError(operation, answer, 404, "404 for another's object");
  }
}
