// Bearer access tokens: 32 random bytes (base64url) handed to the client once; only their sha256 is stored.
// They expire with the storefront's login cookies (3 months ≈ 90 days).
import crypto from 'node:crypto';
import type { Db } from '../../db';

export const TOKEN_TTL_DAYS = 90;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export async function issueToken(
  db: Db,
  userId: string,
  tenantId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TOKEN_TTL_DAYS * 24 * 3600 * 1000);
  await db
    .insertInto('access_tokens')
    .values({ token_hash: hashToken(token), user_id: userId, tenant_id: tenantId, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

export interface AuthUser {
  id: string;
  tenantId: string;
  email: string;
  name: string;
  language: string;
  /** sha256 of the bearer token used for this request (lets logout revoke exactly this token). */
  tokenHash: string;
}

/** The user owning a live token on this tenant, or undefined (unknown, expired, or another tenant's token). */
export async function findUserByToken(db: Db, token: string, tenantId: string): Promise<AuthUser | undefined> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.user_id')
    .select(['users.id', 'users.tenant_id', 'users.email', 'users.name', 'users.language'])
    .where('access_tokens.token_hash', '=', tokenHash)
    .where('access_tokens.tenant_id', '=', tenantId)
    .where('users.tenant_id', '=', tenantId)
    .where('access_tokens.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: row.id, tenantId: row.tenant_id, email: row.email, name: row.name, language: row.language, tokenHash };
}

export async function revokeUserTokens(db: Db, userId: string, exceptTokenHash?: string): Promise<void> {
  let q = db.deleteFrom('access_tokens').where('user_id', '=', userId);
  if (exceptTokenHash) q = q.where('token_hash', '<>', exceptTokenHash);
  await q.execute();
}
