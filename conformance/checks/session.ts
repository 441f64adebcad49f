// With a test account: login answers a session, every logged-in read answers its schema, and lists page right.
import { operationsOf } from '../../backend/src/openapi/document';
import type { Operation } from '../../backend/src/openapi/operation';
import { callName, type Context } from '../context';
import { isPage, pageProblem } from '../rules';

const LOGIN = operationsOf('storefront').find((o) => o.path === '/front/user/login')!;

/** Logs the test account in; true when a session was granted. */
export async function logIn(ctx: Context): Promise<boolean> {
  const { email, password } = ctx.options;
  if (!email || !password) {
    ctx.record(callName(LOGIN), 'answer matches schema', 'skip', 'no test account (--email, --password)');
    return false;
  }
  const body = ctx.expectSuccess('storefront', LOGIN, await ctx.call(LOGIN, [], { body: { email, password } })) as
    { accessToken?: string } | undefined;
  ctx.token = body?.accessToken;
  return !!ctx.token;
}

/** Reads that take a page: checked at pageSize 1 on the first and second page, and past the end. */
async function checkPaging(ctx: Context, operation: Operation, total: number): Promise<void> {
  const name = callName(operation);
  const problems: string[] = [];
  for (const pageNo of [1, 2, total + 2]) {
    const answer = await ctx.call(operation, [], { token: ctx.token, query: { pageNo, pageSize: 1 } });
    if (answer.status !== 200 || !isPage(answer.body)) {
      problems.push(`page ${pageNo}: status ${answer.status}`);
      continue;
    }
    const problem = pageProblem(answer.body, pageNo, 1);
    if (problem) problems.push(`page ${pageNo}: ${problem}`);
  }
  ctx.record(
    name,
    'paging',
    problems.length ? 'fail' : 'pass',
    problems.join('; ') || `total ${total}, pages of 1 right`,
  );
}

export async function checkSessionReads(ctx: Context): Promise<void> {
  const reads = operationsOf('storefront').filter(
    (o) => o.access === 'session' && o.method === 'GET' && !o.path.includes(':'),
  );
  for (const operation of reads) {
    if (!ctx.token) {
      ctx.record(callName(operation), 'answer matches schema', 'skip', 'needs a test account (--email, --password)');
      continue;
    }
    // A stream never ends: its status and content type are the answer.
    if (operation.response === 'event-stream') {
      const answer = await ctx.call(operation, [], { token: ctx.token, headersOnly: true });
      const ok = answer.status === 200 && answer.contentType.startsWith('text/event-stream');
      ctx.record(
        callName(operation),
        'answer is a stream',
        ok ? 'pass' : 'fail',
        ok ? 'status 200, text/event-stream' : `status ${answer.status}, ${answer.contentType || 'no content type'}`,
      );
      continue;
    }
    const body = ctx.expectSuccess('storefront', operation, await ctx.call(operation, [], { token: ctx.token }));
    if (isPage(body)) await checkPaging(ctx, operation, body.total);
  }
}
