// One conformance run against a backend: public calls, bad input, access, then (with a test account) the
// logged-in reads, paging, foreign objects and the money rules, then (with the token) the operator calls.
import { checkAuth, checkForeignObjects } from './checks/auth';
import { checkBadInput } from './checks/badInput';
import { checkMoney } from './checks/money';
import { checkOperator } from './checks/operator';
import { checkPublicCalls } from './checks/publicCalls';
import { checkSessionReads, logIn } from './checks/session';
import { Context } from './context';
import type { CheckResult, ConformanceOptions } from './types';

export async function runConformance(options: ConformanceOptions): Promise<CheckResult[]> {
  const ctx = new Context(options);
  const reachable = await ctx.client.call('GET', '/front/tenant');
  if (reachable.status === 0) {
    ctx.record('GET /front/tenant', 'reachable', 'fail', `cannot reach ${options.apiUrl}: ${reachable.text}`);
    return ctx.results;
  }
  await checkPublicCalls(ctx);
  await checkAuth(ctx);
  await logIn(ctx);
  await checkBadInput(ctx);
  await checkSessionReads(ctx);
  await checkForeignObjects(ctx);
  await checkMoney(ctx);
  await checkOperator(ctx);
  return ctx.results;
}

export const failed = (results: CheckResult[]): CheckResult[] => results.filter((r) => r.outcome === 'fail');
