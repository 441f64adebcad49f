// One-time email codes: 6 digits, valid 10 minutes, single use, at most 5 wrong guesses each, bound to the
// (tenant, email, purpose) they were sent for. Nothing but the code itself (or its verification) proves a mailbox.
// Sending is rate limited per address (one mail per 60 s per tenant) and per client IP (30 per hour), stored in
// the database so the limits hold across API replicas.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { EMAIL_CODE_LENGTH, type EmailCodePurpose } from '../../../../contract';
import type { Db } from '../../db';
import { AppError, tooManyRequests } from '../../http/errors';

export const CODE_TTL_SECONDS = 600;
export const RESEND_AFTER_SECONDS = 60;
export const IP_SENDS_PER_HOUR = 30;
export const MAX_FAILED_ATTEMPTS = 5;
/** A code used up by POST /verify-email-code still proves the mailbox, to the same caller, for this long. */
export const VERIFICATION_TTL_SECONDS = 1800;

export function codeHash(tenantId: string, email: string, code: string): string {
  return crypto.createHash('sha256').update(`${tenantId}\n${email}\n${code}`).digest('hex');
}

export function generateCode(): string {
  return crypto
    .randomInt(0, 10 ** EMAIL_CODE_LENGTH)
    .toString()
    .padStart(EMAIL_CODE_LENGTH, '0');
}

export const codeInvalid = () =>
  new AppError(400, 'CODE_INVALID', 'The verification code is not correct', {
    fields: { verificationCode: 'CODE_INVALID' },
  });
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
    if (elapsed < RESEND_AFTER_SECONDS)
      throw tooManyRequests(RESEND_AFTER_SECONDS - elapsed, 'A code was sent to this address a moment ago');
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

export async function storeCode(db: Db, use: CodeUse, code: string, ip: string): Promise<Date> {
  const { tenantId, email } = use;
  const expiresAt = new Date(Date.now() + CODE_TTL_SECONDS * 1000);
  await db
    .insertInto('email_codes')
    .values({
      id: crypto.randomUUID(),
      tenant_id: tenantId,
      email,
      code_hash: codeHash(tenantId, email, code),
      requester_ip: ip,
      purpose: use.purpose,
      expires_at: expiresAt,
    })
    .execute();
  return expiresAt;
}

export interface CodeUse {
  tenantId: string;
  /** Lower-case. */
  email: string;
  /** What the call does; a code sent for another purpose does not serve it. */
  purpose: EmailCodePurpose | null;
}

/**
 * Uses up a code for (tenant, email, purpose). Throws CODE_EXPIRED when it matches a code past its time,
 * CODE_INVALID when it matches nothing usable (wrong, already used, for another purpose, or burnt by too many
 * wrong guesses). Returns the hash of the code used.
 */
export async function consumeCode(db: Db, use: CodeUse, code: string): Promise<string> {
  const { tenantId, email } = use;
  const hash = codeHash(tenantId, email, code);
  const now = new Date();
  const match = await db
    .selectFrom('email_codes')
    .select(['id', 'expires_at', 'used_at', 'failed_attempts'])
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email)
    .where('code_hash', '=', hash)
    // Rows sent for this purpose, or sent without one.
    .$if(use.purpose !== null, (qb) =>
      qb.where((eb) => eb.or([eb('purpose', 'is', null), eb('purpose', '=', use.purpose)])),
    )
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
    if (Number(used.numUpdatedRows) === 1) return hash;
    throw codeInvalid();
  }
  if (!match) await countWrongGuess(db, use, now);
  throw codeInvalid();
}

/** A wrong guess counts against every live code of the address; a code with too many wrong guesses is burnt. */
async function countWrongGuess(db: Db, use: CodeUse, now: Date): Promise<void> {
  await db
    .updateTable('email_codes')
    .set({ failed_attempts: sql`failed_attempts + 1` })
    .where('tenant_id', '=', use.tenantId)
    .where('email', '=', use.email)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

/** POST /verify-email-code succeeded: remember which code it used up, for what, and from which client. */
export async function recordVerification(db: Db, use: CodeUse, codeHashUsed: string, ip: string): Promise<void> {
  await db
    .insertInto('email_verifications')
    .values({
      id: crypto.randomUUID(),
      tenant_id: use.tenantId,
      email: use.email,
      code_hash: codeHashUsed,
      purpose: use.purpose,
      verifier_ip: ip,
    })
    .execute();
}

/**
 * Uses up a verification of the last 30 minutes that matches either the same code (`code` given) or, for a call
 * without a code, the same client IP. False when there is none.
 */
async function consumeVerification(db: Db, use: CodeUse, match: { code: string } | { ip: string }): Promise<boolean> {
  const since = new Date(Date.now() - VERIFICATION_TTL_SECONDS * 1000);
  let q = db
    .selectFrom('email_verifications')
    .select('id')
    .where('tenant_id', '=', use.tenantId)
    .where('email', '=', use.email)
    .where('used_at', 'is', null)
    .where('code_hash', 'is not', null)
    .where('verified_at', '>', since)
    .$if(use.purpose !== null, (qb) =>
      qb.where((eb) => eb.or([eb('purpose', 'is', null), eb('purpose', '=', use.purpose)])),
    );
  q =
    'code' in match
      ? q.where('code_hash', '=', codeHash(use.tenantId, use.email, match.code))
      : q.where('verifier_ip', '=', match.ip);
  const row = await q.orderBy('verified_at', 'desc').limit(1).executeTakeFirst();
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
 * Proof that the caller reads this mailbox, for one purpose. With a code: that code, unused, or the same code
 * that POST /verify-email-code used up a moment ago; a wrong code is refused (and counted) whatever was verified
 * before. Without a code (sign-up only): a verification made from this same client IP in the last 30 minutes.
 */
export async function proveEmailOwnership(
  db: Db,
  use: CodeUse,
  proof: { code: string | null | undefined; ip: string },
): Promise<void> {
  if (proof.code) {
    try {
      await consumeCode(db, use, proof.code);
      return;
    } catch (err) {
      if (await consumeVerification(db, use, { code: proof.code })) return;
      throw err;
    }
  }
  if (await consumeVerification(db, use, { ip: proof.ip })) return;
  throw new AppError(400, 'CODE_REQUIRED', 'Enter the code we mailed you', {
    fields: { verificationCode: 'REQUIRED' },
  });
}
