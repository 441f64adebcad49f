// One-time email codes: 6 digits, valid 10 minutes, single use, at most 5 wrong guesses each.
// Sending is rate limited per address (one mail per 60 s per tenant) and per client IP (30 per hour), stored in
// the database so the limits hold across API replicas.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { EMAIL_CODE_LENGTH } from '../../../../contract';
import type { Db } from '../../db';
import { AppError, tooManyRequests } from '../../http/errors';

export const CODE_TTL_SECONDS = 600;
export const RESEND_AFTER_SECONDS = 60;
export const IP_SENDS_PER_HOUR = 30;
export const MAX_FAILED_ATTEMPTS = 5;
/** A verified email may sign up without repeating the code for this long (contract/user.ts). */
export const VERIFICATION_TTL_SECONDS = 1800;

export function codeHash(tenantId: string, email: string, code: string): string {
  return crypto.createHash('sha256').update(`${tenantId}\n${email}\n${code}`).digest('hex');
}

export function generateCode(): string {
  return crypto.randomInt(0, 10 ** EMAIL_CODE_LENGTH).toString().padStart(EMAIL_CODE_LENGTH, '0');
}

export const codeInvalid = () =>
  new AppError(400, 'CODE_INVALID', 'The verification code is not correct', { fields: { verificationCode: 'CODE_INVALID' } });
export const codeExpired = () =>
  new AppError(400, 'CODE_EXPIRED', 'The verification code has expired, ask for a new one', {
    fields: { verificationCode: 'CODE_EXPIRED' },
  });

/** Throws 429 when this address or this IP may not be sent another code yet. */
export async function checkSendLimits(db: Db, tenantId: string, email: string, ip: string): Promise<void> {
  const now = Date.now();
  const last = await db
    .selectFrom('email_codes')
    .select('created_at')
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (last) {
    const elapsed = (now - last.created_at.getTime()) / 1000;
    if (elapsed < RESEND_AFTER_SECONDS) throw tooManyRequests(RESEND_AFTER_SECONDS - elapsed, 'A code was sent to this address a moment ago');
  }
  const hourAgo = new Date(now - 3600_000);
  const recent = await db
    .selectFrom('email_codes')
    .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('created_at').as('oldest')])
    .where('requester_ip', '=', ip)
    .where('created_at', '>', hourAgo)
    .executeTakeFirst();
  if (recent && Number(recent.n) >= IP_SENDS_PER_HOUR && recent.oldest) {
    const oldest = new Date(recent.oldest as unknown as string | Date).getTime();
    throw tooManyRequests((oldest + 3600_000 - now) / 1000, 'Too many codes requested from this network');
  }
}

export async function storeCode(db: Db, tenantId: string, email: string, code: string, ip: string): Promise<Date> {
  const expiresAt = new Date(Date.now() + CODE_TTL_SECONDS * 1000);
  await db
    .insertInto('email_codes')
    .values({
      id: crypto.randomUUID(),
      tenant_id: tenantId,
      email,
      code_hash: codeHash(tenantId, email, code),
      requester_ip: ip,
      expires_at: expiresAt,
    })
    .execute();
  return expiresAt;
}

/**
 * Uses up a code for (tenant, email). Throws CODE_EXPIRED when it matches a code past its time, CODE_INVALID when
 * it matches nothing usable (wrong, already used, or burnt by too many wrong guesses).
 */
export async function consumeCode(db: Db, tenantId: string, email: string, code: string): Promise<void> {
  const hash = codeHash(tenantId, email, code);
  const now = new Date();
  const match = await db
    .selectFrom('email_codes')
    .select(['id', 'expires_at', 'used_at', 'failed_attempts'])
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email)
    .where('code_hash', '=', hash)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (match && match.used_at === null && match.failed_attempts < MAX_FAILED_ATTEMPTS) {
    if (match.expires_at <= now) throw codeExpired();
    const used = await db
      .updateTable('email_codes')
      .set({ used_at: now })
      .where('id', '=', match.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) === 1) return;
    throw codeInvalid();
  }
  if (!match) {
    // A wrong guess counts against every live code of the address; a code with too many wrong guesses is burnt.
    await db
      .updateTable('email_codes')
      .set({ failed_attempts: sql`failed_attempts + 1` })
      .where('tenant_id', '=', tenantId)
      .where('email', '=', email)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
  }
  throw codeInvalid();
}

export async function recordVerification(db: Db, tenantId: string, email: string): Promise<void> {
  await db.insertInto('email_verifications').values({ id: crypto.randomUUID(), tenant_id: tenantId, email }).execute();
}

/** Uses up a verification from POST /verify-email-code of the last 30 minutes; false when there is none. */
export async function consumeRecentVerification(db: Db, tenantId: string, email: string): Promise<boolean> {
  const since = new Date(Date.now() - VERIFICATION_TTL_SECONDS * 1000);
  const row = await db
    .selectFrom('email_verifications')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('verified_at', '>', since)
    .orderBy('verified_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return false;
  const used = await db
    .updateTable('email_verifications')
    .set({ used_at: new Date() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/**
 * Proof that the caller reads this mailbox: the code itself, or (when the storefront verified it a moment ago
 * with POST /verify-email-code, which used the code up) that recent verification.
 */
export async function proveEmailOwnership(db: Db, tenantId: string, email: string, code: string | null | undefined): Promise<void> {
  if (code) {
    try {
      await consumeCode(db, tenantId, email, code);
      return;
    } catch (err) {
      if (await consumeRecentVerification(db, tenantId, email)) return;
      throw err;
    }
  }
  if (await consumeRecentVerification(db, tenantId, email)) return;
  throw new AppError(400, 'CODE_REQUIRED', 'Enter the code we mailed you', { fields: { verificationCode: 'REQUIRED' } });
}
