// The report a person reads: one line per check (failures first), then the counts.
import type { CheckResult } from './types';

const LABEL = { fail: 'FAIL', pass: 'pass', skip: 'skip' } as const;
const RANK = { fail: 0, skip: 1, pass: 2 } as const;

export function formatTable(results: CheckResult[], width = 160): string {
  const rows = [...results].sort((a, b) => RANK[a.outcome] - RANK[b.outcome]);
  const callWidth = Math.min(52, Math.max(4, ...rows.map((r) => r.call.length)));
  const checkWidth = Math.min(36, Math.max(5, ...rows.map((r) => r.check.length)));
  const line = (result: string, call: string, check: string, reason: string) => {
    const text = `${result.padEnd(4)}  ${call.padEnd(callWidth)}  ${check.padEnd(checkWidth)}  ${reason}`;
    return text.length > width ? `${text.slice(0, width - 1)}…` : text;
  };
  const count = (outcome: CheckResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  return [
    line('', 'call', 'check', 'reason'),
    ...rows.map((r) => line(LABEL[r.outcome], r.call, r.check, r.reason)),
    '',
    `${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped`,
  ].join('\n');
}
