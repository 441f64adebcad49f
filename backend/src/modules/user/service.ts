// Shopper accounts: per tenant, email unique per tenant, passwords hashed with scrypt.
import crypto from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Locale, LoginResponse, UserProfile } from '../../../../contract';
import type { Db } from '../../db';
import { validationError } from '../../http/errors';
import type { UsersTable } from './tables';
import { issueToken } from './tokens';

export type UserRecord = Selectable<UsersTable>;

export async function findUserByEmail(db: Db, tenantId: string, email: string): Promise<UserRecord | undefined> {
  return db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Db, tenantId: string, id: string): Promise<UserRecord | undefined> {
  return db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** Unread messages (table user_notifications, owned by the notifications module, migration 014). */
export async function unreadNotificationCount(db: Db, tenantId: string, userId: string): Promise<number> {
  const result = await sql<{ n: number }>`
    select count(*) as n from user_notifications
    where tenant_id = ${tenantId} and user_id = ${userId} and read_at is null`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

export async function toProfile(db: Db, user: UserRecord): Promise<UserProfile> {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    secondEmail: user.second_email,
    phoneNumber: user.phone_number,
    language: user.language,
    unreadNotificationCount: await unreadNotificationCount(db, user.tenant_id, user.id),
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
