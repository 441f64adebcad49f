// The balance rules, with a test account: the balance is the sum of the ledger and each entry's balanceAfter
// follows from the one before; paying one payment twice at the same moment charges it once.
import { operationsOf } from '../../backend/src/openapi/document';
import type { Operation } from '../../backend/src/openapi/operation';
import type { Context } from '../context';

const find = (method: string, path: string): Operation =>
  operationsOf('storefront').find((o) => o.method === method && o.path === path)!;
const ACCOUNT = find('GET', '/front/user-account');
const TRANSACTIONS = find('GET', '/front/user-account/transactions');
const UNPAID = find('GET', '/front/payments/unpaid');
const PAY = find('POST', '/front/payments/:paymentNo/pay');

const fen = (cny: number): number => Math.round(cny * 100);

interface Entry {
  amount: number;
  balanceAfter: number;
}

async function balance(ctx: Context): Promise<number | undefined> {
  const answer = await ctx.call(ACCOUNT, [], { token: ctx.token });
  return answer.status === 200 ? (answer.body as { balance: number }).balance : undefined;
}

/** Why the ledger does not add up to the balance, or null when it does. */
async function ledgerProblem(ctx: Context): Promise<string | null> {
  const current = await balance(ctx);
  if (current === undefined) return 'GET /front/user-account failed';
  const entries: Entry[] = [];
  for (let pageNo = 1; pageNo <= 50; pageNo++) {
    const answer = await ctx.call(TRANSACTIONS, [], { token: ctx.token, query: { pageNo, pageSize: 100 } });
    if (answer.status !== 200) return `transactions page ${pageNo}: status ${answer.status}`;
    const page = answer.body as { items: Entry[]; total: number };
    entries.push(...page.items);
    if (entries.length >= page.total || !page.items.length) break;
  }
  const sum = entries.reduce((total, e) => total + fen(e.amount), 0);
  if (sum !== fen(current)) return `balance ${current} but the ${entries.length} entries add up to ${sum / 100}`;
  // Newest first: each entry's balance after it, less its amount, is the balance after the one before it.
  for (let i = 0; i < entries.length; i++) {
    const before = i + 1 < entries.length ? fen(entries[i + 1]!.balanceAfter) : 0;
    if (fen(entries[i]!.balanceAfter) - fen(entries[i]!.amount) !== before)
      return `entry ${i + 1}: balanceAfter ${entries[i]!.balanceAfter} does not follow from the entry before it`;
  }
  if (entries.length && fen(entries[0]!.balanceAfter) !== fen(current))
    return `newest balanceAfter ${entries[0]!.balanceAfter} is not the balance ${current}`;
  return null;
}

async function checkLedger(ctx: Context, when: string): Promise<void> {
  const problem = await ledgerProblem(ctx);
  ctx.record('ledger', `balance = sum of entries (${when})`, problem ? 'fail' : 'pass', problem ?? 'adds up');
}

/** Pays the smallest unpaid payment the balance covers with two requests at once: exactly one may charge. */
async function checkPayOnce(ctx: Context): Promise<void> {
  const check = 'paying twice at once charges once';
  if (!ctx.options.payPassword)
    return ctx.record('POST /front/payments/:paymentNo/pay', check, 'skip', 'needs --pay-password of the test account');
  const before = await balance(ctx);
  const unpaid = await ctx.call(UNPAID, [], { token: ctx.token, query: { pageSize: 100 } });
  const payments =
    unpaid.status === 200 ? ((unpaid.body as { items: Array<{ paymentNo: string; amount: number }> }).items ?? []) : [];
  const payable = payments
    .filter((p) => before !== undefined && p.amount <= before)
    .sort((a, b) => a.amount - b.amount)[0];
  if (!payable || before === undefined)
    return ctx.record('POST /front/payments/:paymentNo/pay', check, 'skip', 'no unpaid payment the balance covers');
  const body = { payPassword: ctx.options.payPassword };
  const answers = await Promise.all([1, 2].map(() => ctx.call(PAY, [payable.paymentNo], { token: ctx.token, body })));
  const after = await balance(ctx);
  const statuses = answers.map((a) => a.status).sort();
  const charged = after === undefined ? NaN : (fen(before) - fen(after)) / 100;
  const problems: string[] = [];
  if (!statuses.includes(200)) problems.push(`no payment succeeded (statuses ${statuses.join(', ')})`);
  const second = answers.find((a, i) => a.status !== 200 || i === 1)!;
  if (second.status !== 200 && second.status !== 409)
    problems.push(`the second answered ${second.status}, expected 409 ALREADY_PAID or 200`);
  if (charged !== payable.amount) problems.push(`balance went down by ${charged}, the payment is ${payable.amount}`);
  ctx.record(
    `POST /front/payments/:paymentNo/pay`,
    check,
    problems.length ? 'fail' : 'pass',
    `${payable.paymentNo}: ${problems.join('; ') || `statuses ${statuses.join(', ')}, charged ${charged} once`}`,
  );
}

export async function checkMoney(ctx: Context): Promise<void> {
  if (!ctx.token) {
    ctx.record('ledger', 'balance = sum of entries', 'skip', 'needs a test account (--email, --password)');
    return;
  }
  await checkLedger(ctx, 'before paying');
  await checkPayOnce(ctx);
  await checkLedger(ctx, 'after paying');
}
