import crypto from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { LedgerEntryType, UserAccount } from '../../../../contract';
import type { Database, Db } from '../../db';
import { AppError } from '../../http/errors';
import { cnyText, toCny } from './money';

/*
 * The balance ledger. Every change of user_accounts.balance_fen goes through `post()`, which inserts the ledger
 * entry and moves the balance in the caller's transaction, after `lockAccount()` has taken the account row
 * (SELECT … FOR UPDATE). Lock order everywhere: the account row first, then payments, then orders, so two money
 * moves of the same shopper queue up instead of deadlocking.
 */

export type Trx = Transaction<Database>;

export interface Owner {
  tenantId: string;
  userId: string;
}

export interface AccountRow {
  tenant_id: string;
  user_id: string;
  balance_fen: number;
  frozen_fen: number;
  pay_password_hash: string | null;
  pay_password_failures: number;
  pay_password_locked_until: Date | null;
}

/** Creates the user's account row when missing (a shopper has one from the first money move or password). */
export async function ensureAccount(db: Db | Trx, owner: Owner): Promise<void> {
  await db
    .insertInto('user_accounts')
    .values({ tenant_id: owner.tenantId, user_id: owner.userId })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doNothing())
    .execute();
}

/** The query for the shopper's account row: what the balance and the pay password's guard read. */
function selectAccount(db: Db | Trx, owner: Owner) {
  return db
    .selectFrom('user_accounts')
    .select([
      'tenant_id',
      'user_id',
      'balance_fen',
      'frozen_fen',
      'pay_password_hash',
      'pay_password_failures',
      'pay_password_locked_until',
    ])
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId);
}

export async function readAccount(db: Db | Trx, owner: Owner): Promise<AccountRow | undefined> {
  return selectAccount(db, owner).executeTakeFirst();
}

/** The account row, locked for the rest of the transaction. */
export async function lockAccount(trx: Trx, owner: Owner): Promise<AccountRow> {
  await ensureAccount(trx, owner);
  return selectAccount(trx, owner).forUpdate().executeTakeFirstOrThrow();
}

export const availableFen = (account: Pick<AccountRow, 'balance_fen' | 'frozen_fen'>) =>
  account.balance_fen - account.frozen_fen;

export function insufficientBalance(requiredFen: number, availableFenNow: number): AppError {
  return new AppError(409, 'INSUFFICIENT_BALANCE', 'Your balance is too low for this payment', {
    detail: `Needs ${cnyText(requiredFen)} CNY, ${cnyText(availableFenNow)} CNY available`,
    fields: { required: cnyText(requiredFen), available: cnyText(availableFenNow) },
  });
}

export interface EntryInput {
  type: LedgerEntryType;
  /** Signed: credit > 0, debit < 0. */
  amountFen: number;
  reason: string;
  referenceNo: string;
  orderNo?: string | null;
}

/**
 * Books one entry on a locked account and returns the account as it is now. A debit may not take more than the
 * available (unfrozen) balance, except a WITHDRAWAL, which spends the frozen part set aside for it (`unfreezeFen`).
 */
export async function post(trx: Trx, account: AccountRow, entry: EntryInput, unfreezeFen = 0): Promise<AccountRow> {
  if (!Number.isInteger(entry.amountFen) || entry.amountFen === 0)
    throw new Error(`ledger amount must be a non-zero integer, got ${entry.amountFen}`);
  const frozen = account.frozen_fen - unfreezeFen;
  const balance = account.balance_fen + entry.amountFen;
  if (frozen < 0) throw new Error('cannot unfreeze more than is frozen');
  if (entry.amountFen < 0 && balance < frozen) throw insufficientBalance(-entry.amountFen, availableFen(account));
  await trx
    .insertInto('ledger_entries')
    .values({
      id: crypto.randomUUID(),
      tenant_id: account.tenant_id,
      user_id: account.user_id,
      type: entry.type,
      amount_fen: entry.amountFen,
      balance_after_fen: balance,
      reason: entry.reason,
      reference_no: entry.referenceNo,
      order_no: entry.orderNo ?? null,
    })
    .execute();
  await trx
    .updateTable('user_accounts')
    .set({ balance_fen: balance, frozen_fen: frozen, updated_at: sql<Date>`now()` })
    .where('tenant_id', '=', account.tenant_id)
    .where('user_id', '=', account.user_id)
    .execute();
  return { ...account, balance_fen: balance, frozen_fen: frozen };
}

/** Sets aside (positive) or releases (negative) part of the balance for a pending withdrawal. */
export async function freeze(trx: Trx, account: AccountRow, fen: number): Promise<AccountRow> {
  const frozen = account.frozen_fen + fen;
  if (frozen < 0) throw new Error('cannot release more than is frozen');
  if (frozen > account.balance_fen) throw insufficientBalance(fen, availableFen(account));
  await trx
    .updateTable('user_accounts')
    .set({ frozen_fen: frozen, updated_at: sql<Date>`now()` })
    .where('tenant_id', '=', account.tenant_id)
    .where('user_id', '=', account.user_id)
    .execute();
  return { ...account, frozen_fen: frozen };
}

export function toUserAccount(account: AccountRow | undefined, now = new Date()): UserAccount {
  const balance = account?.balance_fen ?? 0;
  const frozen = account?.frozen_fen ?? 0;
  const lockedUntil = account?.pay_password_locked_until ?? null;
  return {
    balance: toCny(balance),
    frozen: toCny(frozen),
    available: toCny(balance - frozen),
    hasPayPassword: !!account?.pay_password_hash,
    payPasswordLockedUntil: lockedUntil && lockedUntil.getTime() > now.getTime() ? lockedUntil.toISOString() : null,
  };
}

export async function getUserAccount(db: Db | Trx, owner: Owner): Promise<UserAccount> {
  return toUserAccount(await readAccount(db, owner));
}

/** Short unique business numbers: prefix + UTC date + 10 random digits, e.g. PO20261123 4829301746. */
export function businessNo(prefix: string, now = new Date()): string {
  const date = now.toISOString().slice(0, 10).replace(/-/g, '');
  const random = crypto
    .randomInt(0, 10 ** 10)
    .toString()
    .padStart(10, '0');
  return `${prefix}${date}${random}`;
}
