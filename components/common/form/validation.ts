// Form rules for the account forms (login, sign-up, forgotten password, profile). The bounds come from
// contract/user.ts so the storefront and the reference API agree on them. Each rule returns null when the value
// passes, else an UPPER_SNAKE_CASE reason: the same vocabulary the API uses in `fields`, so one translation
// table (`common:errors.<CODE>`) covers both client and server field errors.
import { EMAIL_CODE_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/contract';

export type FieldError =
  | 'REQUIRED'
  | 'INVALID_EMAIL'
  | 'EMAIL_TOO_LONG'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORD_TOO_WEAK'
  | 'PASSWORDS_DO_NOT_MATCH'
  | 'INVALID_PHONE'
  | 'NAME_TOO_LONG'
  | 'INVALID_CODE'
  | 'SAME_AS_EMAIL';

/** RFC 5321 caps a forward path at 256 octets including the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;
/** E.164 numbers have at most 15 digits; 6 covers the shortest local numbers of the tenants' regions. */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;

// One '@', no spaces, a dot in the domain, no leading/trailing dot in the domain labels. Deliverability is the
// email code's job; this only catches typos before a round trip.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE_PATTERN = /^\+?[\d\s\-().]+$/;

export function validateEmail(value: string): FieldError | null {
  const email = value.trim();
  if (!email) return 'REQUIRED';
  if (email.length > EMAIL_MAX_LENGTH) return 'EMAIL_TOO_LONG';
  return EMAIL_PATTERN.test(email) ? null : 'INVALID_EMAIL';
}

/** Rules for a new password. Logging in only checks presence: old accounts may predate a rule. */
export function validateNewPassword(value: string): FieldError | null {
  if (!value) return 'REQUIRED';
  if (value.length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (value.length > PASSWORD_MAX_LENGTH) return 'PASSWORD_TOO_LONG';
  // A letter (any script) and a digit: a cheap guard against "12345678" and "password".
  if (!/\p{L}/u.test(value) || !/\d/.test(value)) return 'PASSWORD_TOO_WEAK';
  return null;
}

export function validatePasswordConfirmation(password: string, confirmation: string): FieldError | null {
  if (!confirmation) return 'REQUIRED';
  return password === confirmation ? null : 'PASSWORDS_DO_NOT_MATCH';
}

export function validateRequired(value: string): FieldError | null {
  return value.trim() ? null : 'REQUIRED';
}

export function validateName(value: string): FieldError | null {
  const name = value.trim();
  if (!name) return 'REQUIRED';
  return name.length > NAME_MAX_LENGTH ? 'NAME_TOO_LONG' : null;
}

/** Optional field: empty passes. Separators are allowed while typing; the digit count is what matters. */
export function validatePhone(value: string): FieldError | null {
  const phone = value.trim();
  if (!phone) return null;
  if (!PHONE_PATTERN.test(phone)) return 'INVALID_PHONE';
  const digits = phone.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS ? null : 'INVALID_PHONE';
}

/** Optional second email: empty passes; otherwise a valid address different from the login email. */
export function validateSecondEmail(value: string, primary: string): FieldError | null {
  if (!value.trim()) return null;
  const error = validateEmail(value);
  if (error) return error;
  return normaliseEmail(value) === normaliseEmail(primary) ? 'SAME_AS_EMAIL' : null;
}

export function validateEmailCode(value: string): FieldError | null {
  const code = value.trim();
  if (!code) return 'REQUIRED';
  return new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`).test(code) ? null : 'INVALID_CODE';
}

/** How the API compares addresses: trimmed and case-insensitive. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Runs rules per field and keeps only the failures, for a form's error state. */
export function collectErrors<K extends string, C extends string = FieldError>(
  rules: Record<K, C | null>,
): Partial<Record<K, C>> {
  const out: Partial<Record<K, C>> = {};
  for (const key of Object.keys(rules) as K[]) {
    const error = rules[key];
    if (error) out[key] = error;
  }
  return out;
}
