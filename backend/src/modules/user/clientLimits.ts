// Per-client-IP limits of the account calls that answer questions about addresses or codes, so nobody can list
// which addresses have accounts or guess codes across many addresses. 429 with retry-after past them.
import type { RateRule } from '../../http/rateLimit';

/** GET check-email-available. */
export const EMAIL_CHECKS: RateRule = { name: 'email-available', limit: 30, windowMs: 15 * 60_000 };
/** POST verify-email-code, and the calls that take a code (forget-password). */
export const CODE_CHECKS: RateRule = { name: 'code-check', limit: 30, windowMs: 15 * 60_000 };
