// The operator calls, when given the operator token: the lists answer their schema, bad input is refused, an
// unknown object is 404 (nothing is approved or advanced), and a call without the token is 401.
import { operationsOf } from '../../backend/src/openapi/document';
import type { Operation } from '../../backend/src/openapi/operation';
import type { Context } from '../context';
import { badBody } from './badInput';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function withToken(ctx: Context, operation: Operation, token: string): Promise<void> {
  if (operation.method === 'GET' && !operation.path.includes(':')) {
    ctx.expectSuccess('operator', operation, await ctx.call(operation, [], { operatorToken: token, query: { pageSize: 5 } }));
  } else if (operation.path.includes(':')) {
    // A valid body (the example) so that only the object is wrong.
    const body = operation.method === 'POST' ? (operation.example ?? {}) : undefined;
    ctx.expectError(operation, await ctx.call(operation, [UNKNOWN_ID], { operatorToken: token, body }), 404, '404 for an unknown object');
  } else {
    const bad = badBody(operation);
    if (!bad) return;
    ctx.expectError(operation, await ctx.call(operation, [], { operatorToken: token, body: bad }), 400, 'wrong body refused');
  }
}

export async function checkOperator(ctx: Context): Promise<void> {
  const token = ctx.options.operatorToken;
  if (!token) {
    ctx.record('operator API', 'all checks', 'skip', 'no --operator-token');
    return;
  }
  const operations = operationsOf('operator');
  for (const operation of operations) await withToken(ctx, operation, token);
  // A backend should count calls without the token against the caller (the reference API locks a client out after
  // 10 in 15 minutes), so only one read and one write are tried, after every call with the token.
  const samples = [operations.find((o) => o.method === 'GET'), operations.find((o) => o.method === 'POST')].filter((o) => o !== undefined);
  for (const operation of samples) {
    const answer = await ctx.call(operation, operation.path.includes(':') ? [UNKNOWN_ID] : [], { body: operation.method === 'POST' ? {} : undefined });
    ctx.expectError(operation, answer, 401, '401 without operator token');
  }
}
