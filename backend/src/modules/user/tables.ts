import type { EmailCodePurpose, Locale } from '../../../../contract';
import type { Generated, NullableTimestamp, Timestamp, TimestampRequired } from '../../db/types';

export interface UsersTable {
  id: string;
  tenant_id: string;
  /** Lower-case. */
  email: string;
  name: string;
  phone_number: string | null;
  second_email: string | null;
  password_hash: string;
  language: Locale;
  promotion_code: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccessTokensTable {
  token_hash: string;
  user_id: string;
  tenant_id: string;
  created_at: Timestamp;
  expires_at: TimestampRequired;
}

export interface PromotionCodesTable {
  tenant_id: string;
  code: string;
  description: string;
  active: boolean;
  expires_at: NullableTimestamp;
}

export interface EmailCodesTable {
  id: string;
  tenant_id: string;
  email: string;
  code_hash: string;
  requester_ip: string;
  created_at: Timestamp;
  expires_at: TimestampRequired;
  used_at: NullableTimestamp;
  failed_attempts: Generated<number>;
  /** 007: what the code was sent for; null = any purpose. */
  purpose: EmailCodePurpose | null;
}

export interface EmailVerificationsTable {
  id: string;
  tenant_id: string;
  email: string;
  verified_at: Timestamp;
  used_at: NullableTimestamp;
  /** 007: hash of the code this verification used up (null on older rows: never accepted). */
  code_hash: string | null;
  purpose: EmailCodePurpose | null;
  verifier_ip: Generated<string>;
}

/** 006: a login attempt, kept while it may count against the throttle window (loginThrottle.ts). */
export interface LoginAttemptsTable {
  id: string;
  tenant_id: string;
  email: string;
  ip: string;
  created_at: TimestampRequired;
}

export interface UserTables {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  promotion_codes: PromotionCodesTable;
  email_codes: EmailCodesTable;
  email_verifications: EmailVerificationsTable;
  login_attempts: LoginAttemptsTable;
}
