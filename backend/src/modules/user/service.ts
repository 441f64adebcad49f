// Shopper accounts: per tenant, email unique per tenant, passwords hashed with scrypt.
import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Locale, LoginResponse, UserProfile } from '../../../../contract';
import type { Db } from '../../db';
import { unauthorized, validationError } from '../../http/errors';
import { publishLogout } from '../events/record';
import { countUnread } from '../notifications/service';
import type { UsersTable } from './tables';
import { issueToken, revokeUserTokens, type AuthUser } from './tokens';

export type UserRecord = Selectable<UsersTable>;

export async function findUserByEmail(db: Db, tenantId: string, email: string): Promise<UserRecord | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function findUserById(db: Db, tenantId: string, id: string): Promise<UserRecord | undefined> {
  return db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** The account behind a request's token, or 401 when the token's user is gone. */
export async function accountOf(db: Db, auth: AuthUser): Promise<UserRecord> {
  const user = await findUserById(db, auth.tenantId, auth.id);
  if (!user) throw unauthorized();
  return user;
}

/** Logout: this token stops working at once. */
export async function endSession(db: Db, auth: AuthUser): Promise<void> {
  await db
    .deleteFrom('access_tokens')
    .where('token_hash', '=', auth.tokenHash)
    .where('user_id', '=', auth.id)
    .execute();
  await publishLogout(db, { tenantId: auth.tenantId, userId: auth.id }, auth.tokenHash);
}

/** Logout everywhere (and after a password change or reset): every token of the user, except `keep` if given. */
export async function endAllSessions(db: Db, userId: string, keep?: AuthUser): Promise<void> {
  await revokeUserTokens(db, userId, keep?.tokenHash);
  // Streams of the sessions that end close now; when one session stays, the others' streams close at their next
  // heartbeat, which finds their token gone.
  const user = keep
    ? undefined
    : await db.selectFrom('users').select('tenant_id').where('id', '=', userId).executeTakeFirst();
  if (user) await publishLogout(db, { tenantId: user.tenant_id, userId }, null);
}

export async function toProfile(db: Db, user: UserRecord): Promise<UserProfile> {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    secondEmail: user.second_email,
    phoneNumber: user.phone_number,
    language: user.language,
    unreadNotificationCount: await countUnread(db, user.tenant_id, user.id),
    createdAt: user.created_at.toISOString(),
  };
}

export async function loginResponse(db: Db, user: UserRecord): Promise<LoginResponse> {
  const { token, expiresAt } = await issueToken(db, user.id, user.tenant_id);
  return { accessToken: token, expiresAt: expiresAt.toISOString(), profile: await toProfile(db, user) };
}

export const emailTaken = () => validationError({ email: 'EMAIL_TAKEN' }, 'An account with this email already exists');

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}

export interface NewUser {
  tenantId: string;
  email: string;
  name: string;
  phoneNumber: string | null;
  secondEmail: string | null;
  passwordHash: string;
  language: Locale;
  promotionCode: string | null;
}

export async function insertUser(db: Db, u: NewUser): Promise<UserRecord> {
  try {
    return await db
      .insertInto('users')
      .values({
        id: crypto.randomUUID(),
        tenant_id: u.tenantId,
        email: u.email,
        name: u.name,
        phone_number: u.phoneNumber,
        second_email: u.secondEmail,
        password_hash: u.passwordHash,
        language: u.language,
        promotion_code: u.promotionCode,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

export async function updateUser(
  db: Db,
  user: Pick<UserRecord, 'id' | 'tenant_id'>,
  changes: Partial<Pick<UserRecord, 'name' | 'phone_number' | 'second_email' | 'language' | 'email' | 'password_hash'>>,
): Promise<UserRecord> {
  try {
    return await db
      .updateTable('users')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', user.id)
      .where('tenant_id', '=', user.tenant_id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

export async function isPromotionCodeValid(db: Db, tenantId: string, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('promotion_codes')
    .select('code')
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code.trim().toUpperCase())
    .where('active', '=', true)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
    .executeTakeFirst();
  return !!row;
}
