// The operator calls, when given the operator token: the lists answer their schema, bad input is refused, an
// unknown object is 404 (nothing is approved or advanced), and a call without the token is 401.
import { operationsOf } from '../../backend/src/openapi/document';
import type { Operation } from '../../backend/src/openapi/operation';
import type { Context } from '../context';
import { badBody } from './badInput';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Lists that read one tenant's records (`?tenantId=`, required): asked for a tenant an earlier list named. */
const PER_TENANT = new Set(['GET /operator/import-rules']);

async function withToken(ctx: Context, operation: Operation, token: string, tenants: Set<string>): Promise<void> {
  if (operation.method === 'GET' && !operation.path.includes(':')) {
    const name = `${operation.method} ${operation.path}`;
    const tenantId = PER_TENANT.has(name) ? [...tenants][0] : undefined;
    if (PER_TENANT.has(name) && !tenantId)
      return ctx.record(name, 'answer matches schema', 'skip', 'no tenant id seen in the other operator lists');
    const body = ctx.expectSuccess(
      'operator',
      operation,
      await ctx.call(operation, [], { operatorToken: token, query: { pageSize: 5, tenantId } }),
    );
    const items = Array.isArray(body) ? body : ((body as { items?: unknown[] } | undefined)?.items ?? []);
    for (const item of items)
      if (typeof (item as { tenantId?: unknown }).tenantId === 'string')
        tenants.add((item as { tenantId: string }).tenantId);
  } else if (operation.path.includes(':')) {
    // A valid body (the example) so that only the object is wrong.
    const body = operation.method === 'POST' ? (operation.example ?? {}) : undefined;
    ctx.expectError(
      operation,
      await ctx.call(operation, [UNKNOWN_ID], { operatorToken: token, body }),
      404,
      '404 for an unknown object',
    );
    // An approval names the version it reviewed: one without it is refused before any request is looked up.
    if (operation.path.endsWith('/approve')) {
      ctx.expectError(
        operation,
        await ctx.call(operation, [UNKNOWN_ID], { operatorToken: token, body: {} }),
        400,
        'approval without version refused',
      );
    }
  } else {
    const bad = badBody(operation);
    if (!bad) return;
    ctx.expectError(
      operation,
      await ctx.call(operation, [], { operatorToken: token, body: bad }),
      400,
      'wrong body refused',
    );
  }
}

export async function checkOperator(ctx: Context): Promise<void> {
  const token = ctx.options.operatorToken;
  if (!token) {
    ctx.record('operator API', 'all checks', 'skip', 'no --operator-token');
    return;
  }
  const operations = operationsOf('operator');
  const tenants = new Set<string>();
  // The per-tenant lists last, once the others have named tenants.
  const ordered = [
    ...operations.filter((o) => !PER_TENANT.has(`${o.method} ${o.path}`)),
    ...operations.filter((o) => PER_TENANT.has(`${o.method} ${o.path}`)),
  ];
  for (const operation of ordered) await withToken(ctx, operation, token, tenants);
  // A backend should count calls without the token against the caller (the reference API locks a client out after
  // 10 in 15 minutes), so only one read and one write are tried, after every call with the token.
  const samples = [operations.find((o) => o.method === 'GET'), operations.find((o) => o.method === 'POST')].filter(
    (o) => o !== undefined,
  );
  for (const operation of samples) {
    const answer = await ctx.call(operation, operation.path.includes(':') ? [UNKNOWN_ID] : [], {
      body: operation.method === 'POST' ? {} : undefined,
    });
    ctx.expectError(operation, answer, 401, '401 without operator token');
  }
}
