// Failed-login throttle for POST /front/user/login, so that guessing is slow but a stranger cannot lock the owner
// out from elsewhere. Within a tenant, in sliding windows:
//   - 5 failures per (email, client IP) in 15 minutes: one client guessing one account;
//   - 30 failures per client IP in 15 minutes: one client sweeping many accounts;
//   - 50 failures per email in an hour, from anywhere: a slow spread-out attack on one account.
// Past any of them the attempt is refused with 429 (even with the right password) until enough failures leave
// the window. The owner on another network only meets the last, much larger limit. Unknown emails count like
// known ones, so the answers never tell which addresses have accounts. A success clears its (email, IP) failures
// (not the account's: the owner logging in must not hand a distributed attacker a fresh allowance).
//
// Each attempt is written before the password is checked and counted after, so concurrent requests (on any
// replica sharing the database) cannot all slip under the limit: the k-th committed attempt sees at least k rows.
import crypto from 'node:crypto';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { tooManyRequests } from '../../http/errors';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_WINDOW_SECONDS = 60 * 60;
export const MAX_FAILED_LOGINS_PER_EMAIL_AND_IP = 5;
export const MAX_FAILED_LOGINS_PER_IP = 30;
export const MAX_FAILED_LOGINS_PER_EMAIL = 50;

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

type Rule = 'pair' | 'ip' | 'email';
const RULES: Record<Rule, { limit: number; windowSeconds: number }> = {
  pair: { limit: MAX_FAILED_LOGINS_PER_EMAIL_AND_IP, windowSeconds: LOGIN_WINDOW_SECONDS },
  ip: { limit: MAX_FAILED_LOGINS_PER_IP, windowSeconds: LOGIN_WINDOW_SECONDS },
  email: { limit: MAX_FAILED_LOGINS_PER_EMAIL, windowSeconds: ACCOUNT_WINDOW_SECONDS },
};

const since = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);

function matches(rule: Rule, key: LoginAttemptKey) {
  return (eb: ExpressionBuilder<Database, 'login_attempts'>) => {
    if (rule === 'pair') return eb.and([eb('email', '=', key.email), eb('ip', '=', key.ip)]);
    return rule === 'ip' ? eb('ip', '=', key.ip) : eb('email', '=', key.email);
  };
}

/**
 * Seconds until fewer than `limit` of the other attempts of this rule are inside its window: the `limit`-th
 * newest of them leaves it then.
 */
async function secondsUntilBelow(db: Db, key: LoginAttemptKey, rule: Rule, ownId: string, now: Date): Promise<number> {
  const { limit, windowSeconds } = RULES[rule];
  const row = await db
    .selectFrom('login_attempts')
    .select('created_at')
    .where('tenant_id', '=', key.tenantId)
    .where(matches(rule, key))
    .where('created_at', '>', since(now, windowSeconds))
    .where('id', '!=', ownId)
    .orderBy('created_at', 'desc')
    .offset(limit - 1)
    .limit(1)
    .executeTakeFirst();
  if (!row) return 1;
  return (row.created_at.getTime() + windowSeconds * 1000 - now.getTime()) / 1000;
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
  const recent = since(now, LOGIN_WINDOW_SECONDS);
  const counts = await db
    .selectFrom('login_attempts')
    .select([
      sql<string>`count(*) filter (where email = ${key.email} and ip = ${key.ip} and created_at > ${recent})`.as(
        'pair',
      ),
      sql<string>`count(*) filter (where ip = ${key.ip} and created_at > ${recent})`.as('ip'),
      sql<string>`count(*) filter (where email = ${key.email})`.as('email'),
    ])
    .where('tenant_id', '=', key.tenantId)
    .where((eb) => eb.or([eb('email', '=', key.email), eb('ip', '=', key.ip)]))
    .where('created_at', '>', since(now, ACCOUNT_WINDOW_SECONDS))
    .executeTakeFirstOrThrow();

  // Own row included: more than the limit means the limit was already reached before this attempt.
  const blocked = (Object.keys(RULES) as Rule[]).filter((rule) => Number(counts[rule]) > RULES[rule].limit);
  if (blocked.length > 0) {
    const waits = await Promise.all(blocked.map((rule) => secondsUntilBelow(db, key, rule, id, now)));
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
        .where('ip', '=', key.ip)
        .execute();
    },
    async failed() {
      // The row stays as the failure; rows of this email or IP older than the longest window go now.
      await db
        .deleteFrom('login_attempts')
        .where('tenant_id', '=', key.tenantId)
        .where((eb) => eb.or([eb('email', '=', key.email), eb('ip', '=', key.ip)]))
        .where('created_at', '<=', since(now, ACCOUNT_WINDOW_SECONDS))
        .execute();
    },
  };
}
