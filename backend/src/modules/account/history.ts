import { sql } from 'kysely';
import type { AccountSummary, LedgerEntryType, TransactionList } from '../../../../contract';
import type { Db } from '../../db';
import type { Owner } from './ledger';
import { toCny } from './money';
import { countedPage } from '../../db/countedPage';

/** Ledger entries of the shopper, newest first, by type and [from, to). */
export async function listTransactions(
  db: Db,
  owner: Owner,
  filter: { type?: LedgerEntryType; from?: Date; to?: Date; pageNo: number; pageSize: number },
): Promise<TransactionList> {
  let base = db
    .selectFrom('ledger_entries')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId);
  if (filter.type) base = base.where('type', '=', filter.type);
  if (filter.from) base = base.where('created_at', '>=', filter.from);
  if (filter.to) base = base.where('created_at', '<', filter.to);
  const { total, rows } = await countedPage(base, filter, (q) =>
    q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      type: r.type,
      amount: toCny(r.amount_fen),
      balanceAfter: toCny(r.balance_after_fen),
      reason: r.reason,
      referenceNo: r.reference_no,
      orderNo: r.order_no,
      createdAt: r.created_at.toISOString(),
    })),
    total,
    pageNo: filter.pageNo,
    pageSize: filter.pageSize,
  };
}

/** Totals by kind over [from, to): deposits and top-ups, payments, refunds, withdrawals (all as positive CNY). */
export async function summarise(db: Db, owner: Owner, range: { from?: Date; to?: Date }): Promise<AccountSummary> {
  let q = db
    .selectFrom('ledger_entries')
    .select(['type', sql<number>`coalesce(sum(amount_fen), 0)`.as('fen')])
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId);
  if (range.from) q = q.where('created_at', '>=', range.from);
  if (range.to) q = q.where('created_at', '<', range.to);
  const rows = await q.groupBy('type').execute();
  const fen = (type: LedgerEntryType) => Math.abs(Number(rows.find((r) => r.type === type)?.fen ?? 0));
  return {
    from: range.from?.toISOString() ?? null,
    to: range.to?.toISOString() ?? null,
    deposited: toCny(fen('DEPOSIT') + fen('ONLINE_TOP_UP')),
    spent: toCny(fen('PAYMENT')),
    refunded: toCny(fen('REFUND')),
    withdrawn: toCny(fen('WITHDRAWAL')),
  };
}
