// Failed-login throttle for POST /front/user/login: at most 5 failures per (tenant, email) and 30 per
// (tenant, client IP) in a sliding 15-minute window; past either, attempts are refused with 429 (even with the
// right password) until enough failures leave the window. Unknown emails count like known ones, so the answers
// never tell which addresses have accounts. A success clears its email's failures.
//
// Each attempt is written before the password is checked and counted after, so concurrent requests (on any
// replica sharing the database) cannot all slip under the limit: the k-th committed attempt sees at least k rows.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { tooManyRequests } from '../../http/errors';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILED_LOGINS_PER_EMAIL = 5;
export const MAX_FAILED_LOGINS_PER_IP = 30;

export interface LoginAttemptKey {
  tenantId: string;
  /** Lower-case. */
  email: string;
  ip: string;
}

/** An admitted attempt: report its outcome with `succeeded()` or `failed()`. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

const windowStart = (now: Date) => new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000);

/**
 * Seconds until fewer than `limit` of the other attempts of this key are inside the window: the `limit`-th newest
 * of them leaves it then.
 */
async function secondsUntilBelow(
  db: Db,
  key: LoginAttemptKey,
  column: 'email' | 'ip',
  limit: number,
  ownId: string,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('login_attempts')
    .select('created_at')
    .where('tenant_id', '=', key.tenantId)
    .where(column, '=', key[column])
    .where('created_at', '>', windowStart(now))
    .where('id', '!=', ownId)
    .orderBy('created_at', 'desc')
    .offset(limit - 1)
    .limit(1)
    .executeTakeFirst();
  if (!row) return 1;
  return (row.created_at.getTime() + LOGIN_WINDOW_SECONDS * 1000 - now.getTime()) / 1000;
}

/**
 * Admits a login attempt or throws 429 TOO_MANY_REQUESTS (with `retry-after` and `fields.retryAfter`).
 * `now` is the clock (a parameter so callers and tests can pin it).
 */
export async function beginLoginAttempt(db: Db, key: LoginAttemptKey, now: Date = new Date()): Promise<LoginAttempt> {
  const id = crypto.randomUUID();
  await db
    .insertInto('login_attempts')
    .values({ id, tenant_id: key.tenantId, email: key.email, ip: key.ip, created_at: now })
    .execute();
  const counts = await db
    .selectFrom('login_attempts')
    .select([
      sql<string>`count(*) filter (where email = ${key.email})`.as('by_email'),
      sql<string>`count(*) filter (where ip = ${key.ip})`.as('by_ip'),
    ])
    .where('tenant_id', '=', key.tenantId)
    .where((eb) => eb.or([eb('email', '=', key.email), eb('ip', '=', key.ip)]))
    .where('created_at', '>', windowStart(now))
    .executeTakeFirstOrThrow();

  // Own row included: more than the limit means the limit was already reached before this attempt.
  const emailBlocked = Number(counts.by_email) > MAX_FAILED_LOGINS_PER_EMAIL;
  const ipBlocked = Number(counts.by_ip) > MAX_FAILED_LOGINS_PER_IP;
  if (emailBlocked || ipBlocked) {
    const waits = await Promise.all([
      emailBlocked ? secondsUntilBelow(db, key, 'email', MAX_FAILED_LOGINS_PER_EMAIL, id, now) : 0,
      ipBlocked ? secondsUntilBelow(db, key, 'ip', MAX_FAILED_LOGINS_PER_IP, id, now) : 0,
    ]);
    // A refused attempt is not a failure: counting it would let retries extend the lockout for ever.
    await db.deleteFrom('login_attempts').where('id', '=', id).execute();
    throw tooManyRequests(Math.max(...waits), 'Too many failed logins, try again later');
  }

  return {
    async succeeded() {
      await db
        .deleteFrom('login_attempts')
        .where('tenant_id', '=', key.tenantId)
        .where('email', '=', key.email)
        .execute();
    },
    async failed() {
      // The row stays as the failure; rows of this email or IP that left the window go now (indexed, small).
      await db
        .deleteFrom('login_attempts')
        .where('tenant_id', '=', key.tenantId)
        .where((eb) => eb.or([eb('email', '=', key.email), eb('ip', '=', key.ip)]))
        .where('created_at', '<=', windowStart(now))
        .execute();
    },
  };
}
