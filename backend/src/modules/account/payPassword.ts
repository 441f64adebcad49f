import { sql } from 'kysely';
import { PAY_PASSWORD_LOCK_MINUTES, PAY_PASSWORD_MAX_ATTEMPTS } from '../../../../contract';
import type { Db } from '../../db';
import { AppError } from '../../http/errors';
import { hashPassword, verifyPassword } from '../user/password';
import { ensureAccount, readAccount, type Owner } from './ledger';

/*
 * The 6-digit pay password: scrypt-hashed like the login password. Five wrong answers lock paying (and changing
 * the pay password with the old one) for 15 minutes. The count is kept in user_accounts and moved with atomic
 * updates, so concurrent guesses from several API processes add up; a right answer that arrives after the lock
 * was set by concurrent wrong ones is refused too. Checking happens before the money transaction, so the row
 * lock on the account is never held during hashing.
 */

const LOCK_SECONDS = PAY_PASSWORD_LOCK_MINUTES * 60;

export const payPasswordNotSet = () =>
  new AppError(409, 'PAY_PASSWORD_NOT_SET', 'Set a pay password first', {
    fields: { payPassword: 'PAY_PASSWORD_NOT_SET' },
  });

export function payPasswordLocked(until: Date, now = new Date()): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new AppError(423, 'PAY_PASSWORD_LOCKED', 'Too many wrong pay passwords; paying is locked for a while', {
    detail: `Try again in ${Math.ceil(seconds / 60)} min`,
    fields: { payPassword: 'PAY_PASSWORD_LOCKED', retryAfterSeconds: String(seconds) },
    headers: { 'retry-after': String(seconds) },
  });
}

function payPasswordWrong(attemptsLeft: number): AppError {
  return new AppError(400, 'PAY_PASSWORD_WRONG', 'The pay password is not correct', {
    detail: `${attemptsLeft} attempts left`,
    fields: { payPassword: 'PAY_PASSWORD_WRONG', attemptsLeft: String(attemptsLeft) },
  });
}

/** Throws PAY_PASSWORD_NOT_SET, PAY_PASSWORD_LOCKED or PAY_PASSWORD_WRONG; returns when the password is right. */
export async function checkPayPassword(db: Db, owner: Owner, payPassword: string): Promise<void> {
  const account = await readAccount(db, owner);
  if (!account?.pay_password_hash) throw payPasswordNotSet();
  const now = new Date();
  if (account.pay_password_locked_until && account.pay_password_locked_until > now)
    throw payPasswordLocked(account.pay_password_locked_until, now);

  if (await verifyPassword(payPassword, account.pay_password_hash)) {
    // Right: clear the count, unless concurrent wrong answers locked paying in the meantime.
    const cleared = await db
      .updateTable('user_accounts')
      .set({ pay_password_failures: 0, pay_password_locked_until: null })
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .where((eb) =>
        eb.or([eb('pay_password_locked_until', 'is', null), eb('pay_password_locked_until', '<=', sql<Date>`now()`)]),
      )
      .executeTakeFirst();
    if (Number(cleared.numUpdatedRows) === 1) return;
    const again = await readAccount(db, owner);
    throw payPasswordLocked(again?.pay_password_locked_until ?? new Date(Date.now() + LOCK_SECONDS * 1000));
  }

  // Wrong: count it (a lock that has run out starts a new count) and lock at the limit.
  const expired = sql<boolean>`(pay_password_locked_until is not null and pay_password_locked_until <= now())`;
  const failures = sql<number>`(case when ${expired} then 1 else pay_password_failures + 1 end)`;
  const row = await db
    .updateTable('user_accounts')
    .set({
      pay_password_failures: failures,
      pay_password_locked_until: sql<Date | null>`case
        when pay_password_locked_until > now() then pay_password_locked_until
        when ${failures} >= ${PAY_PASSWORD_MAX_ATTEMPTS} then now() + make_interval(secs => ${LOCK_SECONDS})
        else null end`,
    })
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .returning(['pay_password_failures', 'pay_password_locked_until'])
    .executeTakeFirstOrThrow();
  if (row.pay_password_locked_until && row.pay_password_locked_until > new Date())
    throw payPasswordLocked(row.pay_password_locked_until);
  throw payPasswordWrong(Math.max(0, PAY_PASSWORD_MAX_ATTEMPTS - row.pay_password_failures));
}

/** First pay password: refused when one exists (changing it needs the old one or an email code). */
export async function setFirstPayPassword(db: Db, owner: Owner, payPassword: string): Promise<void> {
  await ensureAccount(db, owner);
  const hash = await hashPassword(payPassword);
  const updated = await db
    .updateTable('user_accounts')
    .set({
      pay_password_hash: hash,
      pay_password_failures: 0,
      pay_password_locked_until: null,
      updated_at: sql<Date>`now()`,
    })
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('pay_password_hash', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    throw new AppError(409, 'PAY_PASSWORD_ALREADY_SET', 'A pay password is already set', {
      fields: { payPassword: 'PAY_PASSWORD_ALREADY_SET' },
    });
  }
}

/** Replaces the pay password (after the old one or an email code was checked) and clears any lock. */
export async function replacePayPassword(db: Db, owner: Owner, payPassword: string): Promise<void> {
  await ensureAccount(db, owner);
  const hash = await hashPassword(payPassword);
  await db
    .updateTable('user_accounts')
    .set({
      pay_password_hash: hash,
      pay_password_failures: 0,
      pay_password_locked_until: null,
      updated_at: sql<Date>`now()`,
    })
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .execute();
}
