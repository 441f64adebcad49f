import type { Locale } from './common';

export interface UserProfile {
  id: string;
  name: string;
  email: string;
  secondEmail: string | null;
  phoneNumber: string | null;
  language: Locale;
  unreadNotificationCount: number;
  createdAt: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}
export interface LoginResponse {
  accessToken: string;
  /** When the token stops working (the login cookies expire with it: 3 months). */
  expiresAt: string;
  profile: UserProfile;
}

export interface SignupRequest {
  name: string;
  phoneNumber?: string;
  email: string;
  secondEmail?: string;
  loginPassword: string;
  promotionCode?: string;
  /**
   * The email code the shopper received (send it: it is always accepted, also right after POST
   * /verify-email-code used it up, and a wrong one is always refused). Without it the reference API accepts the
   * sign-up only when the same email passed POST /verify-email-code from the same client in the last 30 minutes
   * (that verification is then used up).
   */
  verificationCode?: string;
}

/** What an email code is for. A code sent for one purpose is refused by the others; no purpose = any. */
export type EmailCodePurpose = 'SIGNUP' | 'RESET_PASSWORD' | 'CHANGE_EMAIL';
export const EMAIL_CODE_PURPOSES: readonly EmailCodePurpose[] = ['SIGNUP', 'RESET_PASSWORD', 'CHANGE_EMAIL'];

/**
 * POST /front/user/send-email-code: always `{ sent: true, ... }` for a well-formed request. With purpose
 * RESET_PASSWORD no mail goes to an address without an account, and the answer does not tell.
 */
export interface SendEmailCodeRequest {
  email: string;
  purpose?: EmailCodePurpose;
}
export interface VerifyEmailCodeRequest {
  email: string;
  verificationCode: string;
  purpose?: EmailCodePurpose;
}
export interface VerifyPromotionCodeRequest {
  email: string;
  promotionCode: string;
}
export interface ForgetPasswordRequest {
  email: string;
  verificationCode: string;
  newPassword: string;
}
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
}
export interface ChangeEmailRequest {
  loginPassword: string;
  email: string;
  verificationCode: string;
}
export interface UpdateProfileRequest {
  name?: string;
  phoneNumber?: string | null;
  secondEmail?: string | null;
}
export interface EmailAvailability {
  available: boolean;
}
export interface CodeCheck {
  valid: boolean;
}

/** Password rules shared by both sides. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
export const NAME_MAX_LENGTH = 60;
export const EMAIL_CODE_LENGTH = 6;
